/**
 * <nearest-location>: "nearest location" by the shopper's postcode (issue 17 item 5). On submit it fetches the
 * postcode's shard of the centroid table (src/domain/postcode-centroids.ts), ranks the locations carried in
 * data-locations by great-circle distance (src/domain/locations.ts) and names the nearest. Nothing loads until
 * a postcode is submitted. With data-geocode (a site with a geocoding provider, site.json `map.geocoding`) the
 * point comes from GET /api/geocode/postcode/{postcode} instead: a 404 is spec 02 §5's 'Invalid postcode', any
 * other failure says the lookup is unavailable.
 */
import { distanceKm, type LatLong } from '../domain/distance.ts';
import { centroidOf, isPostcode, shardPath } from '../domain/postcode-centroids.ts';

interface Place {
  name: string;
  href: string;
  lat: number;
  long: number;
}

/**
 * The postcode's point, or the text to show instead (the element's data-* texts). A shard is fetched again for a
 * second postcode in it: the browser's cache answers (the shards are static files), and the script stays small.
 */
async function pointFor(postcode: string, text: DOMStringMap): Promise<LatLong | string> {
  try {
    const response = await fetch(text.geocode ? text.geocode + postcode : shardPath(postcode));
    if (!text.geocode) return centroidOf(response.ok ? await response.json() : {}, postcode) ?? text.unknown ?? '';
    if (response.ok) return (await response.json()) as LatLong;
    return (response.status === 404 ? text.geocodeInvalid : text.unavailable) ?? '';
  } catch {
    return (text.geocode ? text.unavailable : text.unknown) ?? '';
  }
}

/** As fillString; not imported, so that this script stays inline in the page (a shared module becomes a file). */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

class NearestLocation extends HTMLElement {
  connectedCallback() {
    const form = this.querySelector('form');
    const input = this.querySelector('input');
    const output = this.querySelector('output');
    if (!form || !input || !output) return;
    const places = JSON.parse(this.dataset.locations ?? '[]') as Place[];
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const postcode = input.value.trim();
      output.replaceChildren();
      if (!isPostcode(postcode)) {
        output.textContent = this.dataset.invalid ?? '';
        return;
      }
      const point = await pointFor(postcode, this.dataset);
      if (typeof point === 'string') {
        output.textContent = point;
        return;
      }
      let nearest: Place | undefined;
      let km = Infinity;
      for (const place of places) {
        const distance = distanceKm(point, place);
        if (distance < km) [nearest, km] = [place, distance];
      }
      if (!nearest) return;
      const link = document.createElement('a');
      link.href = nearest.href;
      link.textContent = fill(this.dataset.result ?? '', {
        postcode,
        name: nearest.name,
        distance: Math.round(km).toLocaleString('en-AU'),
      });
      output.append(link);
    });
  }
}

if (!customElements.get('nearest-location')) customElements.define('nearest-location', NearestLocation);
