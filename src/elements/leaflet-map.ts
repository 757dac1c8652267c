/**
 * The map itself, loaded by <location-map> only when the shopper reaches it: Leaflet with the site's tiles and
 * one circle marker per location (circle markers need no marker images), fitted to show them all.
 */
import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?url';

interface Point {
  name: string;
  href: string;
  lat: number;
  long: number;
}

function loadStyle(href: string): Promise<void> {
  if (document.querySelector(`link[href="${href}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}

export async function drawMap(
  canvas: HTMLElement,
  options: { tileUrl: string; attribution: string; points: Point[] },
): Promise<void> {
  await loadStyle(leafletCss);
  const map = L.map(canvas, { scrollWheelZoom: false });
  L.tileLayer(options.tileUrl, { attribution: options.attribution, maxZoom: 18 }).addTo(map);
  const markers = options.points.map((point) => {
    const marker = L.circleMarker([point.lat, point.long], { radius: 8, weight: 2, fillOpacity: 0.8 });
    const link = document.createElement('a');
    link.href = point.href;
    link.textContent = point.name;
    return marker.bindPopup(link).addTo(map);
  });
  if (markers.length === 1) map.setView(markers[0]!.getLatLng(), 14);
  else if (markers.length > 1) map.fitBounds(L.featureGroup(markers).getBounds(), { padding: [24, 24] });
}
