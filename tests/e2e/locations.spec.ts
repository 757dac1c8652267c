import { seriousViolations } from './axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { SLUGS, origin, tenant } from './tenant-fixtures.ts';

// Issue 17 items 1-6 (spec 02 §2 "Locations"): the location page, /dealer-locator, the nearest location by
// postcode, the hours dropdown, the carousel's swipe hint and arrows, and the lazy map with its fallback.
const GROUP = 'big-country-motor-group';
const SINGLE = 'harbour-city-toyota';
const MAP_CODE = /leaflet|tile\.openstreetmap\.org/;

function locationNamed(slug: string, locationSlug: string): string {
  return tenant(slug).site.locations.find((location) => location.slug === locationSlug)!.name;
}

async function blockTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
}

test.describe('nearest location by postcode', () => {
  test('names the nearest location for a postcode, from one shard of the table', async ({ page }) => {
    const shards: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/postcodes/')) shards.push(new URL(request.url()).pathname);
    });
    await page.goto(`${origin(GROUP)}/dealer-locator`);
    expect(shards, 'nothing is fetched before a postcode is submitted').toEqual([]);
    const postcode = page.getByLabel('Your postcode');
    await postcode.fill('3690');
    await page.getByRole('button', { name: 'Find nearest' }).click();
    const result = page.getByRole('link', { name: /^Nearest to 3690:/ });
    await expect(result).toContainText(locationNamed(GROUP, 'wodonga-ford'));
    await expect(result).toHaveAttribute('href', '/locations/wodonga-ford');
    await postcode.fill('4740');
    await page.getByRole('button', { name: 'Find nearest' }).click();
    await expect(page.getByRole('link', { name: /^Nearest to 4740:/ })).toContainText(
      locationNamed(GROUP, 'mackay-nissan-mg'),
    );
    expect(shards).toEqual(['/postcodes/3.json', '/postcodes/4.json']);
  });

  test('says so when the postcode is not in the table', async ({ page }) => {
    await page.goto(`${origin(GROUP)}/dealer-locator`);
    // Not 9999: the national table has it (Australia Post's "North Pole", for letters to Santa). 0000 is no postcode.
    await page.getByLabel('Your postcode').fill('0000');
    await page.getByRole('button', { name: 'Find nearest' }).click();
    await expect(page.locator('output')).toHaveText('We could not find that postcode.');
  });
});

test.describe('nearest location through the geocoding call (a site with map.geocoding)', () => {
  // No sample tenant has a provider's key, so the page is switched to the call as such a site's build would
  // (data-geocode); the call itself is the tenant's functions, answering from the embedded table.
  async function useGeocodingCall(page: Page) {
    await page.goto(`${origin(GROUP)}/dealer-locator`);
    await page.locator('nearest-location').evaluate((element: HTMLElement) => {
      element.dataset.geocode = '/api/geocode/postcode/';
    });
  }

  test('asks GET /api/geocode/postcode/{postcode} and names the nearest location', async ({ page }) => {
    await useGeocodingCall(page);
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    await page.getByLabel('Your postcode').fill('3690');
    await page.getByRole('button', { name: 'Find nearest' }).click();
    await expect(page.getByRole('link', { name: /^Nearest to 3690:/ })).toContainText(
      locationNamed(GROUP, 'wodonga-ford'),
    );
    expect(calls).toContain('/api/geocode/postcode/3690');
    expect(calls.filter((path) => path.startsWith('/postcodes/'))).toEqual([]);
  });

  test("no result reads spec 02 §5's 'Invalid postcode'; a provider down says the lookup is unavailable", async ({
    page,
  }) => {
    await useGeocodingCall(page);
    await page.getByLabel('Your postcode').fill('0000');
    await page.getByRole('button', { name: 'Find nearest' }).click();
    await expect(page.locator('output')).toHaveText('Invalid postcode');
    await page.route('**/api/geocode/postcode/*', (route) => route.fulfill({ status: 502, json: { error: 'down' } }));
    await page.getByLabel('Your postcode').fill('3690');
    await page.getByRole('button', { name: 'Find nearest' }).click();
    await expect(page.locator('output')).toHaveText('The postcode lookup is unavailable. Please try again later.');
  });
});

