import { seriousViolations } from './axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { historyReportUrl } from '../../src/domain/car-actions.ts';
import { dealerComments, keyInformation, specifications } from '../../src/domain/vehicle-details.ts';
import { equipmentList, splitKeyInformation, vehicleTabs } from '../../src/domain/vehicle-content.ts';
import { FEATURES_SHOWN, KEY_INFORMATION_SHOWN, SPECIFICATIONS_SHOWN } from '../../src/domain/vehicle-page.ts';
import { regoDisplay } from '../../src/domain/rego.ts';
import { isInStock } from '../../src/domain/stock.ts';
import type { Car } from '../../src/domain/schemas/car.ts';
import { origin, SLUGS, tenant } from './tenant-fixtures.ts';

// The vehicle page's content sections, on every sample tenant where each applies:
// Show More and Show All toggles, the information tabs by mouse and keyboard, dealer comments
// collapsing at 400 characters (spec 01 §4), caravans in metres, the rego line, the history report,
// and the view count (spec 01 §7, §9). Cars are picked from the tenant's stock with the same rules
// the page uses; axe runs in every state the tests create.

async function expectNoSeriousViolations(page: Page, state: string) {
  expect(await seriousViolations(page), state).toEqual([]);
}

function pick(slug: string, what: string, rule: (car: Car) => boolean): Car {
  const found = tenant(slug).cars.find(rule);
  if (!found) throw new Error(`${slug}: no car with ${what} in the sample stock`);
  return found;
}

const keyRows = (slug: string, car: Car) => {
  const { site, strings, now } = tenant(slug);
  return splitKeyInformation(keyInformation(car, site, strings, now));
};

async function open(page: Page, slug: string, car: Car) {
  await page.goto(`${origin(slug)}/cars/${car.slug}/`);
  // The scripts are modules: wait until the page's custom elements are defined.
  await page.waitForFunction(() => ['car-tabs', 'show-more', 'view-count'].every((name) => customElements.get(name)));
}

