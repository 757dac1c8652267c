import { execFileSync } from 'node:child_process';
import { seriousViolations } from './axe.ts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MIN_FILL_MS } from '../../src/domain/schemas/leads.ts';
import { origin, resultsPath, richInStockCar } from './tenant-fixtures.ts';

// A Quick Enquiry modal on vehicle cards (spec 02 §3 "Car search cards ... Quick Enquiry"), from
// the search results island and from a static page's card grid (both through the page's lead
// dialogs, LeadDialogs.astro), and the trade-in page for a car (spec 01 §1
// "/cars/trade-in?car_id={id} | trade-in valuation"). Driven by role and label on the built
// harbour-city-toyota site; each lead is found by its unique email in `npm run leads` (as in
// lead-forms.spec.ts).
const slug = 'harbour-city-toyota';
const base = origin(slug);
const HEADING = 'Please fix the following errors:'; // spec 02 §2
const QUICK_ENQUIRY = 'Quick Enquiry'; // spec 01 §2 card button

const emailFor = (form: string) => `e2e-${form}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A person takes longer than the server's minimum fill time (a faster form is refused as a bot). */
async function shopperPace(page: Page, shownAt: number) {
  const left = MIN_FILL_MS + 300 - (Date.now() - shownAt);
  if (left > 0) await page.waitForTimeout(left);
}

/** `npm run leads -- --site harbour-city-toyota` lists the lead once, with the details it was sent with. */
function expectListed(email: string, ...texts: string[]) {
  const out = execFileSync(
    'npm',
    ['run', '--silent', 'leads', '--', '--site', slug, '--show-personal', '--limit', '50'],
    { encoding: 'utf8' },
  );
  const entries = out.split(/\n(?=\d{4}-\d\d-\d\d )/).filter((block) => block.includes(email));
  expect(entries, `one lead from ${email} in:\n${out}`).toHaveLength(1);
  for (const text of texts) expect(entries[0]).toContain(text);
}

/** Sends the form and follows it to /success, with one POST answered 201 (created). */
async function submitToSuccess(page: Page, submit: Locator) {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/leads') && response.request().method() === 'POST')
      statuses.push(response.status());
  });
  await submit.click();
  await expect(page).toHaveURL(`${base}/success`);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  expect(statuses, 'one POST per submit').toEqual([201]);
}

/** Script files the page has requested so far that hold the dialog or the form. */
function formCodeRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/_astro\/(LeadDialog|LeadForm)[^/]*\.js$/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/** The first card's Quick Enquiry link in a grid, with the car's title and id it carries. */
async function firstQuickEnquiry(page: Page, grid: Locator) {
  // The name is the label and the car ("Quick Enquiry: <title>"; Chromium reads the visually
  // hidden part as its own block, so a space may come before the colon).
  const named = (pattern: string) => new RegExp(`^${QUICK_ENQUIRY} ?: ${pattern}$`);
  const any = grid.getByRole('link', { name: named('.+') }).first();
  const title = (await any.getAttribute('data-car-title'))!;
  const id = Number(await any.getAttribute('data-quick-enquiry'));
  const link = grid.getByRole('link', { name: named(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
  await expect(link).toHaveAttribute('href', /^\/cars\/[a-z0-9-]+#enquire$/);
  return { link, title, id };
}

/**
 * Opens the dialog, checks its name, focus, Escape and focus return, reopens it, runs axe on it,
 * then fills it with a bad email first, fixes it and sends it to /success; the lead carries the car.
 */
async function enquireFromCard(page: Page, grid: Locator) {
  const loaded = formCodeRequests(page);
  const { link, title, id } = await firstQuickEnquiry(page, grid);
  expect(loaded, 'no dialog or form code before the first click').toEqual([]);

  const address = page.url();
  await link.click();
  const dialog = page.getByRole('dialog', { name: `${QUICK_ENQUIRY} ${title}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  expect(page.url(), 'the click opened the dialog instead of following the link').toBe(address);
  expect(loaded.length, 'the dialog code loads on the first click').toBeGreaterThan(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();

  await link.click();
  await expect(dialog).toBeVisible();
  const shownAt = Date.now();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();

  expect(await seriousViolations(page, 'dialog.quick-enquiry')).toEqual([]);

  const email = emailFor('quick-enquiry');
  await dialog.getByLabel('First Name').fill('Quinn');
  await dialog.getByLabel('Last Name').fill('Buyer');
  const emailField = dialog.getByLabel('Email', { exact: true });
  await emailField.fill('quinn@example');
  await dialog.getByLabel('Phone').fill('0400 000 010');
  await dialog.getByLabel('Comments').fill('Is this one still available?');
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await submit.click();

  const summary = dialog.locator('.form-errors');
  await expect(summary).toContainText(HEADING);
  await expect(summary.getByRole('link', { name: 'Email: Please enter a valid email address.' })).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField).toHaveAccessibleDescription('Please enter a valid email address.');

  await emailField.fill(email);
  await expect(emailField).not.toHaveAttribute('aria-invalid', 'true');
  await shopperPace(page, shownAt);
  await submitToSuccess(page, submit);
  expectListed(email, '  enquiry  ', `"car_id":${id}`, '"message":"Is this one still available?"');
}

