/**
 * Hearts, the watchlist and favourites end to end (issue 14 items 6 and 7; spec 01 §2, §3, §4, §7, §8):
 * southside-used-cars saves to the signed-in watchlist, harbour-city-toyota keeps favourites in the browser.
 * The first test signs in on the sign-in page as a shopper would, with the code read from the development SMS log
 * (`npm run sms`, the same AUTH_DB as the server); the others sign in through the same calls from the page.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { seriousViolations } from './axe.ts';
import { expect, test, type Cookie, type Page } from '@playwright/test';
import { isInStock } from '../../src/domain/stock.ts';
import { WATCHLIST_FAILED_MESSAGE } from '../../src/stores/watchlist.ts';
import { origin, resultsPath, tenant } from './tenant-fixtures.ts';

const WATCHLIST_SITE = 'southside-used-cars';
const FAVOURITES_SITE = 'harbour-city-toyota';
const SHOTS = '/tmp/shots-watch';

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** A mobile number of its own per run, so the per-phone send limit never carries over. */
function freshPhone(): string {
  return `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** The latest code texted to `phone` (scripts/sms.ts reads the store the server writes: AUTH_DB as the server has it). */
function latestCode(slug: string, phone: string): string {
  const log = execFileSync(process.execPath, ['scripts/sms.ts', '--site', slug, '--limit', '20'], { encoding: 'utf8' });
  const e164 = `+61${phone.slice(1)}`;
  const line = log.split('\n').find((entry) => entry.includes(phone) || entry.includes(e164));
  const code = line?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code for ${phone} in the SMS log:\n${log}`);
  return code;
}

/** Signs the page's shopper in through the calls the sign-in page makes; the session cookie lands in the browser. */
async function signIn(page: Page, slug: string): Promise<string> {
  const phone = freshPhone();
  const post = (path: string, body: unknown) =>
    page.evaluate(
      async ([url, json]) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(json),
        });
        return { status: response.status, body: await response.text() };
      },
      [path, body] as const,
    );
  const sent = await post('/api/auth/send-code', { phone, first_name: 'Watch', last_name: 'Test' });
  expect(sent.status, sent.body).toBe(200);
  const verified = await post('/api/auth/verify-code', { phone, code: latestCode(slug, phone) });
  expect(verified.status, verified.body).toBe(200);
  return phone;
}

async function savedOnServer(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/watchlist', { cache: 'no-store' });
    const body = (await response.json()) as { cars: { car_id: number }[] };
    return body.cars.map((row) => row.car_id);
  });
}

/**
 * The first card's heart on the page and its car id, once the hearts' module has painted it (aria-pressed appears
 * then; a click before the module has loaded does nothing yet).
 */
async function firstCardHeart(page: Page) {
  const heart = page.locator('.vehicle-card button.save-heart:not([hidden])').first();
  await expect(heart).toHaveAttribute('aria-pressed', /true|false/);
  const carId = Number(await heart.getAttribute('data-save-car'));
  return { heart, carId };
}

