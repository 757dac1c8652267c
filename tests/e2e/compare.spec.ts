/**
 * Compare cars end to end (issue 17 item 10; spec 01 §1 "compare cars"): 3 cars added from the cards, the 4th
 * refused with the message, the side-by-side page from the shopper's list and from a shared address, Remove, the
 * vehicle page's Compare, axe, and screenshots at 390 and 1280 px.
 */
import { mkdirSync } from 'node:fs';
import { seriousViolations } from './axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_STRINGS } from '../../src/domain/strings.ts';
import { isInStock } from '../../src/domain/stock.ts';
import { origin, resultsPath, tenant } from './tenant-fixtures.ts';

const SLUG = 'harbour-city-toyota';
const base = origin(SLUG);
const SHOTS = '/tmp/shots-compare';

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

const inStock = () => tenant(SLUG).cars.filter(isInStock);
const toast = (page: Page) => page.locator('.toast-region');

test.describe('compare cars', () => {
  test('3 from the cards, the 4th refused with the message, then the page side by side', async ({ page }) => {
    await page.goto(`${base}${resultsPath(SLUG)}`);
    const toggles = page.locator('.vehicle-card button[data-compare-car]');
    await expect(toggles.first()).toHaveAttribute('aria-pressed', 'false');
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      const toggle = toggles.nth(i);
      names.push((await toggle.getAttribute('data-compare-name'))!);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(toast(page)).toContainText(`${names[i]} added to compare.`);
      // One toast at a time (spec 02 §2, §9 "toast limit 1").
      await expect(page.locator('.toast')).toHaveCount(1);
    }
    await toggles.nth(3).click();
    await expect(toast(page)).toContainText(DEFAULT_STRINGS['compare.full']);
    await expect(toggles.nth(3)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('.toast')).toHaveCount(1);

    await toast(page).getByRole('link', { name: 'Compare now (3)' }).click();
    await expect(page).toHaveURL(/\/compare\?cars=/);
    const table = page.getByRole('table', { name: 'Compare Cars' });
    for (const name of names) await expect(table.getByRole('columnheader', { name: new RegExp(name) })).toBeVisible();
    for (const section of ['Price', 'Key information', 'Specifications', 'Features'])
      await expect(
        table
          .getByRole('rowheader', { name: section, exact: true })
          .or(table.getByRole('columnheader', { name: section, exact: true })),
      ).toBeVisible();
    await expectNoSeriousViolations(page);

    // Remove: the car leaves the table, the list and the address.
    await table.getByRole('button', { name: `Remove ${names[0]!}` }).click();
    await expect(table.getByRole('columnheader', { name: new RegExp(names[0]!) })).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get('cars')!.split(',')).toHaveLength(2);
  });

  test('the page by URL: a shared address shows its cars on a fresh browser', async ({ page }) => {
    const cars = inStock().slice(0, 3);
    await page.goto(`${base}/compare?cars=${cars.map((car) => car.slug).join(',')}`);
    const table = page.getByRole('table', { name: 'Compare Cars' });
    await expect(table.locator('thead th')).toHaveCount(3);
    for (const car of cars)
      await expect(
        table.getByRole('link', { name: new RegExp(`${car.year} ${car.make} ${car.model}`) }).first(),
      ).toBeVisible();
    await expect(table.getByRole('cell', { name: cars[0]!.stocknum! })).toBeVisible();
    // The shared cars became this shopper's list: a card shows its car as compared.
    await page.goto(`${base}/cars/${cars[0]!.slug}`);
    await expect(page.locator(`.car-tools button[data-compare-car="${cars[0]!.slug}"]`)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('an unknown car in the address is left out with a note; no cars shows the empty state', async ({ page }) => {
    const car = inStock()[0]!;
    await page.goto(`${base}/compare?cars=${car.slug},no-such-car-1`);
    await expect(page.getByRole('table', { name: 'Compare Cars' }).locator('thead th')).toHaveCount(1);
    await expect(page.getByText(DEFAULT_STRINGS['compare.missing'])).toBeVisible();
    await page.goto(`${base}/compare?cars=`);
    await expect(page.getByText(DEFAULT_STRINGS['compare.empty'])).toBeVisible();
    await expect(page.getByRole('link', { name: DEFAULT_STRINGS['similar.browse'] })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('the vehicle page adds its car', async ({ page }) => {
    const car = inStock()[4]!;
    await page.goto(`${base}/cars/${car.slug}`);
    const toggle = page.locator(`.car-tools button[data-compare-car="${car.slug}"]`);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toast(page).getByRole('link', { name: 'Compare now (1)' }).click();
    await expect(page.getByRole('table', { name: 'Compare Cars' }).locator('thead th')).toHaveCount(1);
  });

  test('screenshots at 390 and 1280 px', async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    const cars = inStock().slice(0, 3);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${base}/compare?cars=${cars.map((car) => car.slug).join(',')}`);
      await expect(page.getByRole('table', { name: 'Compare Cars' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/compare-${width}.png`, fullPage: true });
      await page.screenshot({ path: `${SHOTS}/compare-top-${width}.png` });
      await page.goto(`${base}${resultsPath(SLUG)}`);
      const first = page.locator('.vehicle-card button[data-compare-car]').first();
      // A toggle once compare-toggles.ts has painted it (until then a plain button).
      await expect(first).toHaveAttribute('aria-pressed', /true|false/);
      await first.click();
      await expect(toast(page)).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/cards-toast-${width}.png` });
    }
  });
});
