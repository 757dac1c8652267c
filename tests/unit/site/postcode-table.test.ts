import { describe, expect, it } from 'vitest';
import { centroidOf, parsePostcodeTable, shardOf } from '../../../src/domain/postcode-centroids.ts';
import { postcodeShards } from '../../../src/site/postcode-table.ts';
import { tenantSlugs, loadTenant } from '../../../src/tenants/load-tenant.ts';

describe('the shipped postcode-centroid table (issue 17 item 5)', () => {
  it('reads postcode, lat and long, skipping the header and lines that are not rows', () => {
    expect(parsePostcodeTable('postcode,lat,long,place\n4350,-27.5,151.9,Toowoomba\n\nbad\n')).toEqual([
      { postcode: '4350', lat: -27.5, long: 151.9 },
    ]);
  });

  it('knows every sample location postcode, each within 25 km of the location', () => {
    const shards = postcodeShards();
    for (const slug of tenantSlugs(process.cwd())) {
      for (const location of loadTenant(process.cwd(), slug).site.locations) {
        const postcode = location.address.postcode!;
        const centroid = centroidOf(shards.get(shardOf(postcode)) ?? {}, postcode);
        expect(centroid, `${slug} ${location.slug} ${postcode}`).not.toBeNull();
        expect(Math.abs(centroid!.lat - location.address.lat!), location.slug).toBeLessThan(0.25);
        expect(Math.abs(centroid!.long - location.address.long!), location.slug).toBeLessThan(0.25);
      }
    }
  });
});