test.describe('opening hours', () => {
  test('the group switches between sales, service and parts hours', async ({ page }) => {
    await page.goto(`${origin(GROUP)}/dealer-locator`);
    const select = page.getByLabel('Show hours for');
    await expect(select.locator('option')).toHaveText(['Sales', 'Service', 'Parts']);
    const panel = (name: string) => page.getByRole('heading', { level: 3, name, exact: true });
    await expect(panel('Sales')).toBeVisible();
    await expect(panel('Service')).toBeHidden();
    await select.selectOption('service');
    await expect(panel('Service')).toBeVisible();
    await expect(panel('Sales')).toBeHidden();
    // The service location's closed day links to its booking page (site.json closed_day_link).
    await expect(
      page.getByRole('article', { name: locationNamed(GROUP, 'toowoomba-service') }).getByRole('link', {
        name: 'Enquire Now',
      }),
    ).not.toHaveCount(0);
  });

  test('a site with one location has its hours on the card and no dropdown', async ({ page }) => {
    await page.goto(`${origin(SINGLE)}/dealer-locator`);
    await expect(page.locator('locations-carousel').getByText('Sun', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Show hours for')).toHaveCount(0);
  });

  test('the group holiday hours read once for a date that applies to every location', async ({ page }) => {
    await page.goto(`${origin(GROUP)}/dealer-locator`);
    await page.getByRole('button', { name: 'Holiday hours' }).click();
    const dialog = page.getByRole('dialog', { name: 'Special and holiday hours' });
    await expect(dialog.getByRole('row').filter({ hasText: 'Christmas Day' })).toHaveCount(1);
    await expect(dialog.getByRole('row').filter({ hasText: 'Christmas Day' })).toContainText('All locations');
  });

  test('the holiday-hours dialog lists the special dates and closes', async ({ page }) => {
    await page.goto(`${origin(SINGLE)}/locations/clinton`);
    await page.getByRole('button', { name: 'Holiday hours' }).click();
    const dialog = page.getByRole('dialog', { name: 'Special and holiday hours' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Christmas Day');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('open now is worked out in the browser at view time, in Brisbane time', async ({ page }) => {
    // Monday 10:00 in Brisbane (UTC+10), inside 8:30am - 5:30pm.
    await page.clock.setFixedTime(new Date('2026-11-23T00:00:00Z'));
    await page.goto(`${origin(SINGLE)}/locations/clinton`);
    await expect(page.locator('open-now').first()).toHaveText('Open now');
    await page.clock.setFixedTime(new Date('2026-11-23T09:00:00Z'));
    await page.reload();
    await expect(page.locator('open-now').first()).toHaveText('Closed now');
  });
});

test.describe('Our Locations carousel', () => {
  test('many cards: no swipe hint; arrows only where there is more to scroll', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`${origin(GROUP)}/dealer-locator`);
    const carousel = page.locator('locations-carousel');
    const previous = carousel.getByRole('button', { name: 'Previous locations' });
    const next = carousel.getByRole('button', { name: 'Next locations' });
    await expect(carousel.getByText('Swipe', { exact: true })).toHaveCount(0);
    await expect(previous).toBeHidden();
    await expect(next).toBeVisible();
    // The cards beyond the track scroll inside it: the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await next.click();
    await expect(previous).toBeVisible();
    await carousel.locator('[data-track]').evaluate((track) => track.scrollTo({ left: track.scrollWidth }));
    await expect(next).toBeHidden();
  });

  test('three or fewer cards: the swipe hint, and no arrows when nothing scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`${origin(SINGLE)}/dealer-locator`);
    const carousel = page.locator('locations-carousel');
    await expect(carousel.getByText('Swipe', { exact: true })).toBeVisible();
    // Both arrows are in the page, and neither shows: one card leaves nothing to scroll.
    await expect(carousel.getByRole('button', { name: /locations$/, includeHidden: true })).toHaveCount(2);
    await expect(carousel.getByRole('button')).toHaveCount(0);
  });
});

test.describe('the map', () => {
  test('loads no map code and no tiles until the shopper scrolls to it', async ({ page }) => {
    await blockTiles(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (MAP_CODE.test(request.url())) requests.push(request.url());
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${origin(GROUP)}/dealer-locator`);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    const heading = page.getByRole('heading', { name: `${tenant(GROUP).site.locations.length} Big Locations` });
    await heading.scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'Map of our locations' })).toBeVisible();
    await expect.poll(() => requests.some((url) => url.includes('leaflet'))).toBe(true);
    // Tiles are refused: the address list and its directions still serve the shopper.
    const list = page.locator('.locations-map__list');
    await expect(list.getByRole('link', { name: /^Get Directions/ })).toHaveCount(tenant(GROUP).site.locations.length);
  });

  test('with no script, the address list and directions links are the map', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await blockTiles(page);
    await page.goto(`${origin(SINGLE)}/locations/clinton`);
    await expect(page.getByRole('heading', { name: 'Find Us Here' })).toBeVisible();
    const list = page.locator('.locations-map__list');
    await expect(list.getByRole('link', { name: /^Get Directions/ })).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByRole('region', { name: 'Map of our locations' })).toBeHidden();
    await context.close();
  });
});

test.describe('location pages', () => {
  test('the location page: details, stock link, AutoDealer data', async ({ page }) => {
    await page.goto(`${origin(SINGLE)}/locations/clinton`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locationNamed(SINGLE, 'clinton'));
    await expect(page.getByRole('link', { name: 'View Our Stock' })).toHaveAttribute('href', '/search/clinton');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(data).toMatchObject({ '@type': 'AutoDealer', telephone: '07 5550 1200' });
    expect(data.openingHoursSpecification.length).toBeGreaterThan(0);
    // "/search/{location slug}": the link leads to the location's stock.
    await page.getByRole('link', { name: 'View Our Stock' }).click();
    await expect(page).toHaveURL(/\/search\/clinton\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  for (const alias of ['/our-location/clinton', '/contact-us/clinton', '/locations/harbour-city-toyota']) {
    test(`${alias} sends the shopper to /locations/clinton`, async ({ page }) => {
      await page.goto(`${origin(SINGLE)}${alias}`);
      await expect(page).toHaveURL(/\/locations\/clinton\/?$/);
    });
  }

  test('the home page carries the organisation', async ({ page }) => {
    await page.goto(`${origin(GROUP)}/`);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const organisation = blocks.map((text) => JSON.parse(text)).find((data) => data['@id']?.endsWith('#organization'));
    expect(organisation.department).toHaveLength(tenant(GROUP).site.locations.length);
  });
});

for (const slug of SLUGS) {
  const location = tenant(slug).site.locations.find((entry) => entry.primary)!;
  for (const path of [`/locations/${location.slug}`, '/dealer-locator']) {
    for (const width of [390, 1280]) {
      test(`${slug} ${path} at ${width}px has no serious accessibility violations`, async ({ page }) => {
        await blockTiles(page);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${origin(slug)}${path}`);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
}
