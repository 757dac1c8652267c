import { createServer, type Server } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBuildRecord } from '../../../scripts/build-record.ts';
import { nightly } from '../../../scripts/nightly.ts';
import { nightlyTable } from '../../../scripts/nightly/report-table.ts';
import { liveRelease } from '../../../scripts/publish.ts';
import { holdTenantLock } from './hold-tenant-lock.ts';
import { loadTenant } from '../../../src/tenants/load-tenant.ts';
import { minimalCarRow, minimalSiteInput } from '../../fixtures/cars.ts';

const ENV = { CODE_VERSION: 'test-code-1' };
const rows = (ids: number[], price = 20000) =>
  ids.map((id) => ({ ...minimalCarRow, id, slug: `car-${id}`, stocknum: `S${id}`, price }));

/** What each tenant's feed answers; tests change it between runs. */
const feeds: Record<string, unknown> = {};
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const body = feeds[(req.url ?? '').slice(1)];
    if (body === undefined) res.writeHead(404).end();
    else res.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Three small tenants with feeds; the first deploys to a folder. */
function fleet(): string {
  const root = mkdtempSync(join(tmpdir(), 'dealer-nightly-'));
  for (const [i, slug] of ['alpha-motors', 'bravo-cars', 'charlie-autos'].entries()) {
    mkdirSync(join(root, 'sites', slug), { recursive: true });
    const site = {
      ...minimalSiteInput,
      slug,
      name: slug,
      dealership: { ...minimalSiteInput.dealership, slug },
      stock: { feed: { url: `${base}/${slug}` } },
      ...(i === 0 ? { deploy: { kind: 'directory', path: 'www/alpha' } } : {}),
    };
    writeFileSync(join(root, 'sites', slug, 'site.json'), JSON.stringify(site));
    writeFileSync(join(root, 'sites', slug, 'stock.json'), '[]');
    feeds[slug] = rows([1, 2, 3].map((n) => n + i * 10));
  }
  return root;
}

/** Stands in for the Astro build: the files the checks look for, a page per listed car, the build record. */
function fakeBuilder(root: string, options: { carPages?: boolean } = {}) {
  const built: string[] = [];
  const build = async (slug: string, dir: string) => {
    built.push(slug);
    const tenant = loadTenant(root, slug, ENV);
    mkdirSync(dir, { recursive: true });
    for (const file of ['404.html', '_headers', 'sitemap-index.xml', 'robots.txt'])
      writeFileSync(join(dir, file), file);
    writeFileSync(join(dir, 'index.html'), `home of ${slug}: ${tenant.cars.length} cars`);
    if (options.carPages !== false)
      for (const car of tenant.cars) {
        mkdirSync(join(dir, 'cars', car.slug), { recursive: true });
        writeFileSync(join(dir, 'cars', car.slug, 'index.html'), `${car.slug} $${car.price}`);
      }
    await writeBuildRecord(dir, root, tenant, new Date(), ENV);
    return { pages: tenant.cars.length + 2, steps: { astro: 1.5, precompress: 0.25 } };
  };
  return { build, built };
}

const run = (root: string, build: ReturnType<typeof fakeBuilder>['build'], extra = {}) =>
  nightly(root, [], { build, env: ENV, parallel: 2, ...extra });

