/**
 * A tenant's site.json comes from outside. Its theme values are written into every page's
 * `<style>`, and its URLs into links: a hostile tenant must neither get a build nor, through any
 * value that passes validation, run script in the shopper's browser. This spec builds a throwaway
 * one-car tenant in a temporary copy of the project (not under sites/, so the other specs never see
 * it) and loads its pages in Chromium from the built files.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { ThemeSchema } from '../../src/domain/schemas/site-config.ts';
import { themeCss } from '../../src/domain/theme-css.ts';
import { minimalCarRow, minimalSiteInput } from '../fixtures/cars.ts';
import { copyProject } from '../../scripts/project-copy.ts';

const run = promisify(execFile);
const ORIGIN = 'http://hostile-theme.test';
const PWNED = 'window.__pwned=1';

/** Tricky values every theme field accepts: words that look like markup, every colour syntax. */
const TRICKY_THEME = {
  primary: 'rgb(11 61 145 / 90%)',
  primary_contrast: 'white',
  accent: 'hsl(350deg 100% 45%)',
  accent_contrast: '#fffF',
  surface: 'RebeccaPurple',
  text: '#1b1f24',
  font_family: `'style', "script", x-script_, sans-serif`,
  logo_url: '/logo.svg',
  radius: 0,
};

/** A breakout attempt in every theme field (and in the URL fields), each refused at load. */
const HOSTILE_THEME = {
  primary: `#000;}</style><script>${PWNED}</script><style>`,
  primary_contrast: `white}</style><img src=x onerror="${PWNED}">`,
  accent: 'url(javascript:alert(1))',
  accent_contrast: 'expression(alert(1))',
  surface: 'red;background:url(https://evil.example/x)',
  text: '</style><script>alert(1)</script>',
  font_family: `x;}</style><script>${PWNED}</script><style>`,
  logo_url: `javascript:${PWNED}`,
  radius: `0;}</style><script>${PWNED}</script>`,
};

const MIME: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

let root = '';

function site(slug: string, theme: Record<string, unknown>, placeUrl: string) {
  const location = minimalSiteInput.locations[0]!;
  return {
    ...minimalSiteInput,
    slug,
    name: 'Hostile Theme Motors',
    theme,
    locations: [{ ...location, address: { ...location.address, place_url: placeUrl } }],
  };
}

