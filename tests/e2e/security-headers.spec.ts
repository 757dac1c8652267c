/**
 * The security headers in a browser (issue 13): every sample tenant's page types load and work
 * under the Content-Security-Policy the build wrote (scripts/security-headers.ts), with no
 * violation reported, and no page can be framed. A violation is caught both as the page's
 * `securitypolicyviolation` event (an init script reports each to the test as it happens, across
 * navigations and frames) and as Chromium's console message, so a blocked inline script, island
 * chunk or fetch fails the test whichever way the browser tells of it.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_STRINGS } from '../../src/domain/strings.ts';
import { SLUGS, origin, resultsPath, richInStockCar } from './tenant-fixtures.ts';

/** What the page and the console said about CSP (and Permissions-Policy, whose mistakes Chromium logs). */
async function recordViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__reportCspViolation', (line: string) => seen.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as Window & { __reportCspViolation?: (line: string) => void }).__reportCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy|Permissions-Policy/i.test(message.text()))
      seen.push(`console: ${message.text()}`);
  });
  return seen;
}

/**
 * Scrolls down the whole page, so every `client:visible` island hydrates, then waits for all those
 * shown (a form in a closed dialog waits for its dialog).
 */
async function hydrateAll(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  // The gallery's fullscreen island hydrates on the first pointer over the gallery (client:interaction, issue 20).
  for (const gallery of await page.locator('car-gallery').all()) await gallery.hover();
  const pending = page.locator('astro-island[ssr]').filter({ visible: true });
  // On a busy machine no frame may be drawn while the scroll passes a short island, so its intersection is never
  // seen (CI: the delivery check left unhydrated): each one still waiting is scrolled into view. The islands' code
  // loads slowly there too: more than the default 5 s.
  await expect(async () => {
    await page.evaluate(async () => {
      for (const island of document.querySelectorAll('astro-island[ssr]')) {
        // The island itself is `display: contents`: its first element shows where it is.
        const shown = island.firstElementChild;
        if (!shown?.checkVisibility()) continue;
        shown.scrollIntoView({ block: 'center' });
        // A frame drawn with it in view, so its observer sees it.
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
      }
    });
    await expect(pending).toHaveCount(0, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** The page's own CSP: present, scripts only by file and hash, never framed. */
function expectPolicy(header: string | undefined) {
  expect(header).toBeTruthy();
  const scriptSrc = header!.split(';').find((directive) => directive.trim().startsWith('script-src'))!;
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(header).toContain("frame-ancestors 'none'");
}

for (const slug of SLUGS) {
  const base = origin(slug);

  test.describe(`${slug}: no Content-Security-Policy violation`, () => {
    // Several pages per test, each with its islands hydrated, on a shared machine.
    test.describe.configure({ timeout: 120_000 });

    test('home, search results with a filter, the budget search, contact (locations and a form), 404', async ({
      page,
    }) => {
      const violations = await recordViolations(page);

      const home = await page.goto(`${base}/`);
      expectPolicy(home?.headers()['content-security-policy']);
      await hydrateAll(page);

      await page.goto(`${base}${resultsPath(slug)}`);
      await hydrateAll(page);
      const before = page.url();
      await page.getByRole('group', { name: 'Make' }).getByRole('checkbox').first().check();
      await expect(page).not.toHaveURL(before);
      await expect(page.getByRole('status').filter({ hasText: /found/ })).toBeVisible();

      await page.goto(`${base}/find-cars-for-your-budget/`);
      await hydrateAll(page);

      await page.goto(`${base}/contact-us/`);
      await expect(page.getByRole('table', { name: 'Opening hours' }).first()).toBeVisible();
      await hydrateAll(page);
      // Its first focus fetches the form's fill-time token (/api/form-token).
      const tokenFetched = page.waitForResponse((response) => response.url().endsWith('/api/form-token'));
      await page.locator('.lead-section').getByLabel('First Name').focus();
      await tokenFetched;

      const missing = await page.goto(`${base}/no-such-page/`);
      expect(missing?.status()).toBe(404);
      expectPolicy(missing?.headers()['content-security-policy']);
      await hydrateAll(page);

      expect(violations).toEqual([]);
    });

    test('vehicle page: gallery fullscreen, the tools, a lead form opened and checked; the print page', async ({
      page,
    }) => {
      const violations = await recordViolations(page);
      const car = richInStockCar(slug);

      const response = await page.goto(`${base}/cars/${car.slug}/`);
      expectPolicy(response?.headers()['content-security-policy']);
      await hydrateAll(page);

      await page.getByRole('button', { name: 'Fullscreen' }).first().click();
      const gallery = page.locator('dialog.gallery-fullscreen');
      await expect(gallery).toBeVisible({ timeout: 30_000 });
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Escape');
      await expect(gallery).toBeHidden();

      // A lead form in its dialog: its code loads on the click; an empty submit shows the errors.
      const opener = page
        .getByRole('region', { name: DEFAULT_STRINGS['contact.heading'] })
        .locator('a[data-lead-dialog]')
        .first();
      await opener.click();
      const dialog = page.locator('dialog[open]');
      await expect(dialog).toBeVisible({ timeout: 30_000 });
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog.locator('.form-errors')).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();

      await page.goto(`${base}/print?car_id=${car.slug}`);
      await expect(page.locator('[data-print-sheet]')).toBeVisible({ timeout: 30_000 });

      expect(violations).toEqual([]);
    });

    test('a page cannot be framed', async ({ page }) => {
      // The framing page has no policy of its own: only the site's frame-ancestors can refuse.
      const refused = page.waitForEvent('console', (message) => message.text().includes("frame-ancestors 'none'"));
      await page.setContent(`<iframe src="${base}/" title="framed"></iframe>`);
      expect((await refused).text()).toContain(`Framing '${base}/'`);
      // The frame holds Chromium's error page, not the site.
      const framed = page.frames().find((frame) => frame !== page.mainFrame());
      expect(framed?.url()).toBe('chrome-error://chromewebdata/');
    });
  });
}

test('the development list of tenants loads under its own policy', async ({ page }) => {
  const violations = await recordViolations(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
  await expect(page.getByRole('heading', { level: 1, name: 'Dealer sites' })).toBeVisible();
  expect(violations).toEqual([]);
});
