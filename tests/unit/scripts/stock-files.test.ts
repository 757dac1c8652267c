/**
 * The files a build makes from the stock alone, written by a thread of their own beside Astro's build
 * (scripts/stock-files.ts, issue 20 item 4): the same files, byte for byte, as the main thread's own calls write for
 * the same tenant and clock, and a thread that fails says why.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCarJsonFiles } from '../../../scripts/car-json-files.ts';
import { writeEdgeData } from '../../../scripts/edge-data.ts';
import { listFiles } from '../../../scripts/list-files.ts';
import { writeFeeds } from '../../../scripts/search-engine-files.ts';
import { carFingerprints } from '../../../scripts/incremental/fingerprints.ts';
import { writeSimilarCarsFiles } from '../../../scripts/similar-cars-files.ts';
import { startStockFiles } from '../../../scripts/stock-files.ts';
import { getTenant } from '../../../src/site/tenant.ts';

const SLUG = 'harbour-city-toyota';
const root = mkdtempSync(join(tmpdir(), 'stock-files-'));
const saved = { SITE_SLUG: process.env.SITE_SLUG, BUILD_NOW: process.env.BUILD_NOW };

beforeAll(() => {
  // The build's environment, as scripts/build-tenant.ts gives the thread: the tenant and its pinned clock.
  process.env.SITE_SLUG = SLUG;
  process.env.BUILD_NOW = '2026-11-20T14:00:00.000Z';
});
afterAll(() => {
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  rmSync(root, { recursive: true, force: true });
});

describe('startStockFiles', () => {
  it("writes the cars' compare, finance and similar cars files, the feeds and the edge data, as the main thread would", async () => {
    const threadDir = join(root, 'thread');
    const report = await startStockFiles(threadDir).done();

    const mainDir = join(root, 'main');
    const tenant = getTenant();
    const carJsonFiles = writeCarJsonFiles(mainDir, tenant);
    const similarCarsFiles = await writeSimilarCarsFiles(mainDir, tenant);
    const feeds = await writeFeeds(mainDir, tenant);
    await writeEdgeData(mainDir, tenant);

    expect(report).toMatchObject({ carJsonFiles, similarCarsFiles, feeds });
    expect(carJsonFiles).toBeGreaterThan(tenant.cars.length);
    const files = listFiles(mainDir).sort();
    expect(listFiles(threadDir).sort()).toEqual(files);
    for (const file of files)
      expect(readFileSync(join(threadDir, file)), file).toEqual(readFileSync(join(mainDir, file)));
  }, 60_000);

  it("answers the cars' fingerprints when asked (a full build's manifest), as the main thread makes them", async () => {
    const asked = await startStockFiles(join(root, 'with-fingerprints'), true).done();
    expect(new Map(asked.fingerprints)).toEqual(carFingerprints(getTenant()));
    expect(asked.fingerprints).toHaveLength(getTenant().cars.length);
    expect((await startStockFiles(join(root, 'without')).done()).fingerprints).toBeUndefined();
  }, 60_000);

  it('fails with the error that stopped it, naming the file', async () => {
    const blocked = join(root, 'blocked');
    writeFileSync(blocked, 'a file where the output folder should be');
    await expect(startStockFiles(blocked).done()).rejects.toThrow(blocked);
  });
});