function writeTenant(slug: string, siteJson: unknown, stock: unknown[]) {
  mkdirSync(join(root, 'sites', slug, 'public'), { recursive: true });
  writeFileSync(join(root, 'sites', slug, 'site.json'), JSON.stringify(siteJson));
  writeFileSync(join(root, 'sites', slug, 'stock.json'), JSON.stringify(stock));
  writeFileSync(join(root, 'sites', slug, 'public', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

async function build(slug: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/build.ts', '--site', slug], {
      cwd: root,
      env: { ...process.env, BUILD_NOW: '2026-05-01T00:00:00Z' },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** Serves the tenant's built files at ORIGIN, so no server or port is needed. */
async function serveDist(page: Page, slug: string, override: Record<string, string> = {}) {
  const dist = resolve(root, 'dist', slug);
  await page.route(`${ORIGIN}/**`, async (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname);
    if (override[path] !== undefined)
      return route.fulfill({ status: 200, contentType: 'text/html', body: override[path] });
    let file = join(dist, path);
    if (!file.startsWith(dist)) return route.fulfill({ status: 404 });
    if (path.endsWith('/')) file = join(file, 'index.html');
    else if (!extname(path)) file = join(file, 'index.html');
    try {
      return await route.fulfill({
        status: 200,
        contentType: MIME[extname(file)] ?? 'application/octet-stream',
        body: readFileSync(file),
      });
    } catch {
      return route.fulfill({ status: 404, body: 'not found' });
    }
  });
  // Any other host (a beacon, a maps link) is not part of this test.
  await page.route(/^https?:\/\/(?!hostile-theme\.test)/, (route) => route.abort());
}

/** Loads a page and reports whether any script of the attacker ran or any dialog opened. */
async function visit(page: Page, path: string) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${ORIGIN}${path}`);
  await page.waitForLoadState('load');
  const pwned = await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);
  return { pwned, dialogs };
}

test.describe('a hostile tenant cannot run script through its theme or its links', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    root = copyProject('hostile-tenant-');
  });

  test.afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  test('hostile values in every theme field and URL are refused at load, naming file and field', async () => {
    const stock = [{ ...minimalCarRow, id: 1, slug: 'a-car' }];
    writeTenant('hostile-refused', site('hostile-refused', HOSTILE_THEME, `javascript:${PWNED}`), stock);
    const { code, output } = await build('hostile-refused');
    expect(code).not.toBe(0);
    for (const field of Object.keys(HOSTILE_THEME))
      expect(output).toContain(`sites/hostile-refused/site.json: theme.${field}: expected`);
    expect(output).toContain('sites/hostile-refused/site.json: locations[0].address.place_url: expected a full http');
    expect(output).not.toContain('Astro');
  });

  test('a javascript: history report in the feed is refused at load, naming the row and field', async () => {
    const stock = [
      minimalCarRow,
      { ...minimalCarRow, id: 2, slug: 'b-car', stocknum: 'B2', file: `javascript:${PWNED}` },
    ];
    writeTenant('hostile-feed', site('hostile-feed', TRICKY_THEME, 'https://maps.example/?q=1'), stock);
    const { code, output } = await build('hostile-feed');
    expect(code).not.toBe(0);
    expect(output).toContain(
      `sites/hostile-feed/stock.json: car 2 (stocknum B2): file: expected a path starting with "/" or a full http:// or https:// URL, got "javascript:${PWNED}"`,
    );
  });

  test('tricky but valid values build, and no page runs script or leaves its <style>', async ({ page }) => {
    test.setTimeout(300_000);
    const stock = [{ ...minimalCarRow, id: 1, slug: 'a-car', file: '/reports/a123.pdf' }];
    writeTenant('hostile-theme', site('hostile-theme', TRICKY_THEME, 'https://maps.example/?q=1'), stock);
    const { code, output } = await build('hostile-theme');
    expect(output).toContain('✓ hostile-theme');
    expect(code).toBe(0);
    await serveDist(page, 'hostile-theme');

    for (const path of ['/', '/cars/a-car/']) {
      expect(await visit(page, path)).toEqual({ pwned: undefined, dialogs: [] });
      // Exactly the one theme rule, inside its own <style>, with the values as given.
      const themeStyle = await page.evaluate(
        () =>
          [...document.querySelectorAll('head style')]
            .map((s) => s.textContent)
            .filter((t) => t?.startsWith(':root{--brand'))[0],
      );
      expect(themeStyle).toBe(themeCss(ThemeSchema.parse(TRICKY_THEME)));
      const font = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--font'));
      expect(font.trim()).toBe(TRICKY_THEME.font_family);
      const stray = await page.evaluate(() => ({
        themeRules: [...document.querySelectorAll('style')].filter((s) => s.textContent?.includes('--brand:')).length,
        bodyText: document.body.textContent?.includes(':root{') ?? false,
      }));
      expect(stray).toEqual({ themeRules: 1, bodyText: false });
    }
    // The history report link is the site path the feed gave.
    await expect(page.locator('a[href="/reports/a123.pdf"]').first()).toBeAttached();
  });

  test('even a value that slipped past validation stays inside its <style>: the escaping alone holds', async ({
    page,
  }) => {
    const html = readFileSync(join(root, 'dist', 'hostile-theme', 'index.html'), 'utf8');
    const unchecked = { ...ThemeSchema.parse({}), ...HOSTILE_THEME, logo_url: null, radius: Number.NaN };
    const hostileHtml = html.replace(/<style>:root\{--brand[^<]*<\/style>/, `<style>${themeCss(unchecked)}</style>`);
    expect(hostileHtml).not.toBe(html);
    await serveDist(page, 'hostile-theme', { '/escaped/': hostileHtml });
    expect(await visit(page, '/escaped/')).toEqual({ pwned: undefined, dialogs: [] });
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.locator('header').count()).toBeGreaterThan(0);
  });
});
