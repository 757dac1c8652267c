/**
 * Search history end to end (spec 02 §3 "Search history: last 5 searches, each with a path"; issue 17 item 11): the
 * results page records each search and shows the earlier ones as 'Recent searches' links. Viewed cars (issue 17
 * item 11): the cars seen show as 'Recently viewed' cards.
 */
import { expect, test } from '@playwright/test';
import { carTitle } from '../../src/domain/format.ts';
import { isInStock } from '../../src/domain/stock.ts';
import { origin, resultsPath, soldVisibleCar, tenant } from './tenant-fixtures.ts';

const SLUG = 'harbour-city-toyota';
const base = origin(SLUG);

test('a search made on the results page shows up under Recent searches on the next one', async ({ page }) => {
  await page.goto(`${base}${resultsPath(SLUG)}`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const recent = page.getByRole('list', { name: 'Recent searches' });
  // The first visit: nothing earlier to show.
  await expect(page.locator('recent-searches')).toBeHidden();
  await page.getByRole('searchbox').fill('corolla');
  await expect(page).toHaveURL(/query=corolla/);
  // The landing searched before is now a link back to it.
  await expect(recent.getByRole('link')).toHaveCount(1);
  await page.getByRole('searchbox').fill('hilux');
  await expect(page).toHaveURL(/query=hilux/);
  await expect(recent.getByRole('link', { name: /corolla/ })).toBeVisible();
  await recent.getByRole('link', { name: /corolla/ }).click();
  await expect(page).toHaveURL(/query=corolla/);
  const history = await page.evaluate(() => JSON.parse(localStorage.getItem('search-history') ?? '[]') as unknown[]);
  expect(history.length).toBeGreaterThanOrEqual(3);
  expect(history.length).toBeLessThanOrEqual(5);
});

test("viewed cars: 'Recently viewed' on the results page, newest first, only cars in stock, each a link to its page", async ({
  page,
}) => {
  const inStock = tenant(SLUG).cars.filter((car) => isInStock(car) && car.images.length > 0);
  const [first, second] = inStock;
  const sold = soldVisibleCar(SLUG);
  // A sold car still has its page and file; the shopper saw it before it sold. Viewed first, so it is the oldest.
  await page.goto(`${base}/cars/${sold.slug}/`);
  for (const car of [first!, second!]) {
    await page.goto(`${base}/cars/${car.slug}/`);
    await expect(page.locator('car-tools')).toBeAttached();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('viewed-cars') ?? ''))
      .toContain(`"slug":"${car.slug}"`);
  }
  // A car gone from the feed since: no page, no file.
  await page.evaluate(() => {
    const records = JSON.parse(localStorage.getItem('viewed-cars') ?? '[]') as { id: number }[];
    const gone = { id: 1, slug: 'a-car-no-longer-listed', stocknum: null, make: 'Kia', model: 'Rio' };
    localStorage.setItem('viewed-cars', JSON.stringify([{ ...gone, body: null, simple_body: null }, ...records]));
  });

  await page.goto(`${base}${resultsPath(SLUG)}`);
  const viewed = page.getByRole('list', { name: 'Recently viewed' });
  await expect(viewed.getByRole('listitem')).toHaveCount(2);
  await expect(viewed.getByRole('link')).toHaveText([carTitle(second!), carTitle(first!)]);
  await expect(viewed.getByRole('listitem').first()).toContainText('$');
  await viewed.getByRole('link', { name: carTitle(first!) }).click();
  await expect(page).toHaveURL(new RegExp(`/cars/${first!.slug}/?$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(first!.model);
});
