import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seriousViolations } from './axe.ts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { carViewEventId, testDriveEventId } from '../../src/domain/analytics.ts';
import { tradeInShown } from '../../src/domain/car-actions.ts';
import { carTitle } from '../../src/domain/format.ts';
import { dealerPhoneFor, maskPhone } from '../../src/domain/phone.ts';
import { carPath, tradeInPath } from '../../src/domain/routes.ts';
import { MIN_FILL_MS } from '../../src/domain/schemas/leads.ts';
import { SIMILAR_CARS_LIMIT, SIMILAR_CARS_LOAD_MARGIN_PX, similarCarsListUrl } from '../../src/domain/similar-cars.ts';
import { DEFAULT_STRINGS } from '../../src/domain/strings.ts';
import { SLUGS, origin, richInStockCar, soldVisibleCar, tenant } from './tenant-fixtures.ts';

// The vehicle page's contact parts and their analytics, on every sample tenant: the call-the-dealer block
// (spec 01 §4 "Phone reveal", §7 "Phone-reveal log", §5 trade-in button), the enquiry, test-drive
// and request-photos modals (spec 01 §2) sending leads to /success (spec 01 §4), similar cars
// (spec 01 §7, §9; §4 sold columns) and the car-view analytics event (spec 01 §7). Driven by role
// and label; axe on every state the test creates. The server must allow many leads a minute from
// one address (LEADS_PER_IP_PER_MINUTE=200, as playwright.config.ts sets).

/** No serious or critical WCAG 2.1 AA violation inside `selector`. */
async function expectAccessible(page: Page, selector: string) {
  expect(await seriousViolations(page, selector), selector).toEqual([]);
}

