import { seriousViolations } from './axe.ts';
import { expect, test, type Page } from '@playwright/test';
import type { Car } from '../../src/domain/schemas/car.ts';
import { slugify } from '../../src/domain/routes.ts';
import { origin, resultsPath, tenant } from './tenant-fixtures.ts';

// Spec 02 "Budget search", on the built harbour-city-toyota site: the budget tool
// and the price-range page, driven by role and label. Expected counts come from the tenant's stock.
const slug = 'harbour-city-toyota';
const { cars, site } = tenant(slug);
const base = origin(slug);

/** Spec 02 §7: budget searches only see cars priced above 1000. */
const budgetCars = cars.filter((car) => car.price > 1000);
const bodyOf = (car: Car) => car.simple_body ?? car.body;
const dearest = Math.max(...budgetCars.map((car) => car.price));
/** Spec 02 §9: repayment x (52 or 12) x 5 + deposit, capped at the dearest car. */
const estimate = (repayment: number, perYear: 52 | 12, deposit: number) =>
  Math.min(repayment * perYear * 5 + deposit, dearest);
const matching = (budget: number, body: string | null = null) =>
  budgetCars.filter((car) => car.price <= budget && (body === null || bodyOf(car) === body));
const found = (count: number) => `${count.toLocaleString('en-AU')} ${count === 1 ? 'Car' : 'Cars'} Found`;
const vehicles = (count: number) => `${count.toLocaleString('en-AU')} ${count === 1 ? 'vehicle' : 'vehicles'} found`;
const money = (amount: number) => `$${amount.toLocaleString('en-AU')}`;

