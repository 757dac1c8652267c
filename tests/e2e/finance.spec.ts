import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { seriousViolations } from './axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_STRINGS } from '../../src/domain/strings.ts';
import { origin, richInStockCar } from './tenant-fixtures.ts';

// Issue 15 item 4: the finance pages end to end in Chromium. Southside (YouX, the popup variant): a quote that
// updates as the shopper moves the slider (the 500 ms refresh seen, a delayed older answer never overwriting a newer
// one), the code read from `npm run sms`, the application submitted, the redirect, and the finance lead listed by
// `npm run leads`. The group (the base variant with the instant quote): the same on one page, the quote following
// the price. Harbour (no instant quote, the base variant): the form is a finance enquiry. Axe clean in every
// step; screenshots to SHOTS_DIR when set.
const shots = process.env.SHOTS_DIR;

const mobileFor = (test: number) => `04${String(Date.now() % 1e7).padStart(7, '0')}${test}`;

function codeFor(slug: string, mobile: string): string {
  const log = execFileSync('npm', ['run', '--silent', 'sms', '--', '--site', slug, '--limit', '20'], {
    encoding: 'utf8',
    env: process.env,
  });
  const line = log.split('\n').find((entry) => entry.includes(`to +61${mobile.slice(1)} `));
  const code = line?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code for ${mobile} in:\n${log}`);
  return code;
}

function leadsOf(slug: string): string {
  return execFileSync('npm', ['run', '--silent', 'leads', '--', '--site', slug, '--limit', '5', '--show-personal'], {
    encoding: 'utf8',
    env: process.env,
  });
}

async function expectNoAxeViolations(page: Page, state: string) {
  expect(await seriousViolations(page), state).toEqual([]);
}

async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Records each quote request, and holds the first one back until `releaseFirst()`, then answers it with a weekly
 * figure of $999: a stale answer that must not overwrite the newer one the page has shown by then.
 */
async function holdFirstQuote(page: Page) {
  const asked: { at: number; body: { loanTerm: number; purchasePrice: number } }[] = [];
  let releaseFirst: () => void = () => {};
  const released = new Promise<void>((resolve) => (releaseFirst = resolve));
  await page.route('**/api/youx/quote', async (route) => {
    asked.push({ at: Date.now(), body: route.request().postDataJSON() as (typeof asked)[number]['body'] });
    if (asked.length > 1) return route.continue();
    await released;
    const stale = { weeklyRepaymentAmount: 999, advertisedRate: 8.99, comparisonRate: 9.52, estimate: true };
    await route.fulfill({ json: stale }).catch(() => {});
  });
  return { asked, releaseFirst };
}

test.describe('finance pages', () => {
  test.describe.configure({ timeout: 120_000 });

  test('southside popup: the quote follows the slider, no stale answer wins, the application is sent and listed', async ({
    page,
  }) => {
    const slug = 'southside-used-cars';
    const car = richInStockCar(slug);
    const { asked: quoteTimes, releaseFirst } = await holdFirstQuote(page);
    await page.goto(`${origin(slug)}/finance?car_id=${car.id}&loanTerm=5#finance-form`);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    // The right-hand column: the car's card from the build's /finance-cars/<id>.json.
    await expect(page.locator(`[data-finance-car="${car.id}"]`)).toBeVisible();
    await expectNoAxeViolations(page, 'finance page');
    await shoot(page, 'southside-popup-page');

    await page.getByRole('button', { name: 'Get my instant quote' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Instant Finance pre-approval with no impact on your credit score.',
    });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[aria-current="step"]')).toHaveText('Quick Estimate');
    // Move the slider while the first (delayed) quote is still out: once it has been asked for (on a loaded machine the
    // dialog can ask only after the move, and the held request is then the one for the new term).
    await expect.poll(() => quoteTimes.length, { message: 'the first quote is asked for' }).toBeGreaterThan(0);
    const slider = dialog.getByLabel(/Loan term/);
    const newerAnswer = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/youx/quote') &&
        (response.request().postDataJSON() as { loanTerm: number }).loanTerm === 3,
    );
    const movedAt = Date.now();
    await slider.fill('3');
    await newerAnswer;
    await expect(dialog.locator('[data-quote-weekly]')).toBeVisible();
    const weeklyAfterMove = await dialog.locator('[data-quote-weekly]').textContent();
    const refresh = quoteTimes.find((entry) => entry.body.loanTerm === 3);
    expect(refresh, 'a quote asked for the new term').toBeDefined();
    // Asked 500 ms after the change, not at once (a little slack for the clocks of two processes).
    expect(refresh!.at - movedAt).toBeGreaterThanOrEqual(480);
    expect(refresh!.at - movedAt).toBeLessThan(2000);
    // The delayed first answer ($999/wk) now arrives, and is ignored.
    releaseFirst();
    await page.waitForTimeout(1000);
    await expect(dialog.locator('[data-quote-weekly]')).toHaveText(weeklyAfterMove ?? '');
    await expect(dialog.locator('[data-quote-weekly]')).not.toContainText('999');
    await expect(dialog.locator('[data-quote-rates]')).toContainText('comparison rate');
    await expect(dialog.locator('[data-quote-estimate]')).toBeVisible();
    await expectNoAxeViolations(page, 'quick estimate');
    await shoot(page, 'southside-popup-quote');

    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.locator('[aria-current="step"]')).toHaveText('Your Details');
    // A non-final step only advances once its fields pass.
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByLabel('First name')).toHaveAccessibleDescription('This is a required field.');
    await expectNoAxeViolations(page, 'details with errors');
    await dialog.getByLabel('First name').fill('Sam');
    await dialog.getByLabel('Last name').fill('Finance');
    await dialog.getByLabel('Email').fill('sam@example.com');
    await dialog.getByLabel('Postcode').fill('2232');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.locator('[aria-current="step"]')).toHaveText('Instant pre-approval');

    // Send Code validates the phone first.
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await expect(dialog.getByLabel('Mobile number')).toHaveAccessibleDescription('This is a required field.');
    const mobile = mobileFor(1);
    await dialog.getByLabel('Mobile number').fill(mobile);
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await expect(dialog.locator('[data-finance-notice]')).toHaveText('Code sent!');
    await expect(dialog.getByRole('button', { name: 'Resend code' })).toBeVisible();
    await dialog.getByLabel('Verification code').fill(codeFor(slug, mobile));
    await expectNoAxeViolations(page, 'pre-approval');
    await shoot(page, 'southside-popup-code');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.locator('[aria-current="step"]')).toHaveText('Apply to lender');
    await expectNoAxeViolations(page, 'apply');
    await dialog.getByRole('button', { name: 'Apply to lender' }).click();
    // The estimate partner answers with the site's thank-you page.
    await expect(page).toHaveURL(/\/success\/?$/);

    const leads = leadsOf(slug);
    expect(leads).toContain('Finance Enquiry');
    expect(leads).toContain('sam@example.com');
  });

  test('group base with the instant quote: the quote follows the price, no stale answer wins, the application is sent and listed', async ({
    page,
  }) => {
    const slug = 'big-country-motor-group';
    const { asked: priceTimes, releaseFirst } = await holdFirstQuote(page);
    await page.goto(`${origin(slug)}/finance#finance-form`);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    // The base variant: one page, no dialog to open; no car, so the price starts at 30,000 (spec 02 §5).
    await expect(page.getByRole('button', { name: 'Get my instant quote' })).toHaveCount(0);
    const price = page.getByLabel('Purchase price');
    await expect(price).toHaveValue('30000');
    // The quote for the starting price is asked for (and held back) before the shopper changes it.
    await expect.poll(() => priceTimes.length).toBe(1);
    await expect(page.locator('[data-finance-quote]')).toHaveText(DEFAULT_STRINGS['financePage.quoting']);
    const newerAnswer = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/youx/quote') &&
        (response.request().postDataJSON() as { purchasePrice: number }).purchasePrice === 45000,
    );
    const changedAt = Date.now();
    await price.fill('45000');
    await newerAnswer;
    const quote = page.locator('[data-quote-weekly]');
    await expect(quote).toBeVisible();
    const weeklyAfterChange = await quote.textContent();
    const refresh = priceTimes.find((entry) => entry.body.purchasePrice === 45000);
    expect(refresh, 'a quote asked for the new price').toBeDefined();
    expect(refresh!.at - changedAt).toBeGreaterThanOrEqual(480);
    expect(refresh!.at - changedAt).toBeLessThan(2000);
    releaseFirst();
    await page.waitForTimeout(1000);
    await expect(quote).toHaveText(weeklyAfterChange ?? '');
    await expect(quote).not.toContainText('999');
    await expect(page.locator('[data-quote-rates]')).toContainText('comparison rate');
    await expect(page.locator('[data-quote-estimate]')).toBeVisible();
    await expectNoAxeViolations(page, 'group base with quote');
    await shoot(page, 'group-base-quote');

    await page.getByLabel('First name').fill('Jo');
    await page.getByLabel('Last name').fill('Quote');
    await page.getByLabel('Email').fill('jo.quote@example.com');
    await page.getByLabel('Postcode').fill('4350');
    const mobile = mobileFor(3);
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.locator('[data-finance-notice]')).toHaveText('Code sent!');
    await page.getByLabel('Verification code').fill(codeFor(slug, mobile));
    await expectNoAxeViolations(page, 'group base with code');
    await shoot(page, 'group-base-code');
    await page.getByRole('button', { name: 'Apply to lender' }).click();
    await expect(page).toHaveURL(/\/success\/?$/);
    const leads = leadsOf(slug);
    expect(leads).toContain('Finance Enquiry');
    expect(leads).toContain('jo.quote@example.com');
  });

  test('group base: a quote that fails says so, and the shopper can still apply', async ({ page }) => {
    await page.route('**/api/youx/quote', (route) => route.fulfill({ status: 500, json: { error: 'Lender down' } }));
    await page.goto(`${origin('big-country-motor-group')}/finance#finance-form`);
    await expect(page.locator('[data-finance-quote]')).toHaveText(DEFAULT_STRINGS['financePage.quoteUnavailable']);
    await expect(page.getByRole('button', { name: 'Apply to lender' })).toBeEnabled();
  });

  test('a code send that has not answered in 15,000 ms is a failure the shopper is told about (spec 02 §9)', async ({
    page,
  }) => {
    await page.clock.install();
    // The send never answers.
    await page.route('**/api/auth/send-code', () => {});
    await page.goto(`${origin('harbour-city-toyota')}/finance-enquiry`);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await page.getByLabel('First name').fill('Tim');
    await page.getByLabel('Mobile number').fill(mobileFor(4));
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByRole('button', { name: 'Send Code' })).toBeDisabled();
    await page.clock.runFor(14_000);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.clock.runFor(1_000);
    await expect(page.getByRole('alert')).toHaveText('An unknown error occurred.');
    await expect(page.getByRole('button', { name: 'Send Code' })).toBeEnabled();
  });

  test('harbour base: no instant quote, the form sends a finance enquiry', async ({ page }) => {
    const slug = 'harbour-city-toyota';
    await page.goto(`${origin(slug)}/finance-enquiry?vehiclePriceBudget=5000&credit_score=decent`);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Get Finance Now' })).toBeVisible();
    const price = page.getByLabel('Purchase price');
    // Clamped to 10,000 on arrival and on blur; digits only.
    await expect(price).toHaveValue('10000');
    await price.fill('2a50000000');
    await price.blur();
    await expect(price).toHaveValue('200000');
    await expect(page.getByLabel('Credit history')).toHaveValue('DECENT');
    await expect(page.locator('[data-finance-quote]')).toHaveCount(0);
    await expectNoAxeViolations(page, 'harbour base');
    await shoot(page, 'harbour-base-page');
    await page.getByLabel('First name').fill('Alex');
    await page.getByLabel('Email').fill('alex@example.com');
    await page.getByLabel('Postcode').fill('4000');
    const mobile = mobileFor(2);
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.locator('[data-finance-notice]')).toHaveText('Code sent!');
    await page.getByLabel('Verification code').fill(codeFor(slug, mobile));
    await page.getByRole('button', { name: 'Send finance enquiry' }).click();
    await expect(page).toHaveURL(/\/success\/?$/);
    expect(leadsOf(slug)).toContain('alex@example.com');
  });
});
