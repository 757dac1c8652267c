/**
 * `npm run activity -- --site <slug> [--limit N]`: what shoppers did on the tenant's vehicle pages
 * besides sending leads: the most viewed cars, phone reveals per car (spec 01 §4 "the reveal
 * triggers a logging call") and the saved valuation results (POST /api/miscellaneous), newest first.
 * Valuation results are listed by id and date with their field names only (`--show-values` prints
 * them whole: they may hold a registration plate).
 *
 * The store is the one the functions use: `DATABASE_URL` (PostgreSQL) or `ACTIVITY_DB` (SQLite,
 * default data/activity.sqlite). Car names come from the tenant's current stock.
 */
import { existsSync } from 'node:fs';
import { activityStoreLocation, openActivityStore } from '../functions/adapters/open-activity-store.ts';
import type { ActivityStore } from '../functions/ports/activity-store.ts';
import { carTitle } from '../src/domain/format.ts';
import { loadTenant } from '../src/tenants/load-tenant.ts';
import { readFlags, SITE_FLAG } from './cli-args.ts';
import { FLAG_VALUES, limitOf, oneSite } from './leads.ts';
import { runCli } from './report-errors.ts';

const USAGE = 'usage: npm run activity -- --site <slug> [--limit N] [--show-values]';
const FLAGS = { ...SITE_FLAG, limit: { type: 'string' }, 'show-values': { type: 'boolean' } } as const;

export interface ActivityCommandContext {
  root: string;
  env: Readonly<Record<string, string | undefined>>;
  /** Opens the store (tests pass one already open). */
  open?: () => Promise<ActivityStore>;
  /** A car's name by id (default: from the tenant's stock snapshot). */
  carName?: (id: number) => string | null;
}

export async function activityCommand(argv: readonly string[], context: ActivityCommandContext): Promise<string> {
  const flags = readFlags(argv, FLAGS, USAGE, FLAG_VALUES);
  const tenant = oneSite(flags.site, context.root, USAGE);
  const limit = limitOf(flags.limit, USAGE);
  const location = activityStoreLocation(context.env, context.root);
  if (!context.open && location.file !== null && !existsSync(location.file)) {
    return `${tenant}: no activity store at ${location.label} yet, so nothing recorded (set ACTIVITY_DB or DATABASE_URL to read another)\n`;
  }
  const carName = context.carName ?? stockNames(context.root, tenant, context.env);
  const name = (id: number | null) =>
    id === null ? '(no car: a location or contact page)' : `${id} ${carName(id) ?? '(no longer in stock)'}`;
  const store = await (context.open ?? (() => openActivityStore(context.env, context.root)))();
  try {
    const viewed = await store.mostViewed(tenant, limit);
    const reveals = (await store.phoneRevealCounts(tenant)).slice(0, limit);
    const records = await store.miscellaneous(tenant, { limit });
    const lines = [`${tenant}: activity (${location.label})`, '', `Most viewed cars (views counted on this site):`];
    lines.push(
      ...(viewed.length
        ? viewed.map((row) => `  ${String(row.views).padStart(6)}  ${name(row.carId)}`)
        : ['  none yet']),
    );
    lines.push('', 'Phone reveals:');
    lines.push(
      ...(reveals.length
        ? reveals.map((row) => `  ${String(row.count).padStart(6)}  ${name(row.carId)}  (last ${row.lastAt})`)
        : ['  none yet']),
    );
    lines.push('', 'Saved valuation results (POST /api/miscellaneous):');
    lines.push(
      ...(records.length
        ? records.map(
            (record) =>
              `  ${record.createdAt}  ${record.columnName}  ${record.id}  ${flags['show-values'] ? JSON.stringify(record.data) : `fields: ${Object.keys(record.data).join(', ') || '(none)'}`}`,
          )
        : ['  none yet']),
    );
    return `${lines.join('\n')}\n`;
  } finally {
    await store.close();
  }
}

function stockNames(
  root: string,
  tenant: string,
  env: Readonly<Record<string, string | undefined>>,
): (id: number) => string | null {
  try {
    const byId = new Map(loadTenant(root, tenant, { ...env }).stock.map((car) => [car.id, carTitle(car)]));
    return (id) => byId.get(id) ?? null;
  } catch {
    return () => null;
  }
}

if (import.meta.main) {
  await runCli(async () => {
    process.stdout.write(await activityCommand(process.argv.slice(2), { root: process.cwd(), env: process.env }));
  });
}
