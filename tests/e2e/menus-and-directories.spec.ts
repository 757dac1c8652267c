import { allViolations } from './axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { origin } from './tenant-fixtures.ts';

// Issue 17 items 7–9 (remainders): the brands dropdown opening by hover or click, the models of one body type
// (/models/{body}, and /models?body= going there), /search/{model}, /{model}/accessories, and the manufacturer and
// model directory searches (spec 01 §2: text query, make, model and body filters, 21 hits a page).
const SINGLE = 'harbour-city-toyota';
const GROUP = 'big-country-motor-group';
const USED = 'southside-used-cars';

async function axeClean(page: Page) {
  expect(await allViolations(page)).toEqual([]);
}

/** Axe at 390 and 1280 px, with a full-page screenshot of each. */
async function axeAndScreenshots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await axeClean(page);
    await page.screenshot({ path: `test-results/screenshots/menus/${name}-${width}.png`, fullPage: true });
  }
}

async function expectCrumbs(page: Page, current: string, parents: string[] = []) {
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  for (const parent of parents) await expect(crumbs.getByRole('link', { name: parent })).toBeVisible();
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(current);
}

// The desktop menu from its breakpoint (992 px) up: a tenant's longest menu (the group's ten items) stays inside the
// window, and no item's label breaks over two lines (the items wrap as whole items into a second row instead).
test.describe('the desktop menu fits', () => {
  for (const slug of [SINGLE, GROUP, USED]) {
    for (const width of [992, 1280]) {
      test(`${slug} at ${width} px: every item on one line, inside the window`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${origin(slug)}/`);
        const items = page
          .getByRole('navigation', { name: 'Main' })
          .locator(':scope > ul > li > a, :scope > ul > li > details > summary');
        expect(await items.count()).toBeGreaterThan(3);
        for (const item of await items.all()) {
          const box = (await item.boundingBox())!;
          const lineHeight = await item.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
          const label = (await item.textContent())?.trim();
          expect(box.x + box.width, `${label}: its right edge`).toBeLessThanOrEqual(width);
          // One line of text plus the link's vertical padding (10 px each side).
          expect(box.height, `${label}: its height`).toBeLessThan(lineHeight * 2);
        }
      });
    }
  }
});

test.describe('brands dropdown (spec 02 §2 "opens and closes by hover or click")', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  const brands = (page: Page) =>
    page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Brands' });
  const toyota = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Toyota' });

  test('hover opens it; moving into the panel keeps it open; leaving closes it', async ({ page }) => {
    await page.goto(`${origin(GROUP)}/`);
    await expect(brands(page)).toHaveAttribute('aria-expanded', 'false');
    await brands(page).hover();
    await expect(brands(page)).toHaveAttribute('aria-expanded', 'true');
    await toyota(page).hover();
    await expect(toyota(page)).toBeVisible();
    await expect(brands(page)).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 800);
    await expect(toyota(page)).toBeHidden();
    await expect(brands(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click after the hover keeps it open, a second click closes it', async ({ page }) => {
    await page.goto(`${origin(GROUP)}/`);
    await brands(page).click();
    await expect(brands(page)).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 800);
    await expect(toyota(page)).toBeVisible();
    await brands(page).click();
    await expect(brands(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: Enter opens it, Escape closes it and leaves the focus on it', async ({ page }) => {
    await page.goto(`${origin(GROUP)}/`);
    await brands(page).focus();
    await page.keyboard.press('Enter');
    await expect(brands(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(toyota(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(brands(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(brands(page)).toBeFocused();
  });

  test('the dropdown ends with the manufacturer directory search', async ({ page }) => {
    await page.goto(`${origin(GROUP)}/`);
    await brands(page).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find a Brand' }).click();
    await expect(page).toHaveURL(`${origin(GROUP)}/brands/search`);
    await expect(page.getByRole('heading', { level: 1, name: 'Find a Brand' })).toBeVisible();
  });
});

test.describe('models by body type (spec 02 §2 "/models?body=")', () => {
  test('the Vehicles dropdown goes to one body type: only its models, with breadcrumbs, axe clean', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${origin(SINGLE)}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.locator('summary', { hasText: 'Vehicles' }).click();
    await nav.getByRole('link', { name: 'Ute', exact: true }).click();
    await expect(page).toHaveURL(`${origin(SINGLE)}/models/ute`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ute Models' })).toBeVisible();
    await expectCrumbs(page, 'Ute Models', ['Models by Body Type']);
    await expect(page.locator('main h2')).toHaveText(['Ute']);
    await expect(page.getByRole('heading', { level: 3, name: 'Toyota HiLux' })).toBeVisible();
    await axeAndScreenshots(page, `${SINGLE}_models_ute`);
  });

  test('/models?body=SUV shows the SUV models', async ({ page }) => {
    await page.goto(`${origin(SINGLE)}/models?body=SUV`);
    await expect(page).toHaveURL(`${origin(SINGLE)}/models/suv`);
    await expect(page.getByRole('heading', { level: 1, name: 'SUV Models' })).toBeVisible();
    await expect(page.locator('main h2')).toHaveText(['SUV']);
  });

  test('without script the body type page is the filtered view', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin(SINGLE)}/models/suv`);
    await expect(page.locator('main h2')).toHaveText(['SUV']);
    await context.close();
  });
});

