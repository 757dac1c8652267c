/**
 * Incremental builds (issue 18 item 2): which cars a build renders again, how an unchanged car's
 * pages are carried over, and what makes a car or the whole build count as changed.
 * The end-to-end proof (incremental output = full output, with real Astro builds) is
 * tests/unit/scripts/incremental-build.test.ts.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { carFingerprints, sharedInputsHash } from '../../../scripts/incremental/fingerprints.ts';
import { carFiles, carFilesFromListing, type BuildManifest } from '../../../scripts/incremental/manifest.ts';
import { listFiles } from '../../../scripts/list-files.ts';
import { MIN_CANARIES, planBuild } from '../../../scripts/incremental/plan.ts';
import { carryOverCars } from '../../../scripts/incremental/reuse.ts';
import { resolveStrings } from '../../../src/domain/strings.ts';
import { car, minimalSiteInput, site } from '../../fixtures/cars.ts';

const manifest = (cars: Record<string, string>, shared = 'shared-1'): BuildManifest => ({
  version: 1,
  shared_sha256: shared,
  search_data: [],
  cars: Object.fromEntries(Object.entries(cars).map(([slug, fingerprint]) => [slug, { fingerprint, files: [] }])),
});

describe('planBuild: full or incremental, and which cars render', () => {
  const previous = manifest({ a: '1', b: '2', c: '3', d: '4', e: '5' });
  const now = new Map([
    ['a', '1'],
    ['b', '2-changed'],
    ['c', '3'],
    ['d', '4'],
    ['e', '5'],
    ['f', 'new'],
  ]);

  it.each([
    ['--full', { full: true }, '--full'],
    ['no earlier build', { previous: null }, 'no earlier build to carry pages over from'],
    ['uncommitted code', { shared: null }, 'the code version is unknown (uncommitted changes?)'],
    ['shared inputs changed', { shared: 'shared-2' }, 'the code, site.json, content or the opening hours changed'],
  ])('%s → a full build', (_, change, reason) => {
    const plan = planBuild({ previous, shared: 'shared-1', fingerprints: now, full: false, seed: 's', ...change });
    expect(plan).toEqual({ mode: 'full', reason });
  });

  it('renders changed and new cars, plus canaries from the unchanged, and carries the rest over', () => {
    const plan = planBuild({ previous, shared: 'shared-1', fingerprints: now, full: false, seed: 's' });
    if (plan.mode !== 'incremental') throw new Error('expected incremental');
    expect(plan.render.sort()).toEqual(['b', 'f']);
    expect(plan.canaries).toHaveLength(MIN_CANARIES);
    expect([...plan.canaries, ...plan.reuse].sort()).toEqual(['a', 'c', 'd', 'e']);
    expect(plan.reuse.filter((slug) => plan.canaries.includes(slug))).toEqual([]);
  });

  it('a removed car is neither rendered nor carried over', () => {
    const plan = planBuild({
      previous,
      shared: 'shared-1',
      fingerprints: new Map([['a', '1']]),
      full: false,
      seed: 's',
    });
    expect(plan).toMatchObject({ mode: 'incremental', render: [], canaries: ['a'], reuse: [] });
  });

  it('1 % of the unchanged cars are canaries once that is more than the minimum, and they vary with the seed', () => {
    const many = new Map(Array.from({ length: 1000 }, (_, i) => [`car-${i}`, 'same']));
    const previousMany = manifest(Object.fromEntries(many));
    const plan = (seed: string) =>
      planBuild({ previous: previousMany, shared: 'shared-1', fingerprints: many, full: false, seed });
    const first = plan('2026-11-24');
    const second = plan('2026-11-25');
    if (first.mode !== 'incremental' || second.mode !== 'incremental') throw new Error('expected incremental');
    expect(first.canaries).toHaveLength(10);
    expect(first.reuse).toHaveLength(990);
    expect(second.canaries).not.toEqual(first.canaries);
  });
});

describe('carFingerprints: what makes a car page change', () => {
  const tenant = (cars = [car()], now = new Date('2026-11-20T00:00:00Z')) => ({
    site: site(),
    strings: resolveStrings(),
    cars,
    now,
  });
  const print = (...args: Parameters<typeof tenant>) => carFingerprints(tenant(...args)).get(car().slug);

  it('changes with any field of the car', () => {
    expect(print([car({ price: 28991 })])).not.toBe(print());
    expect(print([car({ reserved: true } as never)])).not.toBe(print());
  });

  it('does not change with the clock alone, but does when the clock changes what the page says', () => {
    expect(print(undefined, new Date('2026-11-21T00:00:00Z'))).toBe(print());
    // Spec 01 §4: 'New Arrival' for 8 days after created_at.
    const fresh = [car({ created_at: '2026-11-15T00:00:00Z' })];
    expect(print(fresh, new Date('2026-11-20T00:00:00Z'))).not.toBe(print(fresh, new Date('2026-11-25T00:00:00Z')));
    // The rego's expiry shown in key information.
    const rego = [car({ rego_expiry: '2026-11-22' })];
    expect(print(rego, new Date('2026-11-20T00:00:00Z'))).not.toBe(print(rego, new Date('2026-11-24T00:00:00Z')));
  });
});

describe('sharedInputsHash: what every page is made of besides the car', () => {
  function tenantFolder() {
    const root = mkdtempSync(join(tmpdir(), 'dealer-incremental-'));
    const folder = join(root, 'sites', minimalSiteInput.slug);
    mkdirSync(join(folder, 'content', 'pages'), { recursive: true });
    writeFileSync(join(folder, 'site.json'), JSON.stringify(minimalSiteInput));
    writeFileSync(join(folder, 'stock.json'), '[]');
    writeFileSync(join(folder, 'content', 'pages', 'about-us.md'), '# About');
    return { root, folder };
  }
  const monday = new Date('2026-11-23T00:00:00Z');

  it('changes with the code, site.json and content, not with the stock snapshot', () => {
    const { root, folder } = tenantFolder();
    const hash = (version = 'v1', s = site()) => sharedInputsHash(root, { site: s, now: monday }, version);
    const first = hash();
    expect(hash('v2')).not.toBe(first);
    writeFileSync(join(folder, 'stock.json'), '[{"changed":true}]');
    expect(hash()).toBe(first);
    writeFileSync(join(folder, 'content', 'pages', 'about-us.md'), '# About us');
    const edited = hash();
    expect(edited).not.toBe(first);
    writeFileSync(join(folder, 'site.json'), JSON.stringify({ ...minimalSiteInput, name: 'Renamed' }));
    expect(hash()).not.toBe(edited);
  });

  it('changes when special hours fall in the week shown, not for special hours in another week', () => {
    const { root } = tenantFolder();
    const hash = (date: string) =>
      sharedInputsHash(
        root,
        { site: site({ special_hours: [{ date, status: 'Closed', label: 'Public holiday' }] } as never), now: monday },
        'v1',
      );
    const plain = sharedInputsHash(root, { site: site(), now: monday }, 'v1');
    expect(hash('2027-03-01')).toBe(plain);
    expect(hash('2026-11-25')).not.toBe(plain);
  });
});

describe('carryOverCars: an unchanged car page in tonight’s header and footer', () => {
  const page = (slug: string, chrome: string, main: string, index = 'stock-aaaaaaaaaaaaaaaa.json') =>
    `<!doctype html><html><head><title>${slug}</title></head><body data-search-backend="/search-data/${index}">` +
    `<header>${chrome} <a href="/sign-in?return=/cars/${slug}/">Sign In</a></header><main id="main">${main}</main>` +
    `<footer>Stock as at ${chrome}</footer></body></html>`;

  function dirs() {
    const previousDir = mkdtempSync(join(tmpdir(), 'dealer-live-'));
    const outDir = mkdtempSync(join(tmpdir(), 'dealer-next-'));
    const write = (dir: string, file: string, text: string) => {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    };
    for (const slug of ['kept', 'canary', 'changed']) {
      write(previousDir, `cars/${slug}/index.html`, page(slug, 'Monday', `<h1>${slug}</h1>`));
      write(previousDir, `compare-cars/${slug}.json`, `{"slug":"${slug}"}`);
    }
    write(previousDir, 'search-data/stock-aaaaaaaaaaaaaaaa.json', '{}');
    const files = (slug: string) => [`cars/${slug}/index.html`, `compare-cars/${slug}.json`];
    const previous: BuildManifest = {
      version: 1,
      shared_sha256: 's',
      search_data: ['stock-aaaaaaaaaaaaaaaa.json'],
      cars: Object.fromEntries(
        ['kept', 'canary', 'changed'].map((slug) => [slug, { fingerprint: slug, files: files(slug) }]),
      ),
    };
    // Tonight's build: the changed car and the canary rendered in Tuesday's chrome, a new index file.
    const index = 'stock-bbbbbbbbbbbbbbbb.json';
    write(outDir, `search-data/${index}`, '{}');
    write(outDir, 'cars/changed/index.html', page('changed', 'Tuesday', '<h1>changed, new price</h1>', index));
    write(outDir, 'compare-cars/changed.json', '{"slug":"changed","price":1}');
    write(outDir, 'cars/canary/index.html', page('canary', 'Tuesday', '<h1>canary</h1>', index));
    write(outDir, 'compare-cars/canary.json', '{"slug":"canary"}');
    return { previousDir, outDir, previous, index };
  }
  /** Tonight's carry-over: 'changed' rendered, 'canary' rendered and compared, 'kept' carried over. */
  const tonight = (night: Omit<ReturnType<typeof dirs>, 'index'>) =>
    carryOverCars({ ...night, rendered: ['changed'], canaries: ['canary'], reuse: ['kept'] });

  it('keeps the page’s head and main, takes the header and footer of a fresh page with its own slug', async () => {
    const { index, ...night } = dirs();
    const result = await tonight(night);
    expect(result).toEqual({ pages: 1, files: 2 });
    expect(readFileSync(join(night.outDir, 'cars/kept/index.html'), 'utf8')).toBe(
      page('kept', 'Tuesday', '<h1>kept</h1>', index),
    );
    expect(readFileSync(join(night.outDir, 'compare-cars/kept.json'), 'utf8')).toBe('{"slug":"kept"}');
  });

  it('refuses when a canary’s carried-over copy differs from its fresh render, naming the file', async () => {
    const { index: _, ...night } = dirs();
    writeFileSync(
      join(night.outDir, 'cars/canary/index.html'),
      page('canary', 'Tuesday', '<h1>canary, 3 days ago</h1>'),
    );
    const result = await tonight(night);
    expect(result).toMatchObject({
      mismatch: expect.stringMatching(/^cars\/canary\/index\.html: the carried-over copy differs/),
    });
    expect(() => readFileSync(join(night.outDir, 'cars/kept/index.html'))).toThrow();
  });

  it('refuses when no fresh page of a route is there to take the header and footer from', async () => {
    const { previousDir, outDir, previous } = dirs();
    const result = await carryOverCars({ previousDir, outDir, previous, rendered: [], canaries: [], reuse: ['kept'] });
    expect(result).toEqual({
      mismatch: 'cars/kept/index.html: no freshly rendered page of its route to take the header and footer from',
    });
  });
});

describe('the manifest’s files of each car, from the build’s listing or from the disk', () => {
  it('carFilesFromListing answers what carFiles reads from the folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'manifest-files-'));
    const written = [
      'cars/a-1/index.html',
      'cars/a-1/checkout/index.html',
      'cars/a-1/gallery.json',
      'cars/b-2/index.html',
      'cars/index.html',
      'compare-cars/a-1.json',
      'finance-cars/1.json',
      'finance-cars/2.json',
      'index.html',
    ];
    for (const file of written) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), '');
    }
    const cars = [
      { slug: 'a-1', id: 1 },
      { slug: 'b-2', id: 2 },
      { slug: 'c-3', id: 3 },
    ];
    const fromListing = carFilesFromListing(listFiles(dir));
    for (const one of cars) expect(fromListing(one), one.slug).toEqual(carFiles(dir, one));
    expect(fromListing(cars[0]!)).toEqual([
      'cars/a-1/checkout/index.html',
      'cars/a-1/index.html',
      'compare-cars/a-1.json',
      'finance-cars/1.json',
    ]);
    expect(fromListing(cars[2]!)).toEqual([]);
  });
});