for (const slug of SLUGS) {
  test.describe(`${slug} vehicle content`, () => {
    test('key information: 4 rows, Show More reveals the rest, Show Less hides them; the Vehicle Details box', async ({
      page,
    }) => {
      const car = pick(
        slug,
        'more than 4 key-information rows',
        (candidate) => keyRows(slug, candidate).keyInformation.length > KEY_INFORMATION_SHOWN,
      );
      const rows = keyRows(slug, car);
      await open(page, slug, car);
      const section = page.getByRole('region', { name: 'Key information' });
      const terms = section.locator('dt');
      for (const [index, row] of rows.keyInformation.entries()) {
        const term = terms.nth(index);
        await expect(term).toHaveText(row.label);
        if (index < KEY_INFORMATION_SHOWN) await expect(term).toBeVisible();
        else await expect(term).toBeHidden();
      }
      const toggle = section.getByRole('button', { name: 'Show More' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveAttribute('aria-controls', 'key-information-rows');
      await expectNoSeriousViolations(page, 'key information collapsed');

      await toggle.click();
      const less = section.getByRole('button', { name: 'Show Less' });
      await expect(less).toHaveAttribute('aria-expanded', 'true');
      for (const [index, row] of rows.keyInformation.entries()) {
        await expect(terms.nth(index)).toBeVisible();
        await expect(section.locator('dd').nth(index)).toHaveText(row.value);
      }
      await expectNoSeriousViolations(page, 'key information expanded');
      await less.press('Enter');
      await expect(terms.nth(KEY_INFORMATION_SHOWN)).toBeHidden();
      await expect(section.getByRole('button', { name: 'Show More' })).toBeFocused();

      // The Vehicle Details box: the car's identity, every row shown, and the printable lists marked.
      const details = page.getByRole('region', { name: 'Vehicle Details' });
      await expect(details.locator('dt')).toHaveText(rows.vehicleDetails.map((row) => row.label));
      await expect(details.locator('dd')).toHaveText(rows.vehicleDetails.map((row) => row.value));
      await expect(page.locator('[data-print="key-information"] dt')).toHaveCount(rows.keyInformation.length);
    });

    test('all specifications: 4 shown, then the show or hide toggle', async ({ page }) => {
      const car = pick(
        slug,
        'more than 4 specifications',
        (candidate) => specifications(candidate).length > SPECIFICATIONS_SHOWN,
      );
      const specs = specifications(car);
      await open(page, slug, car);
      const section = page.getByRole('region', { name: 'All Specifications' });
      const terms = section.locator('dt');
      await expect(terms).toHaveCount(specs.length); // hidden rows stay in the HTML
      await expect(terms.nth(SPECIFICATIONS_SHOWN - 1)).toBeVisible();
      await expect(terms.nth(SPECIFICATIONS_SHOWN)).toBeHidden();
      await section.getByRole('button', { name: 'Show All Specifications' }).click();
      await expect(terms.last()).toBeVisible();
      await expect(section.locator('dd').last()).toHaveText(specs.at(-1)!.value);
      await expectNoSeriousViolations(page, 'specifications expanded');
      await section.getByRole('button', { name: 'Hide Specifications' }).click();
      await expect(terms.nth(SPECIFICATIONS_SHOWN)).toBeHidden();
      await expect(page.locator('[data-print="specifications"]')).toHaveCount(1);
    });

    test('tabs: by mouse, by arrow keys, Home and End; Features shows 8, then Show All', async ({ page }) => {
      const car = pick(slug, 'more than 8 features', (candidate) => equipmentList(candidate).length > FEATURES_SHOWN);
      const { site } = tenant(slug);
      const features = equipmentList(car);
      const expectedTabs = [
        'Dealer Comments',
        "What's Included",
        'Why Buy From Us?',
        ...(site.features.reserve_online && isInStock(car) ? ['Reserve Online'] : []),
        'Protect Your Car',
        'Features',
      ];
      expect(vehicleTabs(car, site)).toHaveLength(expectedTabs.length);
      await open(page, slug, car);
      const tablist = page.getByRole('tablist', { name: 'About this car' });
      await expect(tablist.getByRole('tab')).toHaveText(expectedTabs);
      await expect(tablist.getByRole('tab', { name: 'Dealer Comments' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toHaveCount(1);

      // Mouse
      await tablist.getByRole('tab', { name: 'Why Buy From Us?' }).click();
      const whyBuy = page.getByRole('tabpanel', { name: 'Why Buy From Us?' });
      await expect(whyBuy).toBeVisible();
      await expect(whyBuy).toContainText('14 days of delivery');
      await expect(page.getByRole('tabpanel', { name: 'Dealer Comments' })).toBeHidden();
      await expectNoSeriousViolations(page, 'Why Buy From Us? tab');

      // Keyboard: arrows move and select, wrapping; Home and End jump; one tab stop.
      await page.keyboard.press('ArrowRight');
      await expect(tablist.getByRole('tab', { name: expectedTabs[3]! })).toBeFocused();
      await expect(tablist.getByRole('tab', { name: expectedTabs[3]! })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: expectedTabs[3]! })).toBeVisible();
      if (expectedTabs[3] === 'Reserve Online') {
        await expect(
          page
            .getByRole('tabpanel', { name: 'Reserve Online' })
            .getByRole('link', { name: `Reserve This Car $${site.features.reserve_amount}` }),
        ).toHaveAttribute('href', `/cars/${car.slug}/${site.features.reserve_path}`);
      }
      await page.keyboard.press('Home');
      await expect(tablist.getByRole('tab', { name: 'Dealer Comments' })).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(tablist.getByRole('tab', { name: 'Features' })).toBeFocused();
      await page.keyboard.press('Home');
      await page.keyboard.press('End');
      const featuresTab = tablist.getByRole('tab', { name: 'Features' });
      await expect(featuresTab).toBeFocused();
      await expect(featuresTab).toHaveAttribute('tabindex', '0');
      await expect(tablist.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);

      // Features: 8, then Show All / Hide.
      const panel = page.getByRole('tabpanel', { name: 'Features' });
      await page.keyboard.press('Tab'); // into the panel
      await expect(panel).toBeFocused();
      const items = panel.locator('li');
      await expect(items).toHaveCount(features.length); // hidden items stay in the HTML
      await expect(items.nth(FEATURES_SHOWN - 1)).toBeVisible();
      await expect(items.nth(FEATURES_SHOWN)).toBeHidden();
      await expectNoSeriousViolations(page, 'Features tab');
      await panel.getByRole('button', { name: 'Show All' }).click();
      await expect(items.last()).toBeVisible();
      await expect(items.last()).toHaveText(features.at(-1)!);
      await expectNoSeriousViolations(page, 'Features shown all');
      await panel.getByRole('button', { name: 'Hide' }).click();
      await expect(items.nth(FEATURES_SHOWN)).toBeHidden();
    });

    test('dealer comments: long ones collapse at 400 characters and expand; empty ones show the pending text', async ({
      page,
    }) => {
      const long = pick(slug, 'long comments', (candidate) => dealerComments(candidate).collapsible);
      const paragraphs = dealerComments(long).paragraphs;
      await open(page, slug, long);
      const panel = page.getByRole('tabpanel', { name: 'Dealer Comments' });
      const text = panel.locator('[data-print="dealer-comments"]');
      const collapsed = (await text.innerText()).replace(/\s+/g, ' ').trim();
      expect(collapsed.length).toBeLessThanOrEqual(400);
      expect(collapsed.length).toBeGreaterThan(300);
      expect(paragraphs.join(' ').startsWith(collapsed)).toBe(true);
      // A paragraph cut mid-way ends in an ellipsis while collapsed.
      const cut = text.locator('.dealer-comments__cut');
      if (await cut.count())
        expect(await cut.evaluate((element) => getComputedStyle(element, '::after').content)).toBe('"…"');
      await expectNoSeriousViolations(page, 'comments collapsed');
      await panel.getByRole('button', { name: 'Show More' }).click();
      await expect(panel.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
      await expect(text.locator('p')).toHaveText(paragraphs);
      await expectNoSeriousViolations(page, 'comments expanded');

      const empty = pick(slug, 'no comments', (candidate) => dealerComments(candidate).paragraphs.length === 0);
      await open(page, slug, empty);
      await expect(page.getByRole('tabpanel', { name: 'Dealer Comments' })).toHaveText(
        /Dealer comments are pending\. Please check back here later\./,
      );
      await expect(page.getByRole('tabpanel', { name: 'Dealer Comments' }).getByRole('button')).toHaveCount(0);
      await expectNoSeriousViolations(page, 'comments pending');
    });

    test('history report link only when the car has a file', async ({ page }) => {
      const withFile = pick(slug, 'a history report', (candidate) => historyReportUrl(candidate) !== null);
      await open(page, slug, withFile);
      const link = page
        .getByRole('region', { name: 'Vehicle Details' })
        .getByRole('link', { name: 'View the vehicle history report' });
      await expect(link).toHaveAttribute('href', historyReportUrl(withFile)!);
      const without = pick(slug, 'no history report', (candidate) => historyReportUrl(candidate) === null);
      await open(page, slug, without);
      await expect(page.getByRole('link', { name: 'View the vehicle history report' })).toHaveCount(0);
    });

    test("view count: fetched from the tenant's functions once the page is idle, then shown", async ({ page }) => {
      const car = tenant(slug).cars.find((candidate) => isInStock(candidate))!;
      const reply = page.waitForResponse((response) => response.url().includes(`/api/cars/${car.slug}/view.json?`));
      await page.goto(`${origin(slug)}/cars/${car.slug}/`);
      const response = await reply;
      expect(response.status()).toBe(200);
      const url = new URL(response.url());
      expect(url.searchParams.get('website_id')).toBe(slug);
      expect(url.searchParams.get('photos_count')).toBe(car.photos_count == null ? null : String(car.photos_count));
      const { views } = (await response.json()) as { views: number };
      await expect(page.locator('view-count')).toHaveText(
        `${views.toLocaleString('en-AU')} ${views === 1 ? 'view' : 'views'}`,
      );
      await expectNoSeriousViolations(page, 'view count shown');
    });
  });
}

test.describe('view count states (harbour-city-toyota)', () => {
  const slug = 'harbour-city-toyota';
  const car = () => tenant(slug).cars.find((candidate) => isInStock(candidate))!;
  const pattern = '**/api/cars/*/view.json?*';

  /** Records every text the count shows, from the first paint on. */
  async function recordCount(page: Page) {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { countTexts: string[] }).countTexts = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-views-text]')?.textContent ?? '';
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
  }
  const texts = (page: Page) => page.evaluate(() => (window as unknown as { countTexts: string[] }).countTexts);

  test('the number animates from 0 up to the count, and its arrival moves nothing', async ({ page }) => {
    // The reply waits until the page's layout has been measured without it.
    let release = () => {};
    const measured = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(pattern, async (route) => {
      await measured;
      await route.fulfill({ json: { views: 5000, car_fields: null } });
    });
    await recordCount(page);
    await page.goto(`${origin(slug)}/cars/${car().slug}/`);
    await page.waitForFunction(() => customElements.get('view-count'));
    const sections = page.locator('.key-information, .vehicle-details, .car-tabs-section');
    const boxes = () =>
      sections.evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
      );
    const before = await boxes();
    release();
    await expect(page.locator('view-count')).toHaveText('5,000 views');
    expect(await boxes()).toEqual(before);
    const shown = (await texts(page)).map((text) => Number(text.replace(/\D/g, '')));
    expect(shown.length).toBeGreaterThan(5);
    expect(shown[0]).toBeLessThan(2500);
    expect(shown.at(-1)).toBe(5000);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
  });

  test('with reduced motion the count shows at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.route(pattern, (route) => route.fulfill({ json: { views: 1, car_fields: null } }));
    await recordCount(page);
    await page.goto(`${origin(slug)}/cars/${car().slug}/`);
    await expect(page.locator('view-count')).toHaveText('1 view');
    expect(await texts(page)).toEqual(['1 view']);
  });

  test('a failed call shows nothing ("a non-OK response gives null")', async ({ page }) => {
    await page.route(pattern, (route) => route.fulfill({ status: 500, json: { error: 'boom' } }));
    const called = page.waitForResponse((response) => response.url().includes('/view.json?'));
    await page.goto(`${origin(slug)}/cars/${car().slug}/`);
    expect((await called).status()).toBe(500);
    await page.waitForTimeout(300);
    await expect(page.locator('[data-views]')).toBeHidden();
    await expect(page.locator('view-count')).toHaveText('');
    await expectNoSeriousViolations(page, 'view count failed');
  });

  test('a car sold since the page was built: a short notice', async ({ page }) => {
    await page.route(pattern, (route) => route.fulfill({ json: { views: 12, car_fields: { status: 'sold' } } }));
    await page.goto(`${origin(slug)}/cars/${car().slug}/`);
    await expect(page.getByRole('status').filter({ hasText: 'This car has just sold.' })).toBeVisible();
    await expect(page.locator('view-count')).toContainText('12 views');
    await expectNoSeriousViolations(page, 'just sold');
  });
});