test.describe('/search/{model} (issue 17 item 7)', () => {
  test('a results page of one model, linked from /models and the brand overview', async ({ page }) => {
    test.setTimeout(90_000); // axe twice on a results page
    await page.goto(`${origin(SINGLE)}/models`);
    await page.getByRole('link', { name: 'Toyota HiLux', exact: true }).first().click();
    await expect(page).toHaveURL(`${origin(SINGLE)}/search/hilux`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('HiLux');
    const cards = page.locator('.vehicle-card');
    await expect(cards.first()).toBeVisible();
    for (const title of await cards.locator('h2, h3').allTextContents()) expect(title).toContain('HiLux');
    await axeAndScreenshots(page, `${SINGLE}_search_hilux`);
    await page.goto(`${origin(SINGLE)}/toyota/overview`);
    await expect(page.getByRole('link', { name: 'HiLux', exact: true })).toHaveAttribute('href', '/search/hilux');
  });

  test('the group (/used-car/ prefix) gets /used-car/{model}', async ({ page }) => {
    await page.goto(`${origin(GROUP)}/models/ute`);
    const href = await page.getByRole('link', { name: 'Ford Ranger', exact: true }).first().getAttribute('href');
    expect(href).toBe('/used-car/ranger');
    expect((await page.goto(`${origin(GROUP)}${href}`))?.status()).toBe(200);
  });
});

test.describe('/{model}/accessories (issue 17 item 7)', () => {
  test('built from the tenant content, linked from the model, with breadcrumbs, axe clean', async ({ page }) => {
    await page.goto(`${origin(SINGLE)}/models/ute`);
    await page.getByRole('link', { name: 'HiLux accessories' }).click();
    await expect(page).toHaveURL(`${origin(SINGLE)}/hilux/accessories`);
    await expect(page.getByRole('heading', { level: 1, name: 'Toyota HiLux Accessories' })).toBeVisible();
    await expectCrumbs(page, 'Toyota HiLux Accessories', ['Toyota Overview']);
    await expect(page.getByRole('heading', { level: 2, name: 'Steel bull bar' })).toBeVisible();
    await expect(page.getByText('From $3,450 fitted')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Toyota HiLux stock' })).toHaveAttribute('href', '/search/hilux');
    await axeAndScreenshots(page, `${SINGLE}_hilux_accessories`);
  });

  test('no content, no page and no link', async ({ page }) => {
    expect((await page.goto(`${origin(USED)}/hilux/accessories`))?.status()).toBe(404);
    await page.goto(`${origin(USED)}/models`);
    await expect(page.getByRole('link', { name: /accessories/ })).toHaveCount(0);
    expect((await page.goto(`${origin(SINGLE)}/camry/accessories`))?.status()).toBe(404);
  });
});

test.describe('directory searches (spec 01 §2: text query, make, model and body; 21 hits a page)', () => {
  for (const width of [390, 1280]) {
    test(`model directory at ${width} px: labelled search, filters, count announced, 21 a page`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${origin(GROUP)}/models/search`);
      await expect(page.getByRole('heading', { level: 1, name: 'Find a Model' })).toBeVisible();
      await expectCrumbs(page, 'Find a Model', ['Models by Body Type']);
      const status = page.getByRole('status');
      const hits = page.locator('.directory-search__hits > li:visible');
      await expect(status).toHaveText(/^\d+ models, page 1 of \d+$/);
      await expect(hits).toHaveCount(21);
      await axeClean(page);
      await page.screenshot({
        path: `test-results/screenshots/menus/${GROUP}_models_search-${width}.png`,
        fullPage: true,
      });
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(status).toHaveText(/page 2 of/);
      await expect(page).toHaveURL(/[?&]page=2/);

      await page.getByRole('searchbox', { name: 'Search models' }).fill('ranger');
      await expect(status).toHaveText('1 model');
      await expect(hits).toHaveCount(1);
      await expect(hits.getByRole('heading')).toHaveText('Ford Ranger');
      await page.getByRole('searchbox', { name: 'Search models' }).fill('');
      await page.getByLabel('Make').selectOption('Toyota');
      await page.getByLabel('Body type').selectOption('Ute');
      await expect(hits.getByRole('heading')).toHaveText(['Toyota HiLux']);
      await page.getByLabel('Body type').selectOption('Convertible');
      await expect(status).toHaveText('No models match');
      await axeClean(page);
    });
  }

  test('manufacturer directory: the makes, filtered by model and body, linking to their overviews', async ({
    page,
  }) => {
    await page.goto(`${origin(GROUP)}/brands/search?model=Ranger`);
    await expect(page.getByLabel('Model')).toHaveValue('Ranger');
    const hits = page.locator('.directory-search__hits > li:visible');
    await expect(hits.getByRole('heading')).toHaveText(['Ford']);
    await expect(hits.getByRole('link', { name: 'Ford' })).toHaveAttribute('href', '/ford/overview');
    await expectCrumbs(page, 'Find a Brand', ['Our Brands']);
    await axeAndScreenshots(page, `${GROUP}_brands_search`);
  });

  test('without script every hit is listed and no form shows', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin(SINGLE)}/models/search`);
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    const count = Number((await page.getByRole('status').textContent())?.match(/\d+/)?.[0]);
    await expect(page.locator('.directory-search__hits > li:visible')).toHaveCount(count);
    await context.close();
  });
});