const emailFor = (form: string) => `e2e-${form}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A person takes longer than the server's minimum fill time (a faster form is refused as a bot). */
async function shopperPace(page: Page, shownAt: number) {
  const left = MIN_FILL_MS + 300 - (Date.now() - shownAt);
  if (left > 0) await page.waitForTimeout(left);
}

/** `npm run leads -- --site <slug>` lists the lead once, with the details it was sent with. */
function expectListed(slug: string, email: string, ...texts: string[]) {
  const out = execFileSync(
    'npm',
    ['run', '--silent', 'leads', '--', '--site', slug, '--show-personal', '--limit', '50'],
    { encoding: 'utf8' },
  );
  const entries = out.split(/\n(?=\d{4}-\d\d-\d\d )/).filter((block) => block.includes(email));
  expect(entries, `one lead from ${email} in:\n${out}`).toHaveLength(1);
  for (const text of texts) expect(entries[0]).toContain(text);
}

/** The page's analytics records (window.dataLayer). */
const dataLayer = (page: Page) =>
  page.evaluate(() => (window as Window & { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);

/** The island's code, the engine and the index load on a busy machine: more than the default 5 s. */
const SEARCH_LOADED_MS = 30_000;

/** The search engine's code and index, and the live similar-cars query's module: none load when the build has a list. */
const LIVE_SEARCH = /\/search-data\/|embedded-backend|meilisearch-backend|similar-cars-live/;

/** The similar cars' links the build wrote for a car (issue 20 item 3: dist/<slug>/similar-cars/<id>.json). */
function builtSimilarLinks(slug: string, carId: number): string[] {
  const file = join(process.cwd(), 'dist', slug, similarCarsListUrl(carId));
  return (JSON.parse(readFileSync(file, 'utf8')) as { cards: { href: string }[] }).cards.map((card) => card.href);
}

const contactBlock = (page: Page) => page.getByRole('region', { name: DEFAULT_STRINGS['contact.heading'] });

for (const slug of SLUGS) {
  const { site } = tenant(slug);
  const base = origin(slug);

  test.describe(`${slug}: vehicle page contact, modals, similar cars, analytics`, () => {
    // Each test runs axe on a long page two or three times and some send a lead and run the leads
    // command: on a shared two-core machine that takes longer than the default 30 s.
    test.describe.configure({ timeout: 120_000 });
    test('call the dealer: the phone (masked until clicked where configured, each reveal logged), the car-view event', async ({
      page,
    }) => {
      const car = richInStockCar(slug);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(`${base}/cars/${car.slug}/`);
      const contact = contactBlock(page);
      const phone = dealerPhoneFor(car, site.phone_numbers);
      const link = contact.getByRole('link', { name: phone });

      // Spec 01 §7: the car-view event by car type and tag, sent as the page runs.
      await expect
        .poll(() => dataLayer(page))
        .toContainEqual({ event: 'dealer_analytics', event_id: carViewEventId(car), car_id: car.id, website_id: slug });

      if (site.features.mask_phone) {
        await expect(link).toBeHidden();
        const reveal = contact.getByRole('button', { name: /Show number/ });
        await expect(reveal).toContainText(maskPhone(phone));
        await expectAccessible(page, '.dealer-contact');
        const logged = page.waitForRequest(
          (request) => request.url().endsWith('/api/phone-reveals') && request.method() === 'POST',
        );
        const answered = page.waitForResponse((response) => response.url().endsWith('/api/phone-reveals'));
        await reveal.click();
        const request = await logged;
        expect(request.postDataJSON()).toEqual({
          car_id: car.id,
          dealership_id: car.dealership_id ?? site.dealership.id,
          website_id: slug,
        });
        expect((await answered).status()).toBe(204);
        await expect(link).toBeVisible();
        await expect(link).toBeFocused();
        await expect(reveal).toHaveCount(0);
      } else {
        // Spec 01 §4: "some sites show it from the start"; nothing to reveal, nothing logged.
        const reveals: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/api/phone-reveals')) reveals.push(request.url());
        });
        await expect(link).toBeVisible();
        await expect(contact.getByRole('button', { name: /Show number/ })).toHaveCount(0);
        await link.click({ trial: true });
        expect(reveals).toEqual([]);
      }
      await expect(link).toHaveAttribute('href', `tel:${phone.replace(/[^\d+]/g, '')}`);
      await expectAccessible(page, '.dealer-contact');
      expect(warnings.filter((text) => text.includes('No phone number available'))).toEqual([]);
    });

    test('trade-in button only when the trade-in check passes; a sold car offers no lead buttons in the block', async ({
      page,
    }) => {
      const car = richInStockCar(slug);
      await page.goto(`${base}/cars/${car.slug}/`);
      const tradeIn = contactBlock(page).getByRole('link', { name: DEFAULT_STRINGS['contact.tradeIn'] });
      if (tradeInShown(car, site)) await expect(tradeIn).toHaveAttribute('href', tradeInPath(car));
      else await expect(tradeIn).toHaveCount(0);

      const sold = soldVisibleCar(slug);
      expect(tradeInShown(sold, site)).toBe(false);
      await page.goto(`${base}/cars/${sold.slug}/`);
      const contact = contactBlock(page);
      await expect(
        contact.getByRole(site.features.mask_phone ? 'button' : 'link', {
          name: site.features.mask_phone ? /Show number/ : dealerPhoneFor(sold, site.phone_numbers),
        }),
      ).toBeVisible();
      await expect(contact.getByRole('link', { name: DEFAULT_STRINGS['contact.tradeIn'] })).toHaveCount(0);
      await expect(contact.locator('[data-lead-dialog]')).toHaveCount(0);
      await expectAccessible(page, '.dealer-contact');
    });

    const dialogs = [
      {
        kind: 'enquiry',
        button: DEFAULT_STRINGS['contact.enquireNow'],
        heading: DEFAULT_STRINGS['form.enquiryTitle'],
        fill: async (dialog: Locator, email: string) => {
          await dialog.getByLabel('First Name').fill('Jane');
          await dialog.getByLabel('Email', { exact: true }).fill(email.replace('@example.com', '@example'));
          await dialog.getByLabel('Phone').fill('0412 345 678');
          await dialog.getByLabel('Comments').fill('Is it still available?');
        },
        bad: { label: 'Email', message: 'Please enter a valid email address.' },
        fix: (dialog: Locator, email: string) => dialog.getByLabel('Email', { exact: true }).fill(email),
        listed: ['  enquiry  '],
      },
      {
        kind: 'test-drive',
        button: DEFAULT_STRINGS['form.testDriveTitle'],
        heading: DEFAULT_STRINGS['form.testDriveTitle'],
        fill: async (dialog: Locator, email: string) => {
          await dialog.getByLabel('First Name').fill('Sam');
          await dialog.getByLabel('Email', { exact: true }).fill(email);
          await dialog.getByLabel('Test Drive Booking Date').fill('2030-03-10T10:30');
        },
        bad: { label: 'Phone', message: 'This is a required field.' },
        fix: (dialog: Locator) => dialog.getByLabel('Phone').fill('0400 000 001'),
        listed: ['  test-drive  ', '"dateTime":"2030-03-10T10:30"'],
      },
      {
        kind: 'request-photos',
        button: DEFAULT_STRINGS['form.photosTitle'],
        heading: DEFAULT_STRINGS['form.photosTitle'],
        fill: async (dialog: Locator, email: string) => {
          await dialog.getByLabel('First Name').fill('Alex');
          await dialog.getByLabel('Email', { exact: true }).fill(email);
          await dialog.getByLabel('Phone').fill('0400 000 002');
          await dialog.getByLabel('Postcode').fill('40');
        },
        bad: { label: 'Postcode', message: 'Invalid postcode. Please enter a 4-digit number.' },
        fix: (dialog: Locator) => dialog.getByLabel('Postcode').fill('4000'),
        listed: ['  request-photos  ', DEFAULT_STRINGS['form.photosRequest']],
      },
    ] as const;

    for (const form of dialogs) {
      test(`${form.kind} modal: opens from its button, labelled and focused; a bad field first, then /success and the lead is listed`, async ({
        page,
      }) => {
        const car = richInStockCar(slug);
        await page.goto(`${base}/cars/${car.slug}/`);
        const button = contactBlock(page).getByRole('link', { name: form.button });
        await expect(button).toHaveAttribute('data-lead-dialog', form.kind);
        // Without the dialog's script the button is a link to the in-page form.
        await expect(page.locator(`${await button.getAttribute('href')} form`)).toHaveAttribute('data-form', form.kind);
        await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
        await button.click();
        const dialog = page.getByRole('dialog', { name: `${form.heading} ${carTitle(car)}` });
        // The first click loads the dialog's code: allow for a busy machine.
        await expect(dialog).toBeVisible({ timeout: 30_000 });
        await expect(dialog).toBeFocused();
        const shownAt = Date.now();
        await expect(page).toHaveURL(`${base}/cars/${car.slug}/`); // the dialog, not the in-page section
        await expectAccessible(page, 'dialog[open]');
        if (form.kind === 'test-drive') {
          // Spec 01 §7: the test-drive event (17, used 48) when the test-drive form opens.
          await expect
            .poll(() => dataLayer(page))
            .toContainEqual(expect.objectContaining({ event_id: testDriveEventId(car), car_id: car.id }));
        }

        const email = emailFor(`${slug}-${form.kind}-dialog`);
        await form.fill(dialog, email);
        const submit = dialog.getByRole('button', { name: 'Submit' });
        await submit.click();
        const summary = dialog.locator('.form-errors');
        await expect(summary.getByRole('link', { name: `${form.bad.label}: ${form.bad.message}` })).toBeVisible();
        await expect(summary).toBeFocused();
        await expectAccessible(page, 'dialog[open]');

        await form.fix(dialog, email);
        await shopperPace(page, shownAt);
        const statuses: number[] = [];
        page.on('response', (response) => {
          if (response.url().endsWith('/api/leads') && response.request().method() === 'POST')
            statuses.push(response.status());
        });
        await submit.click();
        await expect(page).toHaveURL(`${base}/success`);
        await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
        expect(statuses, 'one POST per submit').toEqual([201]);
        expectListed(slug, email, `"car_id":${car.id}`, ...form.listed);
      });
    }

    test('modals by keyboard: Enter opens, Escape closes and focus returns; a reopened form keeps what was typed', async ({
      page,
    }) => {
      const car = richInStockCar(slug);
      await page.goto(`${base}/cars/${car.slug}/`);
      const button = contactBlock(page).getByRole('link', { name: DEFAULT_STRINGS['form.photosTitle'] });
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: `${DEFAULT_STRINGS['form.photosTitle']} ${carTitle(car)}` });
      await expect(dialog).toBeFocused({ timeout: 30_000 });
      await expect(dialog.getByText(DEFAULT_STRINGS['form.photosIntro'])).toBeVisible();
      await dialog.getByLabel('First Name').fill('Kim');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();

      // Another dialog in between does not lose the first one's text.
      await contactBlock(page).getByRole('link', { name: DEFAULT_STRINGS['contact.enquireNow'] }).click();
      await page
        .getByRole('dialog', { name: `${DEFAULT_STRINGS['form.enquiryTitle']} ${carTitle(car)}` })
        .getByRole('button', { name: 'Close' })
        .click();
      await button.click();
      await expect(dialog.getByLabel('First Name')).toHaveValue('Kim');
    });

    test("similar cars: nothing requested until within 500 px, then the build's list, up to 6 cards in 6 reserved slots, same model first, not this car, no search engine", async ({
      page,
    }) => {
      const car = richInStockCar(slug);
      const requested: string[] = [];
      page.on('request', (request) => {
        if (
          /\/search-data\/|embedded-backend|meilisearch-backend|similar-cars|\/SimilarCars\.[^/]*\.js$/.test(
            request.url(),
          )
        )
          requested.push(request.url());
      });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${base}/cars/${car.slug}/`);
      const section = page.getByRole('region', { name: DEFAULT_STRINGS['similar.heading'] });
      const list = section.getByRole('list', { name: DEFAULT_STRINGS['similar.heading'] });
      await expect(list.getByRole('listitem')).toHaveCount(SIMILAR_CARS_LIMIT);
      await expect(list).toHaveAttribute('aria-busy', 'true');
      const heightBefore = await list.evaluate((element) => element.getBoundingClientRect().height);

      // Further than 500 px away: nothing loads.
      const top = await section.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      await page.evaluate((y) => window.scrollTo(0, y), top - 800 - SIMILAR_CARS_LOAD_MARGIN_PX - 300);
      await page.waitForTimeout(600);
      expect(requested, 'requested before the section came near').toEqual([]);
      await expectAccessible(page, '.similar-cars');

      // Within 500 px (still out of view): the island loads and reads the build's list; no search engine loads.
      await page.evaluate((y) => window.scrollTo(0, y), top - 800 - SIMILAR_CARS_LOAD_MARGIN_PX + 200);
      await expect(list).not.toHaveAttribute('aria-busy', 'true', { timeout: SEARCH_LOADED_MS });
      expect(requested.some((url) => url.endsWith(similarCarsListUrl(car.id)))).toBe(true);
      expect(requested.filter((url) => LIVE_SEARCH.test(url))).toEqual([]);
      const cards = list.getByRole('article');
      const count = await cards.count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(SIMILAR_CARS_LIMIT);
      await expect(list.getByRole('listitem')).toHaveCount(SIMILAR_CARS_LIMIT);
      const links = await cards.locator('h3 a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      expect(links).not.toContain(carPath(car));
      expect(new Set(links).size).toBe(count);
      expect(links).toEqual(builtSimilarLinks(slug, car.id));
      const sameModel = (await cards.locator('h3').allTextContents()).map((title) =>
        title.trim().toLowerCase().endsWith(` ${car.model.toLowerCase()}`),
      );
      expect(sameModel, 'same model first').toEqual([...sameModel].sort((a, b) => Number(b) - Number(a)));
      // The slots were reserved: the list is not shorter, and no more than a wrapped line taller.
      const heightAfter = await list.evaluate((element) => element.getBoundingClientRect().height);
      expect(heightAfter).toBeGreaterThanOrEqual(heightBefore - 1);
      expect(heightAfter).toBeLessThanOrEqual(heightBefore + 30);
      await section.scrollIntoViewIfNeeded();
      await expectAccessible(page, '.similar-cars');

      // A similar car's Quick Enquiry opens its dialog.
      const first = cards.first();
      const title = (await first.getByRole('link', { name: /Quick Enquiry/ }).getAttribute('data-car-title'))!;
      await first.getByRole('link', { name: /Quick Enquiry/ }).click();
      await expect(page.getByRole('dialog', { name: `Quick Enquiry ${title}` })).toBeFocused();
    });

    test('similar cars: when the build has no list for the car, the live query fills the slots, with the same cars', async ({
      page,
    }) => {
      const car = richInStockCar(slug);
      const requested: string[] = [];
      page.on('request', (request) => {
        if (LIVE_SEARCH.test(request.url())) requested.push(request.url());
      });
      await page.route('**/similar-cars/*.json', (route) => route.fulfill({ status: 404, body: 'Not found' }));
      await page.goto(`${base}/cars/${car.slug}/`);
      const section = page.getByRole('region', { name: DEFAULT_STRINGS['similar.heading'] });
      await section.scrollIntoViewIfNeeded();
      const list = section.getByRole('list', { name: DEFAULT_STRINGS['similar.heading'] });
      await expect(list).not.toHaveAttribute('aria-busy', 'true', { timeout: SEARCH_LOADED_MS });
      expect(requested.some((url) => url.includes('similar-cars-live'))).toBe(true);
      expect(
        requested.some((url) => url.includes(site.search.backend === 'embedded' ? '/search-data/' : 'meilisearch')),
      ).toBe(true);
      const links = await list.locator('h3 a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      expect(links.length).toBeGreaterThan(0);
      // The same rule over the same stock: the live query finds what the build wrote.
      expect(links).toEqual(builtSimilarLinks(slug, car.id));
    });

    test('sold car: similar cars in narrower columns (six across on a wide screen)', async ({ page }) => {
      const sold = soldVisibleCar(slug);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${base}/cars/${sold.slug}/`);
      const section = page.getByRole('region', { name: DEFAULT_STRINGS['similar.heading'] });
      await section.scrollIntoViewIfNeeded();
      const list = section.getByRole('list', { name: DEFAULT_STRINGS['similar.heading'] });
      await expect(list).not.toHaveAttribute('aria-busy', 'true', { timeout: SEARCH_LOADED_MS });
      const tops = await list
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(tops.filter((top) => top === tops[0])).toHaveLength(SIMILAR_CARS_LIMIT);
      expect(await list.getByRole('article').count()).toBeGreaterThan(0);
      expect(
        await list.locator('h3 a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))),
      ).not.toContain(carPath(sold));
      await expectAccessible(page, '.similar-cars');

      // An in-stock car's page keeps the wider columns (three across).
      await page.goto(`${base}/cars/${richInStockCar(slug).slug}/`);
      const wide = page.getByRole('list', { name: DEFAULT_STRINGS['similar.heading'] }).getByRole('listitem');
      const wideTops = await wide.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().top)),
      );
      expect(wideTops.filter((top) => top === wideTops[0])).toHaveLength(3);
    });
  });
}
