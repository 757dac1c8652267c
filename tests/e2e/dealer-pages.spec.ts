import { execFileSync } from 'node:child_process';
import { allViolations } from './axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { MIN_FILL_MS } from '../../src/domain/schemas/leads.ts';
import { origin } from './tenant-fixtures.ts';

// Issue 17 items 7 and 8: the dealer's own pages (content from sites/<slug>/content/), each with a heading
// and breadcrumbs, axe clean, at 390 and 1280 px; the service booking reaches `npm run leads`; menus link
// only pages the tenant built.
const SINGLE = 'harbour-city-toyota';
const GROUP = 'big-country-motor-group';
const USED = 'southside-used-cars';

const PAGES: { slug: string; path: string; heading: string }[] = [
  { slug: SINGLE, path: '/special-offers', heading: 'Special Offers' },
  { slug: SINGLE, path: '/special-offers/runout-sale', heading: 'Toyota Runout Sale' },
  { slug: SINGLE, path: '/service', heading: 'Book a Service' },
  { slug: SINGLE, path: '/pages/book-a-service', heading: 'Book a Service' },
  { slug: SINGLE, path: '/vehicle-parts-and-accessories', heading: 'Parts and Accessories' },
  { slug: SINGLE, path: '/careers', heading: 'Careers' },
  { slug: SINGLE, path: '/faqs', heading: 'Frequently Asked Questions' },
  { slug: SINGLE, path: '/teams', heading: 'Our Team' },
  { slug: SINGLE, path: '/blog', heading: 'Blog' },
  { slug: SINGLE, path: '/blog/choosing-a-hybrid', heading: 'Choosing your first hybrid' },
  { slug: SINGLE, path: '/toyota/overview', heading: 'Toyota Overview' },
  { slug: SINGLE, path: '/models', heading: 'Models by Body Type' },
  { slug: GROUP, path: '/brands', heading: 'Our Brands' },
  { slug: GROUP, path: '/about-us', heading: 'About Us' },
  { slug: USED, path: '/terms-and-conditions', heading: 'Terms and Conditions' },
];

async function screenshots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screenshots/dealer-pages/${name}-${width}.png`, fullPage: true });
  }
}

test.describe('dealer pages', () => {
  for (const { slug, path, heading } of PAGES) {
    test(`${slug}${path}: heading, breadcrumbs, axe clean`, async ({ page }) => {
      const response = await page.goto(`${origin(slug)}${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(heading);
      expect(await allViolations(page)).toEqual([]);
      await screenshots(page, `${slug}${path.replaceAll('/', '_')}`);
    });
  }

  test('a page without content for the tenant is not built and not linked', async ({ page }) => {
    const response = await page.goto(`${origin(USED)}/careers`);
    expect(response?.status()).toBe(404);
    await page.goto(`${origin(USED)}/`);
    await expect(page.locator('a[href="/careers"], a[href="/service"]')).toHaveCount(0);
    await expect(page.locator('header a[href="/about-us"]')).toHaveCount(1);
    // The group's menu lists 16 brands; only those in its manufacturers list have an overview (isuzu-ute has none).
    await page.goto(`${origin(GROUP)}/`);
    await expect(page.locator('a[href="/isuzu-ute/overview"]')).toHaveCount(0);
    await expect(page.locator('header a[href="/toyota/overview"]')).toHaveCount(1);
  });
});

test('service booking: a Service Enquiry with rego and preferred date reaches `npm run leads`', async ({ page }) => {
  await page.goto(`${origin(SINGLE)}/pages/book-a-service`);
  const form = page.locator('form.lead-form');
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const shownAt = Date.now();
  const email = `e2e-service-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await form.getByLabel('First Name').fill('Sam');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Phone').fill('0412 345 678');
  await form.getByLabel('Registration Number').fill('SVC123');
  await form.getByLabel('Preferred Service Date').fill('2026-12-03');
  await form.getByLabel('Comments').fill('Logbook service, 45,000 km');
  const left = MIN_FILL_MS + 300 - (Date.now() - shownAt);
  if (left > 0) await page.waitForTimeout(left);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/leads') && request.method() === 'POST');
  await form.getByRole('button', { name: /send|submit|enquire/i }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    type: 'enquiry',
    category: 'Service Enquiry',
    Rego: 'SVC123',
    preferred_date: '2026-12-03',
  });
  await expect(page).toHaveURL(`${origin(SINGLE)}/success`);
  const out = execFileSync(
    'npm',
    ['run', '--silent', 'leads', '--', '--site', SINGLE, '--show-personal', '--limit', '50'],
    { encoding: 'utf8' },
  );
  const entries = out.split(/\n(?=\d{4}-\d\d-\d\d )/).filter((block) => block.includes(email));
  expect(entries, `one lead from ${email} in:\n${out}`).toHaveLength(1);
  for (const field of ['"category":"Service Enquiry"', '"Rego":"SVC123"', '"preferred_date":"2026-12-03"'])
    expect(entries[0]).toContain(field);
});

test('careers enquiry: a General Enquiry with subcategory Career Enquiry, sent as event 51 (spec 02 §4, §7)', async ({
  page,
}) => {
  // The page's analytics records go to window.dataLayer; kept across the move to /success in sessionStorage.
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => {
      const kept = JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]') as unknown[];
      sessionStorage.setItem('e2e-data-layer', JSON.stringify([...kept, ...items]));
      return Array.prototype.push.apply(layer, items);
    };
    (window as Window & { dataLayer?: unknown[] }).dataLayer = layer;
  });
  await page.goto(`${origin(SINGLE)}/careers`);
  const form = page.locator('form.lead-form');
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const shownAt = Date.now();
  await form.getByLabel('First Name').fill('Alex');
  await form.getByLabel('Email', { exact: true }).fill(`e2e-careers-${Date.now()}@example.com`);
  await form.getByLabel('Phone').fill('0412 345 679');
  await form.getByLabel('Comments').fill('Second-year apprentice technician looking for a position');
  const left = MIN_FILL_MS + 300 - (Date.now() - shownAt);
  if (left > 0) await page.waitForTimeout(left);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/leads') && request.method() === 'POST');
  await form.getByRole('button', { name: 'Submit' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ category: 'General Enquiry', subcategory: 'Career Enquiry' });
  await expect(page).toHaveURL(`${origin(SINGLE)}/success`);
  const records = await page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]') as unknown[]);
  expect(records).toContainEqual(expect.objectContaining({ event_id: 51 }));
});
