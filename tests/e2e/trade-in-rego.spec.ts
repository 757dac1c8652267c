/**
 * Issue 21: the trade-in valuation journey with the `http` provider (functions/adapters/http-valuation.ts)
 * against a valuation provider on a local HTTP server (tests/fixtures/valuation-provider.ts), on the group
 * tenant: its rego lookup → the provider's car → km and condition → details → the provider's estimate →
 * Accept offer → both leads in `npm run leads` with the trade-in car; a plate the provider does not know →
 * the manual picker, valued by the provider too.
 *
 * The group's site.json values cars with the `market` provider (trade-in.spec.ts), and the page is built
 * for its provider (a rego field only where the provider has a registry). So this spec builds a variant of
 * the group in a throwaway copy of the project (scripts/project-copy.ts): the group's site.json with
 * `valuation.provider: "http"` at the fake provider's URL and a smaller sample stock (a quicker build; the
 * estimate comes from the provider, not the stock), served by scripts/serve.ts on a free port with the key
 * in VALUATION_API_KEY. The provider, the build and the server are started here and stopped after.
 * Screenshots of the lookup steps at 390 and 1280 px go to test-results/screenshots/trade-in/.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { loadTenant } from '../../src/tenants/load-tenant.ts';
import { pickerChoices } from '../../src/domain/trade-in-valuation.ts';
import {
  KNOWN_PLATE,
  PROVIDER_RANGE,
  PROVIDER_VEHICLE,
  startFakeValuationProvider,
  type FakeValuationProvider,
} from '../fixtures/valuation-provider.ts';
import { copyProject } from '../../scripts/project-copy.ts';
import {
  describeCondition,
  emailFor,
  expectAxeClean,
  fillDetails,
  hydrate,
  leadOfType,
  listedLeads,
} from './trade-in-steps.ts';

const run = promisify(execFile);
const slug = 'big-country-motor-group';
const API_KEY = 'e2e-valuation-key';
/** Enough used and demo cars for the picker; the group's own sample has 4,200. */
const VARIANT_STOCK_COUNT = 150;
const shots = 'test-results/screenshots/trade-in';

let provider: FakeValuationProvider | null = null;
let root = '';
let server: ChildProcess | null = null;
let base = '';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The group's site.json, valuing cars with the provider at `baseUrl`, on a smaller sample stock. */
function writeVariant(baseUrl: string) {
  const folder = join(root, 'sites', slug);
  // The group's folder (its public files) without its generated stock: the build writes the smaller one.
  cpSync(join(process.cwd(), 'sites', slug), folder, {
    recursive: true,
    filter: (source) => !source.endsWith('stock.json'),
  });
  const site = JSON.parse(readFileSync(join(folder, 'site.json'), 'utf8'));
  site.valuation = { provider: 'http', base_url: baseUrl, api_key_env: 'VALUATION_API_KEY', timeout_ms: 5000 };
  site.stock.sample.count = VARIANT_STOCK_COUNT;
  writeFileSync(join(folder, 'site.json'), JSON.stringify(site, null, 2));
}

async function serveVariant(): Promise<string> {
  const port = await freePort();
  server = spawn(process.execPath, ['scripts/serve.ts', '--development'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), VALUATION_API_KEY: API_KEY },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  // Up once it answers at all (its own host, http://localhost:<port>/, lists the tenants; 127.0.0.1 is no tenant's).
  const until = Date.now() + 120_000;
  while (Date.now() < until && server.exitCode === null) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (up) return `http://${slug}.localhost:${port}`;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the variant's server did not start:\n${output}`);
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
}