test.describe('the watchlist (southside-used-cars)', () => {
  test.describe.configure({ mode: 'serial' });
  const base = origin(WATCHLIST_SITE);
  // One sign-in per run: the functions allow 5 code sends an hour per address (issue 14), and every test sends from
  // this machine. The second test reuses the first one's session cookie (or signs in when run alone).
  let session: Cookie[] | null = null;

  test("signed out, a card's heart goes to sign-in; back signed in, the car is saved; off, on, and kept on reload", async ({
    page,
  }) => {
    await page.goto(`${base}/`);
    const { heart, carId } = await firstCardHeart(page);
    await expect(heart).toHaveAccessibleName(/^Save \d{4} /);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await page.waitForURL(/\/sign-in\?/);
    const signInUrl = new URL(page.url());
    expect(Object.fromEntries(signInUrl.searchParams)).toEqual({
      type: 'watchlist',
      redirect: `/?save=${carId}`,
      back: '/',
    });

    // The sign-in page as a shopper uses it: name, mobile, Send Code, the texted code (read with `npm run sms`),
    // Verify; then back to the page the heart was on, where the car is saved.
    const phone = freshPhone();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await page.getByLabel('First Name').fill('Watch');
    await page.getByLabel('Mobile Number').fill(phone);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByLabel('Verification Code')).toBeFocused();
    await page.getByLabel('Verification Code').fill(latestCode(WATCHLIST_SITE, phone));
    await page.getByRole('button', { name: 'Verify and Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    session = await page.context().cookies();
    const saved = page.locator(`.vehicle-card button.save-heart[data-save-car="${carId}"]`);
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    // The save parameter leaves the address, so a reload does not save again.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => savedOnServer(page)).toEqual([carId]);
    await expectNoSeriousViolations(page);

    await saved.click();
    await expect(saved).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => savedOnServer(page)).toEqual([]);
    await page.reload();
    await expect(saved).toHaveAttribute('aria-pressed', 'false');

    await saved.click();
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => savedOnServer(page)).toEqual([carId]);
    await page.reload();
    await expect(saved).toHaveAttribute('aria-pressed', 'true');

    // On the results page (the island's cards) too: back from sign-in with ?save= saves that car.
    await page.goto(`${base}${resultsPath(WATCHLIST_SITE)}`);
    const other = page.locator('.vehicle-card button.save-heart:not([hidden])').nth(2);
    const otherId = Number(await other.getAttribute('data-save-car'));
    await page.goto(`${base}${resultsPath(WATCHLIST_SITE)}?save=${otherId}`);
    await expect(other).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(async () => (await savedOnServer(page)).sort()).toEqual([carId, otherId].sort());
    await other.click();
    await expect(other).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => savedOnServer(page)).toEqual([carId]);

    // And on the car's own page.
    const car = tenant(WATCHLIST_SITE).cars.find((candidate) => candidate.id === carId)!;
    await page.goto(`${base}/cars/${car.slug}/`);
    await expect(page.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true');

    // /my-garage lists it (through the header's link), after a reload too; Sign Out leaves the shopper signed out.
    await page.locator('account-menu').getByRole('link', { name: 'My Garage' }).click();
    await page.waitForURL(`${base}/my-garage`);
    const row = page.locator(`.garage__row[data-car-id="${carId}"]`);
    await expect(row.getByRole('link')).toHaveAttribute('href', `/cars/${car.slug}`);
    await page.reload();
    await expect(row).toBeVisible();
    await page.locator('account-menu').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/sign-in\?/);
    await expect(page.locator('account-menu').getByRole('link', { name: 'Sign In' })).toBeVisible();
    session = null;
  });

  test('a failed save puts the heart back and says what went wrong in an alert (spec 01 §8)', async ({ page }) => {
    await page.goto(`${base}/`);
    if (session) await page.context().addCookies(session);
    else await signIn(page, WATCHLIST_SITE);
    await page.route('**/api/watchlist/save-car', (route) =>
      route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Service Unavailable</h1>' }),
    );
    await page.reload();
    const heart = page.locator('.vehicle-card button.save-heart:not([hidden])').nth(1);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    const alert = page.getByRole('alert').filter({ hasText: WATCHLIST_FAILED_MESSAGE });
    await expect(alert).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expectNoSeriousViolations(page);

    // The server's own message is the one shown when it sends one.
    await page.unroute('**/api/watchlist/save-car');
    await page.route('**/api/watchlist/save-car', (route) =>
      route.fulfill({ status: 404, json: { success: false, error: 'Sorry, that car has just been sold.' } }),
    );
    await heart.click();
    await expect(page.getByRole('alert')).toContainText('Sorry, that car has just been sold.');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await page.locator('.save-alert').getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.locator('.save-alert')).toBeHidden();
  });

  test('no favourites page and no link to one', async ({ page }) => {
    await page.goto(`${base}/`);
    await expect(page.getByRole('link', { name: 'Favourites', exact: true })).toHaveCount(0);
    const response = await page.goto(`${base}/favourites`);
    expect(response?.status()).toBe(404);
  });
});

