/**
 * The postcode lookup on workerd (issue 19): GET /api/geocode/postcode/{postcode} answers from the
 * build's postcode shards (/postcodes/<digit>.json, as src/pages/postcodes/[shard].json.ts writes
 * them) read through the ASSETS binding, where the Node server reads the CSV file.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GEOCODE_INVALID_POSTCODE, INVALID_POSTCODE_MESSAGE } from '../../../src/domain/lead-forms.ts';
import { postcodeShards } from '../../../src/site/postcode-table.ts';
import { useEdgeWorker } from './edge-miniflare.ts';

const shards = postcodeShards();
const edge = useEdgeWorker({
  slug: 'harbour-city-toyota',
  async assets(directory) {
    await mkdir(join(directory, 'postcodes'));
    for (const [digit, shard] of shards)
      await writeFile(join(directory, 'postcodes', `${digit}.json`), JSON.stringify(shard));
  },
});
const lookup = async (postcode: string) => {
  const response = await edge.request(`/api/geocode/postcode/${postcode}`, {
    headers: { 'cf-connecting-ip': '203.0.113.7' },
  });
  return { status: response.status, body: await response.json(), cache: response.headers.get('cache-control') };
};

describe('the postcode lookup on workerd', () => {
  it("answers a postcode's point from its shard, cacheable", async () => {
    const [lat, long] = shards.get('2')!['2000']!;
    expect(await lookup('2000')).toEqual({ status: 200, body: { lat, long }, cache: 'public, max-age=86400' });
    const [lat3, long3] = shards.get('3')!['3000']!;
    expect(await lookup('3000')).toMatchObject({ status: 200, body: { lat: lat3, long: long3 } });
  });

  it('a postcode the table does not know is 404, one that is not 4 digits is 422', async () => {
    expect(shards.has('1') && shards.get('1')!['1999']).toBeFalsy();
    expect(await lookup('1999')).toMatchObject({ status: 404, body: { error: GEOCODE_INVALID_POSTCODE } });
    expect(await lookup('200')).toMatchObject({ status: 422, body: { error: INVALID_POSTCODE_MESSAGE } });
  });
});
