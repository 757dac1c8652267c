/** The postcode shards as a geocoder (functions/adapters/shard-geocoder.ts): one fetch per shard, failures retried. */
import { describe, expect, it } from 'vitest';
import { createShardGeocoder } from '../../../functions/adapters/shard-geocoder.ts';
import { GeocoderUnavailableError } from '../../../functions/ports/geocoder.ts';

describe('the shard geocoder', () => {
  it('reads a shard once for all its postcodes; a missing shard or postcode is null', async () => {
    const asked: string[] = [];
    const geocoder = createShardGeocoder((path) => {
      asked.push(path);
      return Promise.resolve(path === '/postcodes/2.json' ? { '2000': [-33.87, 151.207] } : null);
    });
    expect(await geocoder.postcode('2000')).toEqual({ lat: -33.87, long: 151.207 });
    expect(await geocoder.postcode('2999')).toBeNull();
    expect(await geocoder.postcode('9000')).toBeNull();
    expect(await geocoder.postcode('20')).toBeNull();
    expect(asked).toEqual(['/postcodes/2.json', '/postcodes/9.json']);
  });

  it('a shard that could not be read is "unavailable" (not an unknown postcode), and is asked for again', async () => {
    let calls = 0;
    const geocoder = createShardGeocoder(() =>
      (calls += 1) === 1 ? Promise.reject(new Error('503')) : Promise.resolve({ '3000': [-37.814, 144.963] }),
    );
    await expect(geocoder.postcode('3000')).rejects.toBeInstanceOf(GeocoderUnavailableError);
    expect(await geocoder.postcode('3000')).toEqual({ lat: -37.814, long: 144.963 });
  });
});
