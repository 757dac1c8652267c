/**
 * `npm run activity -- --site <slug>`: views, phone reveals and saved valuation results, read from
 * the store the functions write; valuation values only with --show-values.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSqliteActivityStore } from '../../../functions/adapters/sqlite-activity-store.ts';
import { activityCommand } from '../../../scripts/activity.ts';
import { UsageError } from '../../../scripts/report-errors.ts';

const TENANT = 'harbour-city-toyota';
const T0 = new Date('2026-05-01T09:30:00.000Z');
const names: Record<number, string> = { 11: '2024 Toyota RAV4 GXL', 12: '2022 Toyota Corolla Ascent Sport' };
let root = '';

const open = async () => {
  const store = createSqliteActivityStore(join(root, 'data/activity.sqlite'));
  await store.migrate();
  return store;
};
const run = (...argv: string[]) => activityCommand(argv, { root, env: {}, carName: (id) => names[id] ?? null });

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'activity-cli-'));
  for (const slug of [TENANT, 'southside-used-cars']) {
    mkdirSync(join(root, 'sites', slug), { recursive: true });
    writeFileSync(join(root, 'sites', slug, 'site.json'), '{}');
  }
});

describe('npm run activity', () => {
  it('says there is nothing yet when the store does not exist', async () => {
    expect(await run('--site', TENANT)).toBe(
      `${TENANT}: no activity store at data/activity.sqlite yet, so nothing recorded (set ACTIVITY_DB or DATABASE_URL to read another)\n`,
    );
  });

  it("lists the tenant's most viewed cars, reveals per car and valuation results by field name only", async () => {
    mkdirSync(join(root, 'data'));
    const store = await open();
    for (let n = 0; n < 3; n += 1) await store.countView(TENANT, 12, T0);
    await store.countView(TENANT, 11, T0);
    await store.countView('southside-used-cars', 99, T0);
    await store.recordPhoneReveal({ tenant: TENANT, carId: 11, dealershipId: 1, websiteId: TENANT, at: T0 });
    await store.recordPhoneReveal({ tenant: TENANT, carId: null, dealershipId: 1, websiteId: TENANT, at: T0 });
    await store.saveMiscellaneous({
      id: 'm-1',
      tenant: TENANT,
      columnName: 'valuation',
      data: { rego: 'ABC123', estimate: 20_000 },
      createdAt: T0,
    });
    await store.close();
    const output = await run('--site', TENANT);
    expect(output).toContain('       3  12 2022 Toyota Corolla Ascent Sport\n       1  11 2024 Toyota RAV4 GXL');
    expect(output).toContain('       1  11 2024 Toyota RAV4 GXL  (last 2026-05-01T09:30:00.000Z)');
    expect(output).toContain('(no car: a location or contact page)');
    expect(output).toContain('2026-05-01T09:30:00.000Z  valuation  m-1  fields: rego, estimate');
    expect(output).not.toContain('ABC123');
    expect(output).not.toContain('99');
    expect(await run('--site', TENANT, '--show-values')).toContain('{"rego":"ABC123","estimate":20000}');
  });

  it('a car no longer in stock is named so', async () => {
    mkdirSync(join(root, 'data'));
    const store = await open();
    await store.countView(TENANT, 404, T0);
    await store.close();
    expect(await run('--site', TENANT)).toContain('404 (no longer in stock)');
  });

  it.each([
    [['--site', 'nobody'], 'unknown site "nobody"'],
    [[], 'name one site with --site <slug>'],
    [['--site', TENANT, '--limit', '0'], '--limit needs a whole number above 0'],
    [['--site', TENANT, '--limit'], '--limit needs a whole number above 0'],
    [['--site', TENANT, '--show-value'], "Unknown option '--show-value'\n  usage: npm run activity -- --site <slug>"],
  ])('refuses %j with a usage error', async (argv, message) => {
    await expect(run(...argv)).rejects.toThrow(UsageError);
    await expect(run(...argv)).rejects.toThrow(message);
  });
});
