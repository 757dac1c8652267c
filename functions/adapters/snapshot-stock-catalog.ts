/**
 * The stock catalogue read from each tenant's snapshot (`sites/<slug>/site.json` and its stock file)
 * through the build's own loader, so the functions know exactly the cars the built pages show. A
 * tenant is read on first use and read again when either file changes (the nightly import), checked
 * at most every `recheckMs`; a snapshot that fails validation keeps the last good one in service and
 * logs why, as a build would refuse it.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Car } from '../../src/domain/schemas/car.ts';
import { loadTenant, readSiteConfig, SITES_DIR } from '../../src/tenants/load-tenant.ts';
import type { TenantStock } from '../ports/stock-catalog.ts';

/** The snapshot's stock: every car in memory, so a car is there at once (no promise). */
type SnapshotStock = Omit<TenantStock, 'carBySlug' | 'carById'> & {
  carBySlug(slug: string): Car | null;
  carById(id: number): Car | null;
};

interface Loaded {
  stock: SnapshotStock;
  /** Modification times of site.json and the stock file when read. */
  stamp: string;
  checkedAt: number;
}

export interface SnapshotCatalogOptions {
  root: string;
  slugs: readonly string[];
  env?: Record<string, string | undefined>;
  recheckMs?: number;
  now?: () => number;
  log?: (line: string) => void;
}

function indexCars(cars: readonly Car[]) {
  const bySlug = new Map(cars.map((car) => [car.slug, car]));
  const byId = new Map(cars.map((car) => [car.id, car]));
  return {
    carBySlug: (slug: string) => bySlug.get(slug) ?? null,
    carById: (id: number) => byId.get(id) ?? null,
    cars: () => cars,
  };
}

export function createSnapshotStockCatalog(options: SnapshotCatalogOptions): {
  tenant(slug: string): SnapshotStock | null;
} {
  const { root, env = process.env, recheckMs = 5_000, now = Date.now, log = (line) => console.error(line) } = options;
  const known = new Set(options.slugs);
  const loaded = new Map<string, Loaded>();

  /**
   * The two files' modification times. The stock file's name comes from the site.json already read
   * (a changed site.json changes the stamp anyway), so a recheck is two stats, not a parse.
   */
  const stampOf = (slug: string, stockFileName: string = readSiteConfig(root, slug).stock.file): string => {
    const siteFile = join(root, SITES_DIR, slug, 'site.json');
    const stockFile = join(root, SITES_DIR, slug, stockFileName);
    return `${statSync(siteFile).mtimeMs}:${statSync(stockFile).mtimeMs}`;
  };

  const read = (slug: string, stamp: string): Loaded => {
    const tenant = loadTenant(root, slug, env);
    return { stock: { site: tenant.site, ...indexCars(tenant.cars) }, stamp, checkedAt: now() };
  };

  return {
    tenant(slug) {
      if (!known.has(slug)) return null;
      const current = loaded.get(slug);
      if (current && now() - current.checkedAt < recheckMs) return current.stock;
      try {
        const stamp = stampOf(slug, current?.stock.site.stock.file);
        if (current && current.stamp === stamp) {
          current.checkedAt = now();
          return current.stock;
        }
        const fresh = read(slug, stamp);
        loaded.set(slug, fresh);
        return fresh.stock;
      } catch (error) {
        // A half-written or invalid snapshot: keep serving the last good one (none yet: no stock).
        log(`[stock] ${slug}: ${error instanceof Error ? error.message : String(error)}`);
        if (current) current.checkedAt = now();
        return current?.stock ?? null;
      }
    },
  };
}
