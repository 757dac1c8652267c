import { expect, test } from '@playwright/test';
import { richInStockCar } from '../e2e/tenant-fixtures.ts';
import { EDGE_SITE, edgeOrigin, textedCode } from './edge-server.ts';

// Issue 19, done when: "a session from sign-in works" on `npm run dev:edge`: a signed-out shopper's Favourite on a car
// page goes to sign-in; the code is read where dev:edge keeps texted messages (D1, shown on its /_dev/sms); back on
// the car page signed in, the car is saved to the watchlist (a call that needs the session), listed in My Garage;
// then Sign Out.

/** A mobile number of this run only (each phone may be sent 5 codes an hour). */
const freshMobile = () => `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

test('sign in with the texted code from a car page, save the car to the watchlist, see it in My Garage, sign out', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const car = richInStockCar(EDGE_SITE);
  await page.goto(`${edgeOrigin}/cars/${car.slug}/`);
  const heart = page.getByRole('button', { name: 'Favourite' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await page.waitForURL(/\/sign-in\?/);

  const mobile = freshMobile();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.getByLabel('First Name').fill('Edge');
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByLabel('Verification Code')).toBeFocused();
  await page.getByLabel('Verification Code').fill(await textedCode(mobile));
  await page.getByRole('button', { name: 'Verify and Sign In' }).click();

  // Back on the car page with the session: the heart's save went through the watchlist call.
  await page.waitForURL((url) => url.pathname === `/cars/${car.slug}/`);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => new URL(page.url()).search).toBe('');
  const saved = () =>
    page.evaluate(async () => {
      const response = await fetch('/api/watchlist', { cache: 'no-store' });
      return ((await response.json()) as { cars: { car_id: number }[] }).cars.map((row) => row.car_id);
    });
  await expect.poll(saved).toEqual([car.id]);

  const account = page.locator('account-menu');
  await account.getByRole('link', { name: 'My Garage' }).click();
  await page.waitForURL(`${edgeOrigin}/my-garage`);
  await expect(page.locator(`.garage__row[data-car-id="${car.id}"]`).getByRole('link')).toHaveAttribute(
    'href',
    `/cars/${car.slug}`,
  );
  await account.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/sign-in\?/);
  await expect(account.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => fetch('/api/watchlist').then((response) => response.status))).toBe(401);
});
