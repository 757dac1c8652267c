import { expect, test, type Locator } from '@playwright/test';
import { ValuationSettingsSchema } from '../../src/domain/schemas/valuation-settings.ts';
import { comparableCars } from '../../src/domain/trade-in-valuation.ts';
import { origin, tenant } from './tenant-fixtures.ts';
import {
  describeCondition,
  emailFor,
  expectAxeClean,
  fillDetails,
  hydrate,
  leadOfType,
  listedLeads,
} from './trade-in-steps.ts';

// Issue 21: the trade-in valuation journey on the group tenant, whose site.json values cars with the
// market provider (comparable cars of its own stock): the picker, the estimate with its comparables,
// the result kept by POST /api/miscellaneous (the group has features.save_valuations), Accept offer reaching `npm run leads` with subcategory '3. Offer Accepted' and the trade-in car;
// a car past the online-estimate limit (spec 02 §9) gets the appraisal request. Screenshots of each
// step at 390 and 1280 px go to test-results/screenshots/trade-in/. The registration lookup through the http
// provider is trade-in-rego.spec.ts.
const slug = 'big-country-motor-group';
const base = origin(slug);
const shots = 'test-results/screenshots/trade-in';

/** The picked car and the count of comparables the page must show, from the same stock and settings. */
const PICKED = { year: 2021, make: 'Toyota', model: 'RAV4', km: 60_000 };
function expectedComparables(): number {
  const site = tenant(slug).site;
  const settings = ValuationSettingsSchema.parse(site.valuation);
  return comparableCars(PICKED, tenant(slug).cars, settings).length;
}

async function pickCar(form: Locator, car: { year: number; make: string; model: string; km: number }) {
  await form.getByLabel('Year').selectOption(String(car.year));
  await form.getByLabel('Make').selectOption(car.make);
  await form.getByLabel('Model').selectOption(car.model);
  await describeCondition(form, car.km);
}

for (const width of [390, 1280]) {
  test(`picker → estimate with its comparables → Accept offer → both leads listed (${width}px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${base}/trade-in/`);
    await expect(page.getByText('get an instant estimate in about 2 minutes')).toBeVisible();
    const form = page.locator('.lead-section');
    await hydrate(form);
    await expect(form.getByText('Step 1 of 3: Your car')).toBeVisible();

    // Next with nothing chosen: the required fields are named in the summary.
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.locator('.form-errors')).toContainText('Make: This is a required field.');
    await pickCar(form, PICKED);
    await expectAxeClean(page, 'car step');
    await page.screenshot({ path: `${shots}/1-car-${width}.png`, fullPage: true });
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByText('Step 2 of 3: Your details')).toBeFocused();

    const email = emailFor(`offer-${width}`);
    await fillDetails(form, email);
    await page.screenshot({ path: `${shots}/2-details-${width}.png`, fullPage: true });
    // The group keeps valuation results (features.save_valuations): POST /api/miscellaneous, column valuation.
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/miscellaneous') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Get my valuation' }).click();
    expect((await saved).status()).toBe(201);
    expect((await saved).request().postDataJSON()).toMatchObject({ column_name: 'valuation', kind: 'estimate' });

    await expect(form.getByText('Step 3 of 3: Your valuation')).toBeVisible();
    const result = form.locator('.valuation__result');
    await expect(result.getByRole('heading', { name: 'Your estimate' })).toBeVisible();
    await expect(result.locator('.valuation__range')).toHaveText(/^\$\d{1,3}(,\d{3})* – \$\d{1,3}(,\d{3})*$/);
    const count = expectedComparables();
    expect(count).toBeGreaterThanOrEqual(3);
    await expect(result).toContainText(`Based on ${count} comparable cars.`);
    await expect(result).toContainText(/Valued on \d{1,2} \w+ \d{4}\./);
    await expectAxeClean(page, 'estimate');
    await page.screenshot({ path: `${shots}/3-estimate-${width}.png`, fullPage: true });

    await form.getByRole('button', { name: 'Accept offer' }).click();
    await expect(page).toHaveURL(`${base}/success`);

    const leads = listedLeads(slug, email);
    const valuation = leadOfType(leads, 'valuation')?.block;
    const acceptance = leadOfType(leads, 'offer-acceptance')?.block;
    expect(valuation, `a valuation lead from ${email}`).toBeDefined();
    expect(acceptance, `an offer-acceptance lead from ${email}`).toBeDefined();
    const valuationLeadId = leadOfType(leads, 'valuation')!.id;
    for (const text of [
      '"category":"Trade-In"',
      '"subcategory":"3. Offer Accepted"',
      `"lead_id":"${valuationLeadId}"`,
      '"form_completed":true',
      '"offer_accepted":true',
      '"make":"Toyota","model":"RAV4"',
      '"km":60000',
      '"condition":"Good"',
      `"comparables":${count}`,
    ])
      expect(acceptance).toContain(text);
    expect(valuation).toContain(
      '"adjustmentAnswers":{"condition":"Good","accident_history":"No","service_history":"Full"}',
    );
  });
}

test('a car older than 7 years gets the appraisal request instead of a number; it reaches the leads', async ({
  page,
}) => {
  await page.goto(`${base}/sell-my-car/`);
  const form = page.locator('.lead-section');
  await hydrate(form);
  await pickCar(form, { year: 2015, make: 'Toyota', model: 'RAV4', km: 150_000 });
  await form.getByRole('button', { name: 'Next' }).click();
  const email = emailFor('appraisal');
  await fillDetails(form, email);
  await form.getByRole('button', { name: 'Get my valuation' }).click();
  await expect(form.getByRole('heading', { name: 'Your car needs an appraisal in person' })).toBeVisible();
  await expect(form).toContainText('Cars over 7 years old get no online estimate');
  await expect(form.locator('.valuation__range')).toHaveCount(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/4-appraisal-${width}.png`, fullPage: true });
  }
  await expectAxeClean(page, 'appraisal');
  await form.getByRole('button', { name: 'Request an appraisal' }).click();
  await expect(page).toHaveURL(`${base}/success`);
  const leads = listedLeads(slug, email);
  expect(leads).toHaveLength(1);
  expect(leads[0]).toContain('  trade-in  ');
  expect(leads[0]).toContain('"tradein":{"year":2015,"make":"Toyota","model":"RAV4"');
});
