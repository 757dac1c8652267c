/**
 * <nearest-location>: "nearest location" by the shopper's postcode (issue 17 item 5). On submit it fetches the
 * postcode's shard of the centroid table (src/domain/postcode-centroids.ts), ranks the locations carried in
 * data-locations by great-circle distance (src/domain/locations.ts) and names the nearest. Nothing loads until
 * a postcode is submitted. With data-geocode (a site with a geocoding provider, site.json `map.geocoding`) the
 * point comes from GET /api/geocode/postcode/{postcode} instead: a 404 is spec 02 §5's 'Invalid postcode', any
 * other failure says the lookup is unavailable.
 */
import { distanceKm, type LatLong } from '../domain/distance.ts';
import { centroidOf, isPostcode, shardPath, type PostcodeShard } from '../domain/postcode-centroids.ts';

interface Place {
  name: string;
  href: string;
  lat: number;
  long: number;
}

const shards = new Map<string, Promise<PostcodeShard>>();

/** The postcode's point, or the text to show instead (the element's data-* texts). */
async function pointFor(postcode: string, text: DOMStringMap): Promise<LatLong | string> {
  try {
    if (!text.geocode) return centroidOf(await loadShard(postcode), postcode) ?? text.unknown ?? '';
    const response = await fetch(text.geocode + postcode);
    if (response.ok) return (await response.json()) as LatLong;
    return (response.status === 404 ? text.geocodeInvalid : text.unavailable) ?? '';
  } catch {
    return (text.geocode ? text.unavailable : text.unknown) ?? '';
  }
}

function loadShard(postcode: string): Promise<PostcodeShard> {
  const path = shardPath(postcode);
  let shard = shards.get(path);
  if (!shard) {
    shard = fetch(path).then((response) => (response.ok ? (response.json() as Promise<PostcodeShard>) : {}));
    shard.catch(() => shards.delete(path));
    shards.set(path, shard);
  }
  return shard;
}

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
      const ranked = places.map((place) => ({ place, km: distanceKm(point, place) })).sort((a, b) => a.km - b.km);
      const nearest = ranked[0];
      if (!nearest) return;
      const link = document.createElement('a');
      link.href = nearest.place.href;
      link.textContent = fill(this.dataset.result ?? '', {
        postcode,
        name: nearest.place.name,
        distance: Math.round(nearest.km).toLocaleString('en-AU'),
      });
      output.append(link);
    });
  }
}

if (!customElements.get('nearest-location')) customElements.define('nearest-location', NearestLocation);
