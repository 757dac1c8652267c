import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seriousViolations } from './axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { isInStock } from '../../src/domain/stock.ts';
import { SPIN_PIXELS_PER_FRAME } from '../../src/domain/vehicle-page.ts';
import type { Car } from '../../src/domain/schemas/car.ts';
import { SLUGS, origin, tenant } from './tenant-fixtures.ts';

// The vehicle page's gallery and spin viewer (spec 01 §2 "image carousel with thumbnails (only when
// in stock and more than 3 images) ... Fullscreen image view: thumbnails when more than 3 images; a
// custom slider may sit at the second slide position; arrow keys navigate. Spin viewer with Spin,
// Images and Interior views, fullscreen mode, hotspots and a 'Swipe to spin' hint", §4 "Leaving
// gallery resets the gallery index", §9 "Spin: 20 pixels per frame; auto-rotate every 100 ms").
// Driven by role and label on the built sites; axe runs in every state the tests create.
// Every sample tenant (the group's 4,000-car page is built the same way).

// Each test walks several states and runs axe in each: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** The fullscreen view's chunk: requested only when used. */
const ON_DEMAND_CODE = /\/_astro\/GalleryFullscreen\.[^/]*js$/;

function pick(slug: string, what: string, test: (car: Car) => boolean): Car {
  const found = tenant(slug).cars.find(test);
  if (!found) throw new Error(`${slug}: no ${what} in the sample stock`);
  return found;
}
const inStockWithThumbnails = (slug: string) =>
  pick(
    slug,
    'in-stock car with more than 3 images',
    (car) => isInStock(car) && car.images.length > 3 && !car.spin_images?.length,
  );
const inStockWithThreeImages = (slug: string) =>
  pick(slug, 'in-stock car with 3 images', (car) => isInStock(car) && car.images.length === 3);
const soldWithImages = (slug: string) =>
  pick(slug, 'sold car with more than 3 images', (car) => !isInStock(car) && car.images.length > 3);
const spinCar = (slug: string) =>
  pick(
    slug,
    'in-stock car with spin frames, photos, an interior and hotspots',
    (car) =>
      isInStock(car) &&
      (car.spin_images?.length ?? 0) > 1 &&
      car.images.length > 1 &&
      !!car.spin_interior_image &&
      !!car.hotspots?.exterior.length &&
      !!car.hotspots.interior.length,
  );

/** No serious or critical WCAG 2.1 AA violation inside `selector`. */
async function expectAccessible(page: Page, selector: string) {
  expect(await seriousViolations(page, selector)).toEqual([]);
}

/** Sums the layout shifts whose moved elements are inside `selector`, from the page's start. */
async function watchLayoutShift(page: Page, selector: string) {
  await page.addInitScript((inside) => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node }[] }[]) {
        if (entry.sources?.some((source) => source.node instanceof Element && source.node.closest(inside)))
          w.shifted += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, selector);
}
async function layoutShift(page: Page): Promise<number> {
  await page.waitForTimeout(300); // observers report after the frame
  return page.evaluate(() => (window as unknown as { shifted: number }).shifted);
}

/** Script requests for the on-demand chunks, from the first request of the page on. */
function onDemandRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (ON_DEMAND_CODE.test(request.url())) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

/**
 * Opens the car's page and waits for <car-gallery>, which moves the carousel with no framework; the gallery island
 * (the fullscreen view) hydrates only on the first pointer, key or focus in the gallery.
 */
async function openCar(page: Page, slug: string, car: Car) {
  await page.goto(`${origin(slug)}/cars/${car.slug}`);
  await page.waitForFunction(() => customElements.get('car-gallery') !== undefined);
}

const galleryIsland = (page: Page) => page.locator('astro-island[component-url*="CarGallery"]');

/** Opens a spin car's page and waits for <car-spin>, the spin viewer (no framework). */
async function openSpinCar(page: Page, slug: string, car: Car) {
  await openCar(page, slug, car);
  await page.waitForFunction(() => customElements.get('car-spin') !== undefined);
}

