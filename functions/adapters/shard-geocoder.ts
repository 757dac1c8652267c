/**
 * The embedded geocoder where there is no file system (the edge): the same postcode-centroid table
 * as `table-geocoder.ts`, read as the shards the build serves to the nearest-location tool
 * (`/postcodes/<first digit>.json`, src/domain/postcode-centroids.ts), one shard fetched the first
 * time a postcode of it is asked for and kept for the isolate's life. The shards round to 3
 * decimals (about 100 m), the points the page itself uses without a geocoder.
 */
import { centroidOf, isPostcode, shardPath, type PostcodeShard } from '../../src/domain/postcode-centroids.ts';
import { GeocoderUnavailableError, type Geocoder } from '../ports/geocoder.ts';

/** A shard by its path; null when the build has none (no postcode starts with that digit). */
export type ShardSource = (path: string) => Promise<PostcodeShard | null>;

export function createShardGeocoder(source: ShardSource): Geocoder {
  const shards = new Map<string, Promise<PostcodeShard | null>>();
  const shard = (path: string) => {
    let found = shards.get(path);
    if (!found) {
      found = source(path).catch((error: unknown) => {
        shards.delete(path); // the next lookup tries again
        throw new GeocoderUnavailableError(`postcode shard ${path}: ${(error as Error).message}`);
      });
      shards.set(path, found);
    }
    return found;
  };
  return {
    provider: 'table',
    async postcode(postcode) {
      if (!isPostcode(postcode)) return null;
      const found = await shard(shardPath(postcode));
      return found ? centroidOf(found, postcode) : null;
    },
  };
}
