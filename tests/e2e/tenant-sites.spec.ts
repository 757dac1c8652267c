import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_STRINGS } from '../../src/domain/strings.ts';
import { carTitle, formatMoney } from '../../src/domain/format.ts';
import { priceDisplay } from '../../src/domain/price-display.ts';
import { salesThisMonth } from '../../src/domain/sales-counter.ts';
import { cardTag } from '../../src/domain/card-tag.ts';
import { dealerPhoneFor } from '../../src/domain/phone.ts';
import { isPromoActive } from '../../src/domain/promo-cards.ts';
import { buildCarIndex } from '../../src/site/car-index.ts';
import { openingHoursTable } from '../../src/domain/opening-hours.ts';
import { carLocation } from '../../src/domain/locations.ts';
import {
  DEFAULT_CREDIT_SCORE,
  DEFAULT_QUOTE_TERM_YEARS,
  financeTeaserFor,
  onlyPerWeekText,
  stickyEstimateText,
} from '../../src/domain/finance-quote.ts';
import { financeLink, tradeInPath } from '../../src/domain/routes.ts';
import {
  SLUGS,
  origin,
  resultsPath,
  richInStockCar,
  soldHiddenCar,
  soldVisibleCar,
  tenant,
} from './tenant-fixtures.ts';

const WIDTHS = [390, 1280] as const;

/** Full-page screenshots at phone and desktop widths, for a person to look at (not compared). */
async function screenshots(page: Page, slug: string, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    // Scroll through once so lazy images load, then wait for every image to finish.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 30));
      }
      window.scrollTo(0, 0);
      // A lazy image that stays out of view (a carousel's hidden slide) never loads: wait at most 3 s.
      const loaded = Promise.all(
        [...document.images].map((img) =>
          img.complete
            ? null
            : new Promise((r) => {
                img.onload = img.onerror = r;
              }),
        ),
      );
      await Promise.race([loaded, new Promise((r) => setTimeout(r, 3000))]);
    });
    await page.screenshot({ path: `test-results/screenshots/${slug}/${name}-${width}.png`, fullPage: true });
  }
}

