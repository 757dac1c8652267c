/**
 * The compare and finance pages' per-car files, written by the build script instead of through Astro's endpoints
 * (scripts/car-json-files.ts, issue 20 item 4): one per car at the paths the pages fetch, with the bodies the endpoints
 * answer in `astro dev`. (The whole group's files are the same bytes as before the move: diffed against a build of
 * the previous code.)
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeCarJsonFiles } from '../../../scripts/car-json-files.ts';
import { toCompareCar } from '../../../src/domain/compare-car.ts';
import { financeCarPath, toFinanceCar } from '../../../src/domain/finance-car.ts';
import { resolveStrings } from '../../../src/domain/strings.ts';
import { buildCarIndex } from '../../../src/site/car-index.ts';
import { car, site } from '../../fixtures/cars.ts';

const cars = [
  car({ id: 11, slug: '2021-toyota-corolla-a11', stocknum: 'A11' }),
  car({ id: 12, slug: '2019-mazda-cx-5-a12', make: 'Mazda', model: 'CX-5', price: 31990, stocknum: 'A12' }),
  car({ id: 13, slug: '2020-ford-ranger-a13', make: 'Ford', model: 'Ranger', status: 'sold', stocknum: 'A13' }),
];
const tenant = { cars, site: site(), strings: resolveStrings(), now: new Date('2026-11-25T00:00:00Z') };
const withIndex = { ...tenant, index: buildCarIndex(tenant) };
const out = mkdtempSync(join(tmpdir(), 'car-json-files-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('writeCarJsonFiles', () => {
  const written = writeCarJsonFiles(out, withIndex);

  it("writes a compare file per car and a finance file per car of the site's index", () => {
    expect(readdirSync(join(out, 'compare-cars')).sort()).toEqual(cars.map((c) => `${c.slug}.json`).sort());
    const finance = withIndex.index.ordered.map((c) => financeCarPath(c.id).slice('/finance-cars/'.length));
    expect(readdirSync(join(out, 'finance-cars')).sort()).toEqual(finance.sort());
    expect(written).toBe(cars.length + withIndex.index.ordered.length);
  });

  it('writes what the compare and finance pages read: the cars as JSON, nothing around them', () => {
    const mazda = cars[1]!;
    expect(readFileSync(join(out, 'compare-cars', `${mazda.slug}.json`), 'utf8')).toBe(
      JSON.stringify(toCompareCar(mazda, tenant.site, tenant.strings, tenant.now)),
    );
    expect(readFileSync(join(out, financeCarPath(mazda.id).slice(1)), 'utf8')).toBe(
      JSON.stringify(toFinanceCar(mazda, tenant.site, tenant.strings['price.perWeek'])),
    );
  });
});