test.describe('the group with the http valuation provider', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(900_000);
    provider = await startFakeValuationProvider(API_KEY);
    root = copyProject('valuation-rego-');
    writeVariant(provider.baseUrl);
    await run(process.execPath, ['scripts/build.ts', '--site', slug], { cwd: root });
    base = await serveVariant();
  });

  test.afterAll(async () => {
    server?.kill('SIGTERM');
    await provider?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  test('rego lookup → the provider’s car → estimate → Accept offer → both leads listed with the car', async ({
    page,
  }) => {
    await page.goto(`${base}/trade-in/`);
    const form = page.locator('.lead-section');
    await hydrate(form);
    await expect(form.getByText('Step 1 of 3: Your car')).toBeVisible();
    // A registry to look plates up in: the page opens on the plate, not on the picker.
    await expect(form.getByLabel('Make')).toHaveCount(0);
    await form.getByLabel('Registration Number').fill(KNOWN_PLATE.rego);
    await form.getByLabel('Registration State').selectOption(KNOWN_PLATE.state);
    await expectAxeClean(page, 'lookup');
    await shoot(page, '0-rego-lookup');
    await form.getByRole('button', { name: 'Find my car' }).click();

    await expect(form.locator('.valuation__found')).toContainText('We found your car: 2021 Toyota RAV4 GX');
    expect(provider!.seen.at(-1)).toMatchObject({ method: 'GET', url: '/vehicles?rego=ABC123&state=QLD' });
    await describeCondition(form, 60_000);
    await expectAxeClean(page, 'car found');
    await shoot(page, '0-rego-found');
    await page.setViewportSize({ width: 1280, height: 900 });
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByText('Step 2 of 3: Your details')).toBeFocused();

    const email = emailFor('rego');
    await fillDetails(form, email);
    await form.getByRole('button', { name: 'Get my valuation' }).click();
    await expect(form.getByText('Step 3 of 3: Your valuation')).toBeVisible();
    const result = form.locator('.valuation__result');
    await expect(result.locator('.valuation__range')).toHaveText('$21,000 – $23,500');
    await expect(result).toContainText(`Based on ${PROVIDER_RANGE.comparables} comparable cars.`);
    expect(provider!.seen.at(-1)).toEqual({
      method: 'POST',
      url: '/valuations',
      body: {
        year: PROVIDER_VEHICLE.year,
        make: PROVIDER_VEHICLE.make,
        model: PROVIDER_VEHICLE.model,
        badge: PROVIDER_VEHICLE.badge,
        km: 60_000,
        adjustments: { condition: 'Good', accident_history: 'No', service_history: 'Full' },
      },
    });
    await shoot(page, '0-rego-estimate');

    await form.getByRole('button', { name: 'Accept offer' }).click();
    await expect(page).toHaveURL(`${base}/success`);
    const leads = listedLeads(slug, email, root);
    const valuation = leadOfType(leads, 'valuation')?.block;
    const acceptance = leadOfType(leads, 'offer-acceptance')?.block;
    expect(valuation, `a valuation lead from ${email}`).toBeDefined();
    expect(acceptance, `an offer-acceptance lead from ${email}`).toBeDefined();
    const valuationLeadId = leadOfType(leads, 'valuation')!.id;
    for (const text of [
      '"subcategory":"3. Offer Accepted"',
      `"lead_id":"${valuationLeadId}"`,
      '"offer_accepted":true',
      '"tradein":{"year":2021,"make":"Toyota","model":"RAV4","badge":"GX"',
      '"km":60000',
      '"rego":"ABC123"',
      `"comparables":${PROVIDER_RANGE.comparables}`,
    ])
      expect(acceptance).toContain(text);
    expect(valuation).toContain('"tradein":{"year":2021,"make":"Toyota","model":"RAV4","badge":"GX"');
  });

  test('a plate the provider does not know → the manual picker → the provider’s estimate', async ({ page }) => {
    const [make, models] = Object.entries(pickerChoices(loadTenant(root, slug).cars))[0]!;
    const model = Object.keys(models)[0]!;
    await page.goto(`${base}/sell-my-car/`);
    const form = page.locator('.lead-section');
    await hydrate(form);
    await form.getByLabel('Registration Number').fill('ZZZ999');
    await form.getByLabel('Registration State').selectOption('NSW');
    await form.getByRole('button', { name: 'Find my car' }).click();
    await expect(form.locator('.valuation__note')).toHaveText(
      'We could not find that registration. Please choose your car below.',
    );
    await expect(form.getByLabel('Make')).toBeVisible();
    await expectAxeClean(page, 'not found');
    await shoot(page, '0-rego-not-found');

    await form.getByLabel('Year').selectOption('2022');
    await form.getByLabel('Make').selectOption(make);
    await form.getByLabel('Model').selectOption(model);
    await describeCondition(form, 30_000);
    await form.getByRole('button', { name: 'Next' }).click();
    await fillDetails(form, emailFor('rego-picker'));
    await form.getByRole('button', { name: 'Get my valuation' }).click();
    await expect(form.locator('.valuation__range')).toHaveText('$21,000 – $23,500');
    expect(provider!.seen.at(-1)).toMatchObject({ url: '/valuations', body: { year: 2022, make, model, km: 30_000 } });
  });
});