/** Nothing wider than the viewport at 390 px (the spec's smallest breakpoints, usable at 360). */
async function expectNoHorizontalScroll(page: Page) {
  await page.setViewportSize({ width: 360, height: 780 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const slug of SLUGS) {
  test.describe(slug, () => {
    const { site, cars } = tenant(slug);

    test('home page: menus, phone numbers per car type, feature banner, announcement bar', async ({ page }) => {
      await page.goto(`${origin(slug)}/`);
      await expect(page.getByRole('heading', { level: 1, name: site.name })).toBeVisible();
      await expect(page).toHaveTitle(site.name);
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const item of site.menus.header) {
        // On desktop every header item is visible; dropdown items are summaries.
        await expect(nav.getByText(item.label, { exact: true }).first()).toBeVisible();
      }
      const banner = page.getByRole('navigation', { name: 'Quick links' });
      for (const item of site.feature_banner)
        await expect(banner.getByRole('link', { name: new RegExp(item.title) })).toHaveAttribute('href', item.href);
      const types = new Set(cars.map((car) => car.car_type));
      for (const type of types)
        await expect(page.getByRole('link', { name: site.phone_numbers[type] }).first()).toBeVisible();
      const footer = page.getByRole('contentinfo');
      for (const group of site.menus.footer)
        await expect(footer.getByRole('heading', { name: group.title })).toBeVisible();
      if (site.announcement_bar) {
        const bar = page.getByRole('region', { name: 'Announcement' });
        await expect(bar).toContainText(site.announcement_bar.text);
        await page.getByRole('button', { name: 'Dismiss announcement' }).click();
        await expect(bar).toBeHidden();
        await page.reload();
        await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden();
      }
      if (site.brand_grid.enabled) {
        for (const group of site.brand_grid.groups)
          await expect(page.getByRole('region', { name: group.title })).toBeVisible();
      }
      if (site.stats_banner.enabled) {
        for (const item of site.stats_banner.items)
          await expect(page.getByRole('region', { name: 'About the group' })).toContainText(item.value);
      }
      if (site.sales_counter.enabled) {
        // spec 02 §9: the count is computed for the visitor's moment in Brisbane time
        const expected = salesThisMonth(new Date()).toLocaleString('en-AU');
        await expect(page.getByText('Sales this Month')).toBeVisible();
        await expect(page.locator('[data-sales-count]')).toHaveText(expected);
      } else {
        await expect(page.getByText('Sales this Month')).toHaveCount(0);
      }
      await screenshots(page, slug, 'home');
      await expectNoHorizontalScroll(page);
    });

    test('mobile menu opens from its button', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${origin(slug)}/`);
      const menuButton = page.getByRole('button', { name: 'Menu' });
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await menuButton.click();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Finance' })).toBeVisible();
    });

    test('results page: first 21 vehicle cards with tags, prices and actions', async ({ page }) => {
      await page.goto(`${origin(slug)}${resultsPath(slug)}`);
      const kinds = new Set(cars.map((car) => car.car_type));
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: kinds.size === 1 && kinds.has('used') ? 'Used Cars' : 'New, Used and Demo Cars',
        }),
      ).toBeVisible();
      await expect(page.getByRole('status')).toContainText(`${cars.length.toLocaleString('en-AU')} vehicles found`);
      const results = page.getByRole('list', { name: 'Search results' });
      const cards = results.getByRole('article');
      await expect(cards).toHaveCount(Math.min(site.search.page_size, cars.length));
      // Spec 01 §2 "Vehicle search page": the three-item feature banner (offers, service, trade-in).
      expect(
        await page
          .getByRole('navigation', { name: 'Quick links' })
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ).toEqual(site.feature_banner.map((item) => item.href));
      const first = cards.first();
      await expect(first.getByRole('link', { name: /^Explore Vehicle/ })).toBeVisible();
      await expect(first.getByRole('link', { name: /^Quick Enquiry/ })).toBeVisible();
      if (site.features.reserve_online) {
        await expect(
          first.getByRole('link', { name: new RegExp(`^Reserve This Car \\$${site.features.reserve_amount}`) }),
        ).toBeVisible();
      } else {
        await expect(results.getByRole('link', { name: /^Reserve This Car/ })).toHaveCount(0);
      }
      // Each card shows what the rules decide for its car: tag (spec 01 §4 priority) and price (precedence).
      const { index, strings, now } = { ...tenant(slug), index: buildCarIndex(tenant(slug)) };
      const firstPage = index.ordered.slice(0, site.search.page_size);
      for (const [i, car] of firstPage.entries()) {
        const card = page
          .getByRole('article', { name: `${car.year} ${car.make} ${car.model}` })
          .filter({ has: page.locator(`a[href="/cars/${car.slug}"]`) });
        const tag = cardTag(car, site, strings, now);
        if (tag?.image)
          await expect(card.getByRole('img', { name: tag.label }), `card ${i + 1} badge`).toHaveAttribute(
            'src',
            tag.image,
          );
        else if (tag) await expect(card.locator('.tag'), `card ${i + 1} tag`).toHaveText(tag.label);
        else await expect(card.locator('.tag'), `card ${i + 1} has no tag`).toHaveCount(0);
        const price = priceDisplay(car, site);
        const expected =
          price.kind === 'price' || price.kind === 'subscription'
            ? formatMoney(price.amount)
            : price.kind === 'preorder'
              ? 'PREORDER'
              : price.text;
        await expect(card.locator('.price'), `card ${i + 1} price`).toContainText(expected);
      }
      // Promo cards at their configured positions while between start and expiry (spec 01 §2).
      const tiles = results.locator(':scope > li');
      for (const promo of site.promo_cards.filter((card) => card.display !== 'home' && isPromoActive(card, now))) {
        await expect(tiles.nth(promo.position - 1).getByRole('complementary', { name: promo.title })).toBeVisible();
        if (promo.subtitle) await expect(tiles.nth(promo.position - 1)).toContainText(promo.subtitle);
      }
      await screenshots(page, slug, 'results');
      await expectNoHorizontalScroll(page);
    });

    test('vehicle page: breadcrumbs, title, price, key information, specifications, dealer comments', async ({
      page,
    }) => {
      const car = richInStockCar(slug);
      const response = await page.goto(`${origin(slug)}/cars/${car.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: carTitle(car) })).toBeVisible();
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(crumbs.getByRole('link', { name: car.make, exact: true })).toBeVisible();
      const price = priceDisplay(car, site);
      const sidebar = page.getByRole('complementary', { name: 'Price and actions' });
      if (price.kind === 'price')
        await expect(sidebar.getByText(formatMoney(price.amount), { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Key information' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'All Specifications' })).toBeVisible();
      // Dealer comments are the first tab, collapsed at 400 characters: the first words show.
      const comments = page.getByRole('tabpanel', { name: 'Dealer Comments' });
      const firstParagraph = (car.dealercomments ?? '')
        .split('|')
        .map((s) => s.trim())
        .find(Boolean)!;
      await expect(comments).toContainText(firstParagraph.slice(0, 60));
      await expect(page.getByText('null', { exact: true })).toHaveCount(0);
      await expect(page.getByRole('list', { name: 'All photos' }).getByRole('listitem')).toHaveCount(car.images.length);
      const contact = page.getByRole('region', { name: 'Call the dealer' });
      const phone = dealerPhoneFor(car, site.phone_numbers);
      if (site.features.mask_phone) {
        // spec 01 §4: "the dealer phone is masked until clicked, then shown in full"
        await expect(contact.getByRole('link', { name: phone })).toBeHidden();
        await contact.getByRole('button', { name: /Show number/ }).click();
      }
      await expect(contact.getByRole('link', { name: phone })).toBeVisible();
      await expect(contact.getByRole('link', { name: phone })).toHaveAttribute(
        'href',
        `tel:${phone.replace(/[^\d+]/g, '')}`,
      );
      // Spec 02 §2: "The opening-hours table starts on Monday and ends on Sunday"; closed days read 'Closed'.
      const location = carLocation(car, site.locations);
      const week = openingHoursTable(location, site.special_hours, tenant(slug).now);
      const hours = contact.getByRole('table', { name: 'Opening hours' });
      await expect(hours.getByRole('rowheader')).toHaveText(
        week.map((row) => (row.specialLabel ? `${row.day} (${row.specialLabel})` : row.day)),
      );
      await expect(hours.getByRole('cell')).toHaveText(
        week.map((row) =>
          row.hours.kind === 'open'
            ? row.hours.text
            : row.hours.kind === 'enquire'
              ? DEFAULT_STRINGS['hours.enquireNow']
              : DEFAULT_STRINGS['hours.closed'],
        ),
      );
      // The sidebar's finance actions: the finance link built from the car, the teaser from its quote (spec 01 §9, spec 02 §2).
      await expect(sidebar.getByRole('link', { name: 'Get Finance' })).toHaveAttribute(
        'href',
        financeLink(car, {
          path: site.finance.link,
          loanTerm: DEFAULT_QUOTE_TERM_YEARS,
          creditScore: DEFAULT_CREDIT_SCORE,
        }),
      );
      await expect(sidebar.getByRole('link', { name: 'Trade-In Valuation' })).toHaveAttribute('href', tradeInPath(car));
      const teaser = financeTeaserFor(car, car.youxQuote);
      // Spec 02 §2: the dealers with 'Only $X /wk*' show it in place of the sample-rate line.
      const estimate =
        teaser && teaser.comparisonRate !== null && site.finance.only_per_week_teaser
          ? onlyPerWeekText(teaser)
          : teaser && stickyEstimateText(teaser);
      if (estimate) await expect(sidebar.getByText(estimate)).toBeVisible();
      else await expect(sidebar.getByText(/based on sample/)).toHaveCount(0);
      if (site.finance.only_per_week_teaser) await expect(sidebar.getByText(/based on sample/)).toHaveCount(0);
      await screenshots(page, slug, 'vehicle');
      await expectNoHorizontalScroll(page);
    });

    test('sold car inside the visibility window: SOLD message and find-similar, no reserve', async ({ page }) => {
      const car = soldVisibleCar(slug);
      const response = await page.goto(`${origin(slug)}/cars/${car.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByText(DEFAULT_STRINGS['sold.message'])).toBeVisible();
      await expect(page.getByRole('link', { name: 'Find Me Something Similar' })).toBeVisible();
      await expect(page.getByRole('link', { name: /Reserve This Car/ })).toHaveCount(0);
      await screenshots(page, slug, 'sold');
    });

    test('sold car outside the window has no page; unknown paths get the 404 page', async ({ page }) => {
      const gone = await page.goto(`${origin(slug)}/cars/${soldHiddenCar(slug).slug}`);
      expect(gone?.status()).toBe(404);
      const response = await page.goto(`${origin(slug)}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: DEFAULT_STRINGS['notFound.title'] })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Browse our stock' })).toBeVisible();
      await screenshots(page, slug, '404');
    });
  });
}

test('the local server lists every tenant at localhost', async ({ page }) => {
  await page.goto('/');
  for (const slug of SLUGS)
    await expect(page.getByRole('link', { name: tenant(slug).site.name })).toHaveAttribute('href', `${origin(slug)}/`);
});

test("functions are mounted at /api on each tenant's origin, tenant from the host", async ({ page }) => {
  for (const slug of SLUGS) {
    const response = await page.goto(`${origin(slug)}/api/health`);
    expect(await response?.json()).toEqual({ ok: true, tenant: slug });
  }
});
