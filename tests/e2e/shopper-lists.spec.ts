/**
 * Search history end to end (spec 02 §3 "Search history: last 5 searches, each with a path"; issue 17 item 11): the
 * results page records each search and shows the earlier ones as 'Recent searches' links.
 */
import { expect, test } from '@playwright/test';
import { origin, resultsPath } from './tenant-fixtures.ts';

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