async function hydrated(page: Page) {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

const resultsLink = (page: Page) => page.getByRole('link', { name: /Cars? Found$/ });
const resultsCount = (page: Page) => page.getByRole('status').filter({ hasText: /found/ });

test.describe('the budget page before any script runs', () => {
  test.use({ javaScriptEnabled: false });
  test('the pre-rendered page already counts the default budget of $54,000', async ({ page }) => {
    await page.goto(`${base}/find-cars-for-your-budget`);
    const budget = estimate(200, 52, 2000);
    await expect(page.getByText(`Your budget: ${money(budget)}`)).toBeVisible();
    await expect(resultsLink(page)).toHaveText(found(matching(budget).length));
    await expect(resultsLink(page)).toHaveAttribute('href', `${resultsPath(slug)}?price=1001%3A${budget}`);
  });
});

test.describe('find cars for your budget (spec 02 "Budget search")', () => {
  test('repayment, period and body type change the count and the results link', async ({ page }) => {
    await page.goto(`${base}/find-cars-for-your-budget`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find cars for your budget');
    await expect(page.getByRole('radio', { name: 'Any' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await expect(page.getByLabel('Repayment amount')).toHaveValue('200');
    await expect(page.getByLabel('Deposit amount')).toHaveValue('2,000');

    let budget = estimate(150, 52, 2000);
    await page.getByLabel('Repayment amount').fill('150');
    await expect(page.getByText(`Your budget: ${money(budget)}`)).toBeVisible();
    await expect(resultsLink(page)).toHaveText(found(matching(budget).length));
    await expect(resultsLink(page)).toHaveAttribute('href', `${resultsPath(slug)}?price=1001%3A${budget}`);

    // A typed repayment is kept when the period changes; the default would have become 600.
    await page.getByRole('radio', { name: 'Monthly' }).check();
    budget = estimate(150, 12, 2000);
    await expect(page.getByText(`Your budget: ${money(budget)}`)).toBeVisible();
    await expect(resultsLink(page).or(page.getByRole('button', { name: /Found$/ }))).toHaveText(
      found(matching(budget).length),
    );

    await page.getByLabel('Repayment amount').fill('600');
    budget = estimate(600, 12, 2000);
    const body = [...new Set(budgetCars.map(bodyOf))]
      .filter((value): value is string => !!value)
      .sort(
        (a, b) =>
          budgetCars.filter((car) => bodyOf(car) === b).length - budgetCars.filter((car) => bodyOf(car) === a).length,
      )[0]!;
    const ofBody = matching(budget, body);
    expect(ofBody.length, 'the most stocked body type has cars under the budget').toBeGreaterThan(0);
    await page.getByRole('group', { name: 'Body type' }).getByRole('radio', { name: body, exact: true }).check();
    await expect(resultsLink(page)).toHaveText(found(ofBody.length));
    await expect(resultsLink(page)).toHaveAttribute('href', `/search/${slugify(body)}?price=1001%3A${budget}`);

    await resultsLink(page).click();
    await hydrated(page);
    await expect(resultsCount(page)).toHaveText(vehicles(ofBody.length));
  });

  test('a budget below the cheapest car: disabled "0 Cars Found" and "No Cars found for this budget"', async ({
    page,
  }) => {
    await page.goto(`${base}/find-cars-for-your-budget`);
    await hydrated(page);
    const cheapest = Math.min(...budgetCars.map((car) => car.price));
    await page.getByLabel('Repayment amount').fill('0');
    await page.getByLabel('Deposit amount').fill(String(cheapest - 1));
    expect(matching(cheapest - 1)).toHaveLength(0);
    await expect(page.getByRole('button', { name: '0 Cars Found' })).toBeDisabled();
    await expect(page.getByText('No Cars found for this budget')).toBeVisible();
    await expect(resultsLink(page)).toHaveCount(0);

    // Back above it, the link returns.
    await page.getByLabel('Deposit amount').fill(String(cheapest));
    await expect(resultsLink(page)).toHaveText(found(matching(cheapest).length));
  });
});

test.describe('search by price (spec 02: "opens results sorted by price descending")', () => {
  test('the slider shows its range, and the button opens the results in it, highest price first', async ({ page }) => {
    await page.goto(`${base}/search-by-price`);
    await hydrated(page);
    await expect(page.getByText('$5,000 – $250,000')).toBeVisible();
    const [low, high] = [20_000, 60_000];
    await page.getByRole('slider', { name: 'Maximum price' }).fill(String(high));
    await page.getByRole('slider', { name: 'Minimum price' }).fill(String(low));
    await expect(page.getByText(`${money(low)} – ${money(high)}`)).toBeVisible();
    const button = page.getByRole('link', { name: 'Show Cars' });
    await expect(button).toHaveAttribute('href', `${resultsPath(slug)}?price=${low}%3A${high}&sortBy=price-desc`);

    await button.click();
    await hydrated(page);
    const inRange = cars.filter((car) => car.price >= low && car.price <= high);
    await expect(resultsCount(page)).toHaveText(vehicles(inRange.length));
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue(`${site.search.index}:price:desc`);
    const top = Math.max(...inRange.map((car) => car.price));
    const dearestSlugs = inRange.filter((car) => car.price === top).map((car) => `/cars/${car.slug}`);
    const firstHref = await page
      .getByRole('list', { name: 'Search results' })
      .getByRole('article')
      .first()
      .locator('a[href^="/cars/"]')
      .first()
      .getAttribute('href');
    expect(dearestSlugs).toContain(firstHref);
  });

  test('the thumbs cannot cross', async ({ page }) => {
    await page.goto(`${base}/search-by-price`);
    await hydrated(page);
    await page.getByRole('slider', { name: 'Maximum price' }).fill('30000');
    await page.getByRole('slider', { name: 'Minimum price' }).fill('90000');
    await expect(page.getByText('$30,000 – $30,000')).toBeVisible();
  });
});

test.describe('accessibility (WCAG 2.1 AA, as tests/e2e/accessibility.spec.ts checks the other pages)', () => {
  for (const path of ['/find-cars-for-your-budget', '/search-by-price']) {
    for (const width of [390, 1280]) {
      test(`${path} at ${width}px has no serious violations`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${base}${path}`);
        await hydrated(page);
        // The budget page in its disabled state too: the greyed button and the message must stay legible.
        if (path === '/find-cars-for-your-budget') {
          await page.getByLabel('Repayment amount').fill('0');
          await page.getByLabel('Deposit amount').fill('0');
          await expect(page.getByText('No Cars found for this budget')).toBeVisible();
        }
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
});
