import { seriousViolations } from './axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { FINANCE_ENQUIRY_MODAL_EVENT_ID } from '../../src/domain/analytics.ts';
import { financeTeaser, financeTeaserFor, onlyPerWeekText } from '../../src/domain/finance-quote.ts';
import { formatMoney } from '../../src/domain/format.ts';
import { shouldFetchQuote } from '../../src/domain/finance-eligibility.ts';
import { isInStock } from '../../src/domain/stock.ts';
import { origin, tenant } from './tenant-fixtures.ts';

// Issue 15 item 5, spec 02 §2 "'Only $X /wk*' for some dealers", spec 01 §7 / 02 §7 the car-page quote
// fetch ("only when a feature flag is on, the car has no quote yet and price is above 0"; "failure
// is ignored"; credit GREAT, term 5, whoIsHelping empty), spec 01 §9 (monthly = weekly x 4.33,
// comparison rate to 2 decimals). Southside (YouX) shows all of it.

const SLUG = 'southside-used-cars';
const base = origin(SLUG);
const { site, cars } = tenant(SLUG);

const quotedCar = cars.find((car) => {
  const teaser = financeTeaserFor(car, car.youxQuote);
  return teaser !== null && teaser.comparisonRate !== null;
});
const unquotedCar = cars.find((car) => isInStock(car) && shouldFetchQuote(car, site.finance.instant_quote));

test.describe(`${SLUG}: the car page's finance teaser and quote`, () => {
  test.skip(
    !site.finance.only_per_week_teaser || !site.finance.instant_quote,
    'southside uses the teaser and the quote',
  );

  test("a stored quote: 'Only $X /wk*' with the monthly estimate and the comparison rate, linking to the form", async ({
    page,
  }) => {
    if (!quotedCar) throw new Error('no in-stock southside car with a stored quote');
    await page.goto(`${base}/cars/${quotedCar.slug}/`);
    const teaser = financeTeaser(quotedCar.youxQuote)!;
    const link = page.locator('.car-sidebar [data-finance-teaser]');
    await expect(link).toBeVisible();
    await expect(link).toContainText(onlyPerWeekText(teaser));
    await expect(link).toContainText(`${formatMoney(teaser.monthly)} per month`);
    await expect(link).toContainText(`comparison rate ${teaser.comparisonRate}% p.a.*`);
    const href = await link.getAttribute('href');
    expect(href).toContain(`car_id=${quotedCar.id}`);
    expect(href).toContain('#finance-form');
  });

  test('a car without a stored quote asks for one (credit GREAT, term 5, helper empty) and shows it', async ({
    page,
  }) => {
    if (!unquotedCar) throw new Error('no in-stock southside car without a stored quote');
    let body: Record<string, unknown> | null = null;
    await page.route('**/api/youx/quote', async (route) => {
      body = route.request().postDataJSON() as Record<string, unknown>;
      await route.fulfill({
        json: { weeklyRepaymentAmount: 129.87, advertisedRate: 7.73, comparisonRate: 8.26, estimate: true },
      });
    });
    await page.goto(`${base}/cars/${unquotedCar.slug}/`);
    const link = page.locator('.car-sidebar car-quote [data-finance-teaser]');
    await expect(link).toBeVisible();
    expect(body).toEqual({
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: unquotedCar.price,
      loanTerm: 5,
      year: unquotedCar.year,
      vin: unquotedCar.vin ?? null,
      nvic: unquotedCar.nvic ?? null,
      whoIsHelping: '',
    });
    await expect(link).toContainText('Only $130 /wk*');
    await expect(link).toContainText('$562 per month');
    await expect(link).toContainText('comparison rate 8.26% p.a.*');
    await expect(link).toContainText('Estimate');
  });

  test('a failed quote leaves the page as it was: no teaser, no error shown', async ({ page }) => {
    if (!unquotedCar) throw new Error('no in-stock southside car without a stored quote');
    let asked = false;
    await page.route('**/api/youx/quote', async (route) => {
      asked = true;
      await route.fulfill({ status: 500, json: { error: 'Failed to get YouX quick quote' } });
    });
    await page.goto(`${base}/cars/${unquotedCar.slug}/`);
    await expect.poll(() => asked).toBe(true);
    await settle(page);
    await expect(page.locator('.car-sidebar car-quote [data-finance-teaser]')).toBeHidden();
    await expect(page.getByText('Failed to get YouX quick quote')).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  });

  test('a car with a stored quote asks for none', async ({ page }) => {
    if (!quotedCar) throw new Error('no in-stock southside car with a stored quote');
    let asked = false;
    await page.route('**/api/youx/quote', async (route) => {
      asked = true;
      await route.abort();
    });
    await page.goto(`${base}/cars/${quotedCar.slug}/`);
    await settle(page);
    expect(asked).toBe(false);
  });
});

// Issue 15 item 5 (c), spec 02 §2 / §4 / §7: the finance enquiry modal on the car page (the popup variant), event 9.
test.describe(`${SLUG}: the car page's finance enquiry modal`, () => {
  test.skip(site.finance.form_variant !== 'popup', 'southside uses the popup finance form');

  for (const width of [390, 1280]) {
    test(`at ${width}px: opens from the sidebar link with event 9, focus inside, axe clean; Escape closes it and focus returns`, async ({
      page,
    }) => {
      const car = quotedCar ?? unquotedCar;
      if (!car) throw new Error('no in-stock southside car');
      await page.setViewportSize({ width, height: 900 });
      await page.route('**/api/youx/quote', (route) =>
        route.fulfill({ json: { weeklyRepaymentAmount: 129.87, advertisedRate: 7.73, comparisonRate: 8.26 } }),
      );
      const financeCode: string[] = [];
      page.on('request', (request) => {
        if (/FinanceDialogRoot|FinanceForm/.test(request.url())) financeCode.push(request.url());
      });
      await page.goto(`${base}/cars/${car.slug}/`);
      await page.waitForLoadState('networkidle');
      // Before interaction the page loads none of the modal's code (the page-weight budget).
      expect(financeCode).toEqual([]);
      const link = page.locator('.car-sidebar a[data-lead-dialog="finance"]');
      await expect(link).toHaveText('Finance Enquiry');
      const href = (await link.getAttribute('href'))!;
      expect(href).toContain(`car_id=${car.id}`);
      expect(href).toContain('#finance-form');
      await expect(link).toHaveAttribute('aria-haspopup', 'dialog');

      await link.click();
      const dialog = page.locator('dialog.finance-popup');
      await expect(dialog).toBeVisible();
      expect(page.url()).toBe(`${base}/cars/${car.slug}/`);
      await expect
        .poll(() => dataLayer(page))
        .toContainEqual(
          expect.objectContaining({ event: 'dealer_analytics', event_id: FINANCE_ENQUIRY_MODAL_EVENT_ID }),
        );
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      // The car the link names is the form's: its price fills the quote.
      await expect(dialog.getByRole('textbox').first()).toHaveValue(/\d/);
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/finance-modal-${width}.png` });
      expect(await seriousViolations(page, 'dialog.finance-popup')).toEqual([]);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(link).toBeFocused();
    });
  }
});

/** The page's analytics records (window.dataLayer). */
const dataLayer = (page: Page) =>
  page.evaluate(() => (window as Window & { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);

/** Lets the idle callback and the answer run. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 3000 })));
}