/** Hydrates the gallery island as a shopper would, with a pointer over the gallery (Astro drops `ssr` once it has). */
async function hydrateGallery(page: Page) {
  await carousel(page).hover();
  await expect(galleryIsland(page)).not.toHaveAttribute('ssr');
}

/** Every island's code and the framework's on the car's built page (their URLs in its HTML), so a test can refuse them. */
function islandCode(slug: string, car: Car): Set<string> {
  const html = readFileSync(join(process.cwd(), 'dist', slug, 'cars', car.slug, 'index.html'), 'utf8');
  return new Set([...html.matchAll(/\b(?:component|renderer)-url="([^"]+)"/g)].map((match) => match[1]!));
}

/** The carousel with no React at all: every island's code refused, as if it had not loaded yet. */
async function withoutIslands(page: Page, slug: string, car: Car) {
  const refused = islandCode(slug, car);
  await page.route(
    (url) => refused.has(url.pathname),
    (route) => route.abort(),
  );
}

const carousel = (page: Page) => page.getByRole('region', { name: 'Photos' });
const position = (index: number, count: number) => `Photo ${index} of ${count}`;

for (const slug of SLUGS) {
  test.describe(`${slug}: gallery`, () => {
    test('an in-stock car with more than 3 images: the first photo is in the static HTML at its size, thumbnails, and no framework code loads before the shopper interacts', async ({
      page,
    }) => {
      const car = inStockWithThumbnails(slug);
      const count = car.images.length;
      const islands = islandCode(slug, car);
      const requested: string[] = [];
      page.on('request', (request) => {
        if (islands.has(new URL(request.url()).pathname)) requested.push(new URL(request.url()).pathname);
      });

      // No layout shift inside the gallery while the page loads, nor when the island hydrates.
      await watchLayoutShift(page, '.car-gallery');
      await openCar(page, slug, car);
      await page.waitForTimeout(500);
      expect(requested, 'no island code, React included, before an interaction').toEqual([]);
      await expect(galleryIsland(page)).toHaveAttribute('ssr');

      // The largest paint is in the HTML before any script: 600x400, high priority, the first two eager.
      const html = await page.evaluate(() => fetch(location.href).then((response) => response.text()));
      const images = [...html.matchAll(/<img\b[^>]*>/g)]
        .map((match) => match[0])
        .filter((tag) => /alt="[^"]*, photo \d+ of \d+"/.test(tag));
      expect(images).toHaveLength(count);
      expect(images[0]).toMatch(/fetchpriority="high"/i);
      expect(images[0]).toMatch(/width="600"/);
      expect(images[0]).toMatch(/height="400"/);
      expect(images[0]).toMatch(/loading="eager"/);
      expect(images[1]).toMatch(/loading="eager"/);
      expect(images[2]).toMatch(/loading="lazy"/);

      await hydrateGallery(page);
      expect(await layoutShift(page), 'layout shift in the gallery').toBeLessThan(0.001);
    });

    for (const when of ['before hydration', 'after hydration'] as const) {
      test(`${when}: the carousel moves by button, thumbnail, arrow keys and swipe, and passes axe`, async ({
        page,
      }) => {
        const car = inStockWithThumbnails(slug);
        const count = car.images.length;
        if (when === 'before hydration') await withoutIslands(page, slug, car);
        await openCar(page, slug, car);
        if (when === 'after hydration') await hydrateGallery(page);

        const region = carousel(page);
        const thumbnails = region.getByRole('list', { name: 'All photos' }).getByRole('button');
        await expect(thumbnails).toHaveCount(count);
        const counter = region.getByText(/^Photo \d+ of \d+$/);
        await expect(counter).toHaveText(position(1, count));
        await expect(thumbnails.first()).toHaveAttribute('aria-current', 'true');
        await expect(region.getByRole('button', { name: 'Previous photo' })).toHaveAttribute('aria-disabled', 'true');
        await expectAccessible(page, '.car-gallery');

        await region.getByRole('button', { name: 'Next photo' }).click();
        await expect(counter).toHaveText(position(2, count));
        await expect(region.getByRole('group', { name: position(2, count) })).not.toHaveAttribute('inert');
        await expect(region.getByRole('group', { name: position(1, count) })).toHaveAttribute('inert');
        await expect(region.getByRole('button', { name: position(2, count) })).toHaveAttribute('aria-current', 'true');

        await region.getByRole('button', { name: position(4, count) }).click();
        await expect(counter).toHaveText(position(4, count));
        await expect(region.getByRole('group', { name: position(4, count) }).getByRole('img')).toBeInViewport();

        await region.getByRole('button', { name: 'Previous photo' }).click();
        await expect(counter).toHaveText(position(3, count));

        // The keyboard: ArrowRight and ArrowLeft (key codes 39 and 37) from the carousel's controls.
        await region.getByRole('button', { name: 'Next photo' }).focus();
        await page.keyboard.press('ArrowRight');
        await expect(counter).toHaveText(position(4, count));
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('ArrowLeft');
        await expect(counter).toHaveText(position(2, count));
        await expect(region.getByRole('group', { name: position(2, count) }).getByRole('img')).toBeInViewport();

        // A swipe with a finger, right to left across most of the photo: the native scroller snaps to the next one.
        // The shopper's finger comes once the photo has arrived: the keys' smooth scroll has come to rest (a touch in
        // the middle of it, on a loaded machine, met the element sending the scroll on to its target).
        const viewport = region.locator('.car-gallery__viewport');
        await expect
          .poll(() => viewport.evaluate((element) => Math.abs(element.scrollLeft - element.clientWidth)))
          .toBeLessThanOrEqual(2);
        const box = (await region.getByRole('group', { name: position(2, count) }).boundingBox())!;
        const cdp = await page.context().newCDPSession(page);
        const y = box.y + box.height / 2;
        const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
          cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
        await touch('touchStart', box.x + box.width * 0.9);
        for (let step = 1; step <= 10; step++) await touch('touchMove', box.x + box.width * (0.9 - step * 0.07));
        // The finger rests before it lifts, so no fling carries on (on a loaded machine the moves arrive together, as
        // one fast flick that can carry past the next photo): the scroller snaps to the nearest photo, the next one.
        await page.waitForTimeout(150);
        await touch('touchEnd', 0);
        await expect(counter).toHaveText(position(3, count));
        await expect(region.getByRole('group', { name: position(3, count) }).getByRole('img')).toBeInViewport();
        await expect(region.getByRole('button', { name: position(3, count) })).toHaveAttribute('aria-current', 'true');
        await expectAccessible(page, '.car-gallery');
        if (when === 'before hydration') await expect(galleryIsland(page), 'React never ran').toHaveAttribute('ssr');
      });
    }

    test('an in-stock car with exactly 3 images shows no thumbnails', async ({ page }) => {
      await openCar(page, slug, inStockWithThreeImages(slug));
      await expect(carousel(page).getByText(position(1, 3))).toBeVisible();
      await expect(carousel(page).getByRole('list', { name: 'All photos' })).toHaveCount(0);
      await expectAccessible(page, '.car-gallery');
    });

    test('a sold car shows no thumbnails, whatever its number of images', async ({ page }) => {
      const car = soldWithImages(slug);
      await openCar(page, slug, car);
      await expect(carousel(page).getByText(position(1, car.images.length))).toBeVisible();
      await expect(carousel(page).getByRole('list', { name: 'All photos' })).toHaveCount(0);
      await expectAccessible(page, '.car-gallery');
    });

    test('fullscreen loads on first use: thumbnails, the custom slide second where configured, arrow keys move, Escape closes and focus returns', async ({
      page,
    }) => {
      const car = inStockWithThumbnails(slug);
      const custom = tenant(slug).site.gallery.custom_slide;
      const count = car.images.length + (custom ? 1 : 0);
      const loaded = onDemandRequests(page);
      await openCar(page, slug, car);
      expect(loaded, 'no fullscreen code before it is used').toEqual([]);
      await expect(galleryIsland(page), 'the click below comes before the island has hydrated').toHaveAttribute('ssr');

      const open = carousel(page).getByRole('button', { name: 'Fullscreen' });
      await open.click();
      const dialog = page.getByRole('dialog', { name: `${car.year} ${car.make}`, exact: false });
      await expect(dialog).toBeVisible();
      expect(loaded.some((url) => url.includes('GalleryFullscreen'))).toBe(true);

      const counter = dialog.getByText(/^Photo \d+ of \d+$/);
      await expect(counter).toHaveText(position(1, count));
      await expect(dialog.getByRole('list', { name: 'All photos' }).getByRole('button')).toHaveCount(count);
      await expectAccessible(page, 'dialog.gallery-fullscreen');

      await page.keyboard.press('ArrowRight'); // key code 39
      await expect(counter).toHaveText(position(2, count));
      if (custom) {
        const slide = dialog.getByRole('group', { name: position(2, count) });
        await expect(slide.getByRole('link', { name: custom.alt })).toHaveAttribute('href', custom.href!);
        await expect(slide.getByRole('img', { name: custom.alt })).toBeVisible();
      }
      await page.keyboard.press('ArrowRight');
      await expect(counter).toHaveText(position(3, count));
      await page.keyboard.press('ArrowLeft'); // key code 37
      await expect(counter).toHaveText(position(2, count));
      await page.keyboard.press('ArrowRight');
      await expect(counter).toHaveText(position(3, count));
      await expectAccessible(page, 'dialog.gallery-fullscreen');

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();
      // The carousel shows the photo last seen fullscreen (the third slide there is the second photo past a custom slide).
      await expect(carousel(page).getByText(/^Photo \d+ of \d+$/)).toHaveText(
        position(custom ? 2 : 3, car.images.length),
      );
    });
    test('before hydration: Fullscreen pressed with the keyboard opens once the island has hydrated on that focus', async ({
      page,
    }) => {
      const car = inStockWithThumbnails(slug);
      await openCar(page, slug, car);
      await expect(galleryIsland(page)).toHaveAttribute('ssr');
      const open = carousel(page).getByRole('button', { name: 'Fullscreen' });
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: `${car.year} ${car.make}`, exact: false });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();
    });
  });

  test.describe(`${slug}: 360 spin viewer`, () => {
    // Short enough that the spin section starts below the fold on every sample tenant.
    test.use({ viewport: { width: 1280, height: 640 } });

    test('it turns by itself with no framework, and touching it loads none; drag turns one frame per 20 px; the hint stays until the first touch', async ({
      page,
    }) => {
      const car = spinCar(slug);
      const frames = car.spin_images!.length;
      const islands = islandCode(slug, car);
      const islandRequests: string[] = [];
      page.on('request', (request) => {
        if (islands.has(new URL(request.url()).pathname)) islandRequests.push(request.url());
      });
      await watchLayoutShift(page, '.spin-section');
      await openSpinCar(page, slug, car);
      const section = page.getByRole('region', { name: '360° View' });
      expect((await section.boundingBox())!.y, 'the spin section starts below the fold').toBeGreaterThan(640 + 100);

      // Issue 20: in view, it turns by itself, and the page has loaded no island and no React.
      await section.scrollIntoViewIfNeeded();
      const turntable = section.getByRole('slider', { name: 'Turn the car' });
      await expect(turntable).toBeVisible();
      const first = (await turntable.getAttribute('aria-valuenow'))!;
      await expect(turntable, 'it turns by itself').not.toHaveAttribute('aria-valuenow', first, { timeout: 5000 });
      const hint = section.getByText('Swipe to spin');
      await expect(hint).toBeVisible();
      await expect(section.getByRole('radio', { name: 'Spin' })).toBeChecked();
      await expectAccessible(page, '.spin-section');

      // A pointer over it is no touch: it turns on.
      await turntable.hover();
      const hoveredAt = (await turntable.getAttribute('aria-valuenow'))!;
      await expect(turntable, 'a pointer over it is no touch: it turns on').not.toHaveAttribute(
        'aria-valuenow',
        hoveredAt,
      );
      await expect(hint).toBeVisible();
      expect(await layoutShift(page), 'turning shifts nothing').toBeLessThan(0.001);

      const stage = section.locator('.spin__stage');
      const frame = async () => Number(await stage.getAttribute('data-frame'));
      const box = (await turntable.boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await expect(hint, 'the hint goes at the first touch').toBeHidden();
      const start = await frame(); // read after the press: auto-rotation has stopped
      const expectFrame = (value: number, message?: string) =>
        expect(stage, message).toHaveAttribute('data-frame', String(((value % frames) + frames) % frames));
      await page.mouse.move(x + 3 * SPIN_PIXELS_PER_FRAME, y, { steps: 6 });
      await expectFrame(start + 3, '3 x 20 px turns 3 frames');
      await expect(turntable).toHaveAttribute('aria-valuenow', String(((start + 3) % frames) + 1));
      await page.mouse.move(x + 4 * SPIN_PIXELS_PER_FRAME - 1, y, { steps: 3 });
      await page.waitForTimeout(100);
      await expectFrame(start + 3, '19 px more is not yet a frame');
      await page.mouse.move(x + 4 * SPIN_PIXELS_PER_FRAME, y);
      await expectFrame(start + 4, 'the 20th pixel is');
      await page.mouse.move(x - 5 * SPIN_PIXELS_PER_FRAME, y, { steps: 10 });
      await expectFrame(start - 5, 'back past the start wraps around');
      await page.mouse.up();
      await expect(section.locator('.spin__turntable img')).toHaveAttribute(
        'src',
        new RegExp(`${String((start - 5 + frames) % frames).padStart(2, '0')}\\.svg$`),
      );
      await page.waitForTimeout(350);
      await expectFrame(start - 5, 'auto-rotation stopped for good');

      // A swipe with a finger: the same 20 px per frame.
      const cdp = await page.context().newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: at, y }] });
      const before = await frame();
      await touch('touchStart', x);
      for (let step = 1; step <= 4; step++) await touch('touchMove', x - step * SPIN_PIXELS_PER_FRAME);
      await touch('touchEnd', x);
      await expectFrame(before - 4, 'a swipe left of 4 x 20 px');

      // The arrow keys turn it one frame.
      await turntable.focus();
      await page.keyboard.press('ArrowRight');
      await expectFrame(before - 3);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expectFrame(before - 5);
      await expectAccessible(page, '.spin-section');
      expect(islandRequests, 'no island code and no framework for any of it').toEqual([]);
    });

    test('a view picked before the viewer has loaded is shown once it has', async ({ page }) => {
      const car = spinCar(slug);
      // <car-spin>'s code waits until the shopper has picked Images on the radio group the page already has.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => /\/_astro\/car-spin\./.test(url.pathname),
        async (route) => {
          await held;
          await route.continue();
        },
      );
      await openCar(page, slug, car);
      const section = page.getByRole('region', { name: '360° View' });
      await section.scrollIntoViewIfNeeded();
      await section.getByRole('radio', { name: 'Images' }).check();
      const counter = section.getByText(/^Photo \d+ of \d+$/);
      await expect(counter, 'nothing to show it with yet').toBeHidden();
      release();
      await expect(counter).toHaveText(position(1, car.images.length));
      await expect(section.getByRole('radio', { name: 'Images' })).toBeChecked();
      await expectAccessible(page, '.spin-section');
    });

    test('it turns by itself every 100 ms until touched, and not at all with reduced motion', async ({ page }) => {
      const car = spinCar(slug);
      await openCar(page, slug, car);
      const section = page.getByRole('region', { name: '360° View' });
      await section.scrollIntoViewIfNeeded();
      const turntable = section.getByRole('slider', { name: 'Turn the car' });
      await expect(turntable).toBeVisible();
      const first = Number(await turntable.getAttribute('aria-valuenow'));
      // 100 ms a frame (unit-tested); here only that it turns, with room for a busy machine.
      await expect(turntable).not.toHaveAttribute('aria-valuenow', String(first), { timeout: 5000 });
      await turntable.click();
      const touched = await turntable.getAttribute('aria-valuenow');
      await page.waitForTimeout(400);
      await expect(turntable, 'a touch stops it').toHaveAttribute('aria-valuenow', touched!);

      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.reload();
      const still = page.getByRole('region', { name: '360° View' }).getByRole('slider', { name: 'Turn the car' });
      await page.getByRole('region', { name: '360° View' }).scrollIntoViewIfNeeded();
      await expect(still).toHaveAttribute('aria-valuenow', '1');
      await page.waitForTimeout(500);
      await expect(still).toHaveAttribute('aria-valuenow', '1');
    });

    test('views switch, leaving Images resets its index, hotspots show their descriptions, fullscreen opens and closes', async ({
      page,
    }) => {
      const car = spinCar(slug);
      const frames = car.spin_images!.length;
      const photos = car.images.length;
      await openCar(page, slug, car);
      const section = page.getByRole('region', { name: '360° View' });
      await section.scrollIntoViewIfNeeded();
      const turntable = section.getByRole('slider', { name: 'Turn the car' });
      await expect(turntable).toBeVisible();

      // An exterior hotspot at its angle: turn to a frame where it stands, press it, read its description.
      const hotspot = car.hotspots!.exterior[0]!;
      const at = Number(Object.keys(hotspot.positions)[0]);
      await turntable.focus();
      const now = Number(await turntable.getAttribute('aria-valuenow')) - 1;
      const steps = (at - now + frames) % frames;
      for (let step = 0; step < steps; step++) await page.keyboard.press('ArrowRight');
      await expect(turntable).toHaveAttribute('aria-valuenow', String(at + 1));
      const marker = section.getByRole('button', { name: hotspot.title ?? hotspot.description });
      await expect(marker).toHaveAttribute('aria-expanded', 'false');
      await marker.click();
      await expect(marker).toHaveAttribute('aria-expanded', 'true');
      await expect(section.getByText(hotspot.description)).toBeVisible();
      await expectAccessible(page, '.spin-section');
      await marker.click();
      await expect(section.getByText(hotspot.description)).toBeHidden();

      // Images: page through, leave, come back at the first photo (spec 01 §4).
      await section.getByRole('radio', { name: 'Images' }).check();
      const counter = section.getByText(/^Photo \d+ of \d+$/);
      await expect(counter).toHaveText(position(1, photos));
      await section.getByRole('button', { name: 'Next photo' }).click();
      await section.getByRole('button', { name: 'Next photo' }).click();
      await expect(counter).toHaveText(position(3, photos));
      await section.getByRole('button', { name: 'Previous photo' }).click();
      await expect(counter).toHaveText(position(2, photos));
      await expectAccessible(page, '.spin-section');

      // Interior, with its hotspots.
      await section.getByRole('radio', { name: 'Interior' }).check();
      await expect(section.getByRole('img', { name: /interior$/ })).toBeVisible();
      const inside = car.hotspots!.interior.find((spot) => spot.positions['0'])!;
      await section.getByRole('button', { name: inside.title ?? inside.description }).click();
      await expect(section.getByText(inside.description)).toBeVisible();
      await expectAccessible(page, '.spin-section');

      await section.getByRole('radio', { name: 'Images' }).check();
      await expect(counter).toHaveText(position(1, photos));
      await section.getByRole('radio', { name: 'Spin' }).check();
      await expect(turntable).toBeVisible();

      // Fullscreen: a modal dialog with the same viewer; Escape closes it and focus returns.
      const open = section.getByRole('button', { name: 'Fullscreen' });
      await open.click();
      const dialog = page.getByRole('dialog', { name: `360° View: ${car.year} ${car.make}`, exact: false });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('slider', { name: 'Turn the car' })).toBeVisible();
      await expectAccessible(page, 'dialog.spin-fullscreen');
      await dialog.getByRole('radio', { name: 'Images' }).check();
      await expect(dialog.getByText(position(1, photos))).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();
      await expect(section.getByRole('radio', { name: 'Images' }), 'the view chosen fullscreen stays').toBeChecked();

      await open.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Exit fullscreen' }).click();
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();
    });
  });
}