test.describe('rego, caravans and pages without script', () => {
  test('southside: a past rego expiry reads Unregistered; a future one "Expires on {date}"', async ({ page }) => {
    const slug = 'southside-used-cars';
    const { site, now } = tenant(slug);
    expect(site.features.rego_unregistered_when_expired).toBe(true);
    const past = pick(slug, 'a past rego', (car) => regoDisplay(car.rego_expiry, now, true)?.kind === 'unregistered');
    await open(page, slug, past);
    const details = page.getByRole('region', { name: 'Vehicle Details' });
    await expect(
      details.locator('div', { has: page.getByText('Rego Expiry', { exact: true }) }).locator('dd'),
    ).toHaveText('Unregistered');
    await expectNoSeriousViolations(page, 'unregistered');
    const future = pick(slug, 'a future rego', (car) => regoDisplay(car.rego_expiry, now, true)?.kind === 'expires');
    await open(page, slug, future);
    const shown = regoDisplay(future.rego_expiry, now, true);
    await expect(page.getByRole('region', { name: 'Vehicle Details' })).toContainText(
      `Expires on ${shown?.kind === 'expires' ? shown.date : ''}`,
    );
  });

  test('harbour: "Expires on {date}" for a future rego; a past one is not shown', async ({ page }) => {
    const slug = 'harbour-city-toyota';
    const { now } = tenant(slug);
    const future = pick(slug, 'a future rego', (car) => regoDisplay(car.rego_expiry, now, false)?.kind === 'expires');
    const shown = regoDisplay(future.rego_expiry, now, false);
    await open(page, slug, future);
    await expect(page.getByRole('region', { name: 'Vehicle Details' }).locator('dd')).toContainText([
      `Expires on ${shown?.kind === 'expires' ? shown.date : ''}`,
    ]);
    const without = pick(slug, 'no rego shown', (car) => regoDisplay(car.rego_expiry, now, false) === null);
    await open(page, slug, without);
    await expect(page.getByText('Rego Expiry', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Unregistered', { exact: true })).toHaveCount(0);
  });

  test("big-country: a caravan's specifications in metres", async ({ page }) => {
    const slug = 'big-country-motor-group';
    const caravan = pick(
      slug,
      'a caravan',
      (car) => car.item_type === 'caravan' && car.specifications?.body_width != null,
    );
    const width = (Math.round(caravan.specifications!.body_width! * 0.3048 * 100) / 100).toString();
    await open(page, slug, caravan);
    const section = page.getByRole('region', { name: 'All Specifications' });
    await section.getByRole('button', { name: 'Show All Specifications' }).click();
    const row = section.locator('div', { has: page.getByText('Body Width', { exact: true }) });
    await expect(row.locator('dd')).toHaveText(`${width} m`);
    await expect(section).not.toContainText('ft');
    await expectNoSeriousViolations(page, 'caravan');
  });

  // Script switched off in the browser's own settings, as a shopper would (Playwright's
  // javaScriptEnabled stops scripts but leaves the (scripting) media feature reading "enabled").
  test('without script every panel shows as a section and every row shows', async ({ playwright }) => {
    const launchOptions = test.info().project.use.launchOptions ?? {};
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      args: [...(launchOptions.args ?? []), '--blink-settings=scriptEnabled=false'],
    });
    try {
      const page = await browser.newPage();
      const slug = 'harbour-city-toyota';
      const car = pick(
        slug,
        'more than 8 features',
        (candidate) =>
          equipmentList(candidate).length > FEATURES_SHOWN &&
          keyRows(slug, candidate).keyInformation.length > KEY_INFORMATION_SHOWN,
      );
      await page.goto(`${origin(slug)}/cars/${car.slug}/`);
      expect(await page.evaluate(() => customElements.get('car-tabs'))).toBeUndefined();
      await expect(page.getByRole('tablist')).toBeHidden();
      for (const name of ["What's Included", 'Why Buy From Us?', 'Protect Your Car', 'Features']) {
        await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
      }
      await expect(page.locator('[data-print="features"] li').last()).toBeVisible();
      await expect(page.locator('[data-print="key-information"] dt').last()).toBeVisible();
      // The content's own toggles (the finance calculator's disclaimer toggle is the tools' island).
      await expect(page.locator('.show-more__button:visible')).toHaveCount(0);
    } finally {
      await browser.close();
    }
  });
});