test.describe('Quick Enquiry dialog on vehicle cards', () => {
  test('search results: opens by role and name, Escape returns focus, a bad email first, then /success with the car', async ({
    page,
  }) => {
    await page.goto(`${base}${resultsPath(slug)}`);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await enquireFromCard(page, page.getByRole('list', { name: 'Search results' }));
  });

  test('home page card grid: the same dialog from a page without islands', async ({ page }) => {
    await page.goto(`${base}/`);
    await expect(page.locator('astro-island')).toHaveCount(0);
    await enquireFromCard(page, page.getByRole('list', { name: 'Latest arrivals' }));
  });

  test('a ctrl or cmd click keeps the link: the car page opens in a new tab, no dialog', async ({ page, context }) => {
    await page.goto(`${base}/`);
    const { link } = await firstQuickEnquiry(page, page.getByRole('list', { name: 'Latest arrivals' }));
    const opened = context.waitForEvent('page');
    await link.click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/\/cars\/[a-z0-9-]+\/?#enquire$/);
    await tab.close();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  for (const width of [390, 1280]) {
    test(`the open dialog fits a ${width}px screen with its Close button in view`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${base}/`);
      const { link, title } = await firstQuickEnquiry(page, page.getByRole('list', { name: 'Latest arrivals' }));
      await link.click();
      const dialog = page.getByRole('dialog', { name: `${QUICK_ENQUIRY} ${title}` });
      await expect(dialog).toBeVisible();
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeInViewport();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(link).toBeFocused();
    });
  }
});

test.describe('Quick Enquiry without script', () => {
  test.use({ javaScriptEnabled: false });

  test("the link goes to the car page's enquiry section", async ({ page }) => {
    await page.goto(`${base}/`);
    const { link } = await firstQuickEnquiry(page, page.getByRole('list', { name: 'Latest arrivals' }));
    await link.click();
    await expect(page).toHaveURL(/\/cars\/[a-z0-9-]+\/?#enquire$/);
    await expect(page.locator('#enquire')).toBeVisible();
  });
});

test.describe('/cars/trade-in?car_id={id} (spec 01 §1, spec 02 §2)', () => {
  test('the trade-in lead carries the car named by the address', async ({ page }) => {
    const car = richInStockCar(slug);
    await page.goto(`${base}/cars/trade-in?car_id=${car.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sell or trade in your car' })).toBeVisible();
    const form = page.locator('.lead-section');
    await form.scrollIntoViewIfNeeded();
    await expect(form.locator('astro-island')).toHaveCount(1);
    await expect(form.locator('astro-island[ssr]')).toHaveCount(0);
    const shownAt = Date.now();

    await form.getByLabel('Registration Number').fill('XYZ789');
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByText('Step 2 of 2: Your details')).toBeFocused();
    const email = emailFor('trade-in-car');
    await form.getByLabel('First Name').fill('Robin');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('textbox', { name: 'Phone' }).fill('0400 000 011');
    await form.getByLabel('Postcode').fill('4000');
    await form.getByLabel('I agree to the terms of use').check();
    await shopperPace(page, shownAt);
    await submitToSuccess(page, form.getByRole('button', { name: 'Submit' }));
    expectListed(email, '  trade-in  ', `"car_id":${car.id}`, '"rego":"XYZ789"');
  });
});