test.describe('favourites (harbour-city-toyota)', () => {
  const base = origin(FAVOURITES_SITE);
  const cars = tenant(FAVOURITES_SITE).cars.filter((car) => isInStock(car) && car.price > 10);

  test('a card heart and the car page heart save favourites; /favourites lists them, keeps them, removes them', async ({
    page,
  }) => {
    await page.goto(`${base}/`);
    const { heart, carId } = await firstCardHeart(page);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    const other = cars.find((car) => car.id !== carId)!;
    await page.goto(`${base}/cars/${other.slug}/`);
    const pageHeart = page.getByRole('button', { name: 'Favourite' });
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
    await pageHeart.click();
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
    // Spec 01 §7: "a social-network content-view event on save" (and one on viewing).
    const socialEvents = await page.evaluate(
      () =>
        ((window as { dataLayer?: { event_id: unknown; car_id: unknown }[] }).dataLayer ?? []).filter(
          (record) => record.event_id === 'social_content_view',
        ).length,
    );
    expect(socialEvents).toBe(2);

    await page.getByRole('link', { name: 'Favourites', exact: true }).first().click();
    await page.waitForURL(`${base}/favourites`);
    const list = page.getByRole('list', { name: 'Favourites' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const first = tenant(FAVOURITES_SITE).cars.find((car) => car.id === carId)!;
    await expect(list.getByRole('link').first()).toHaveAttribute('href', `/cars/${first.slug}`);
    await page.reload();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expectNoSeriousViolations(page);

    await list
      .getByRole('button', { name: /^Remove / })
      .first()
      .click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('link')).toHaveAttribute('href', `/cars/${other.slug}`);
    await list.getByRole('button', { name: /^Remove / }).click();
    await expect(page.getByText('You have no favourites yet.')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto(`${base}/cars/${other.slug}/`);
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
  });

  test('the similar cars the island renders later get hearts too', async ({ page }) => {
    await page.goto(`${base}/cars/${cars[0]!.slug}/`);
    const section = page.locator('.similar-cars');
    await section.scrollIntoViewIfNeeded();
    const heart = section.locator('.vehicle-card:not(.similar-cars__placeholder) button.save-heart').first();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    const carId = Number(await heart.getAttribute('data-save-car'));
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('favourites') ?? '[]') as { id: number }[],
    );
    expect(stored.map((entry) => entry.id)).toEqual([carId]);
  });

  test('each car page visit is recorded in the viewed cars, newest first, once each (spec 01 §3)', async ({ page }) => {
    const [a, b] = cars;
    const viewed = () =>
      page.evaluate(() =>
        (JSON.parse(localStorage.getItem('viewed-cars') ?? '[]') as { id: number }[]).map((r) => r.id),
      );
    // Each visit is recorded by the car page's script, which runs once the first photo is painted: a visit counts
    // once it has been (the next page is opened after that, as a shopper reads before moving on).
    for (const car of [a!, b!, a!]) {
      await page.goto(`${base}/cars/${car.slug}/`);
      await expect.poll(async () => (await viewed())[0]).toBe(car.id);
    }
    expect(await viewed()).toEqual([a!.id, b!.id]);
    const [record] = await page.evaluate(() => JSON.parse(localStorage.getItem('viewed-cars') ?? '[]') as unknown[]);
    // Spec 01 §3's fields, and the slug that links the car (issue 17 item 11, 'Recently viewed').
    expect(Object.keys(record as object).sort()).toEqual([
      'body',
      'id',
      'make',
      'model',
      'simple_body',
      'slug',
      'stocknum',
    ]);
  });

  test('screenshots: cards with hearts and /favourites at 390 and 1280 px', async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page.goto(`${base}/`);
    const { heart } = await firstCardHeart(page);
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${base}/`);
      await page.locator('.card-grid').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/harbour-cards-${width}.png` });
      await page.goto(`${base}/favourites`);
      await expect(page.getByRole('list', { name: 'Favourites' }).getByRole('listitem')).toHaveCount(1);
      await page.screenshot({ path: `${SHOTS}/favourites-${width}.png`, fullPage: true });
      await page.goto(`${origin(WATCHLIST_SITE)}${resultsPath(WATCHLIST_SITE)}`);
      await page.screenshot({ path: `${SHOTS}/southside-results-${width}.png` });
    }
  });
});