describe('npm run nightly: import → validate → build → check → publish → deploy, per tenant', () => {
  it('publishes every tenant, writes reports, deploys the one with a deploy; an unchanged second run skips all', async () => {
    const root = fleet();
    const builder = fakeBuilder(root);
    const first = await run(root, builder.build);
    expect(first.reports.map((r) => [r.slug, r.outcome])).toEqual([
      ['alpha-motors', 'published'],
      ['bravo-cars', 'published'],
      ['charlie-autos', 'published'],
    ]);
    expect(first.reports[0]).toMatchObject({
      feed: { rows_read: 3, rejected: [] },
      stock: { added: 3, removed: 0, sold: 0, price_changed: 0 },
      pages: 5,
      // The build's own steps, as its BUILD_STATS line gives them: where a tenant's build time went.
      build_steps: { astro: 1.5, precompress: 0.25 },
      deploy: { outcome: 'deployed', uploaded: 9 },
    });
    expect(first.reports[1]!.deploy).toEqual({ outcome: 'skipped', reason: 'no deploy in site.json' });
    expect(Object.keys(first.reports[0]!.seconds).sort()).toEqual(
      ['build', 'check', 'deploy', 'import', 'publish', 'total', 'validate'].sort(),
    );
    expect(readdirSync(first.folder).sort()).toEqual(['alpha-motors.json', 'bravo-cars.json', 'charlie-autos.json']);
    expect(JSON.parse(readFileSync(join(first.folder, 'bravo-cars.json'), 'utf8'))).toMatchObject({
      outcome: 'published',
    });
    expect(readFileSync(join(root, 'dist/charlie-autos/index.html'), 'utf8')).toBe('home of charlie-autos: 3 cars');
    expect(readFileSync(join(root, 'www/alpha/cars/car-1/index.html'), 'utf8')).toBe('car-1 $20000');
    expect(nightlyTable(first.reports)).toMatch(/alpha-motors\s+published\s+3\s+3\s+0\s+0\s+0\s+5/);

    builder.built.length = 0;
    const second = await run(root, builder.build);
    expect(second.reports.map((r) => r.outcome)).toEqual(['skipped', 'skipped', 'skipped']);
    expect(builder.built).toEqual([]);
    expect(second.reports[0]!.deploy).toMatchObject({ outcome: 'deployed', uploaded: 0, deleted: 0 });

    const forced = await run(root, builder.build, { full: true, dryRun: true });
    expect(forced.reports.map((r) => r.outcome)).toEqual(['published', 'published', 'published']);
    expect(forced.reports[0]!.deploy).toEqual({ outcome: 'skipped', reason: 'dry run' });
  });

  it('a broken feed fails its tenant at import and leaves its site live; the others are published', async () => {
    const root = fleet();
    const builder = fakeBuilder(root);
    await run(root, builder.build);
    const bravoBefore = liveRelease(root, 'bravo-cars');
    feeds['alpha-motors'] = [...rows([1], 25000), ...rows([2]), { ...rows([4])[0], sold: true }];
    feeds['bravo-cars'] = [...rows([11, 12]), { ...rows([13])[0], price: 'POA' }];
    const { reports } = await run(root, builder.build);
    const [alpha, bravo, charlie] = reports;
    expect(alpha).toMatchObject({ outcome: 'published', stock: { added: 1, removed: 1, price_changed: 1 } });
    expect(readFileSync(join(root, 'www/alpha/cars/car-1/index.html'), 'utf8')).toBe('car-1 $25000');
    expect(existsSync(join(root, 'www/alpha/cars/car-3'))).toBe(false);
    expect(bravo).toMatchObject({ outcome: 'failed', failed: { step: 'import' }, stock: null });
    expect(bravo!.feed!.rejected.join('\n')).toContain('price: expected a number');
    expect(liveRelease(root, 'bravo-cars')).toBe(bravoBefore);
    expect(readFileSync(join(root, 'dist/bravo-cars/cars/car-13/index.html'), 'utf8')).toBe('car-13 $20000');
    expect(charlie!.outcome).toBe('skipped');
    expect(nightlyTable(reports)).toContain('✗ bravo-cars: import failed:');
  });

  it('a build that fails its check is never published and its release folder is removed', async () => {
    const root = fleet();
    await run(root, fakeBuilder(root).build);
    const before = liveRelease(root, 'charlie-autos');
    feeds['charlie-autos'] = rows([21, 22, 23, 24]);
    const { reports } = await nightly(root, ['charlie-autos'], {
      build: fakeBuilder(root, { carPages: false }).build,
      env: ENV,
    });
    expect(reports[0]).toMatchObject({ outcome: 'failed', failed: { step: 'check' } });
    expect(reports[0]!.failed!.problems).toEqual(['4 of 4 car pages are missing (car-21, car-22, car-23, …)']);
    expect(liveRelease(root, 'charlie-autos')).toBe(before);
    expect(readdirSync(join(root, 'dist/.releases/charlie-autos'))).toHaveLength(1);
  });
});

describe('npm run nightly: a tenant another run is building', () => {
  it('fails at lock, changes nothing of it, and the others go on', async () => {
    const root = fleet();
    const builder = fakeBuilder(root);
    await run(root, builder.build);
    const before = liveRelease(root, 'bravo-cars');
    const other = await holdTenantLock(root, 'bravo-cars');
    const { reports } = await run(root, builder.build, { full: true });
    await other.release();
    expect(reports.map((r) => r.outcome)).toEqual(['published', 'failed', 'published']);
    expect(reports[1]!.failed).toEqual({
      step: 'lock',
      problems: [`another run (process ${process.pid}) is building bravo-cars; try again when it ends`],
    });
    expect(liveRelease(root, 'bravo-cars')).toBe(before);
  });
});

describe('npm run nightly: its command line', () => {
  const cli = async (...args: string[]) => {
    const { execFile } = await import('node:child_process');
    const root = fleet();
    return new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(process.execPath, [join(process.cwd(), 'scripts/nightly.ts'), ...args], { cwd: root });
      let stderr = '';
      child.stderr?.on('data', (chunk: string) => (stderr += chunk));
      child.on('close', (code) => resolve({ code, stderr }));
    });
  };

  it('refuses an unknown flag with its usage line, and an unknown tenant by name, before any work', async () => {
    expect(await cli('--dryrun')).toEqual({
      code: 1,
      stderr:
        "✗ Unknown option '--dryrun'\n  usage: npm run nightly [-- --site <slug>[,<slug>...]] [--dry-run] [--full]\n",
    });
    const unknown = await cli('--site', 'nope');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No tenant named "nope"');
  });
});
