import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Car } from '../../src/domain/schemas/car.ts';
import { isInStock } from '../../src/domain/stock.ts';
import {
  chunkJavaScript,
  otherSearchBackend,
  pageJavaScript,
  requestedJavaScript,
} from '../../scripts/bench/page-weight.ts';
import { SLUGS, origin, resultsPath, tenant } from './tenant-fixtures.ts';

// Budgets checked from the built files (the web server of this suite builds every tenant first).
// Pages with no island load no framework code: only small custom-element scripts for the menu, the
// announcement bar, the masked phone and the sales counter.
const SCRIPT_BUDGET_GZIP = 2 * 1024;
const HTML_BUDGET_GZIP = 40 * 1024;
// The car page's in-page lead forms: each island's props attribute names its kind and id, no more (issue 20 item 2).
const LEAD_FORM_PROPS_BYTES = 256;

/** The `props` attributes of a page's in-page lead form islands (CarLeadForm, or LeadForm before it). */
function leadFormIslandProps(html: string): string[] {
  return [...html.matchAll(/<astro-island\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /component-url="[^"]*\/(?:Car)?LeadForm\.[\w-]+\.js"/.test(tag))
    .map((tag) => /\bprops="([^"]*)"/.exec(tag)?.[1] ?? '');
}
// The results page: at most 150 KB gzip of JavaScript, the search index excluded, counting the
// engine the page loads on idle. Its HTML carried the first results twice (markup and the state the island hydrates
// from, 80 KB budget); the state is a file of its own since issue 20 item 2 (scripts/island-props-files.ts), so the
// page is held to every page's HTML budget and fits a connection's first round trip in brotli (14.6 KB; measured
// 12.9 KB on harbour-city-toyota's, from 19.2 KB).
const RESULTS_SCRIPT_BUDGET_GZIP = 150 * 1024;
const RESULTS_HTML_BUDGET_GZIP = HTML_BUDGET_GZIP;
const FIRST_ROUND_TRIP_BROTLI = 14.6 * 1024;
// Lead forms: the vehicle page holds the enquiry, test-drive and request-photos forms (three islands of
// one component, CarLeadForm around LeadForm) and so do /contact and /trade-in (one each). Measured 105 KB gzip on
// harbour-city-toyota: React and ReactDOM (~60 KB), zod with the lead schema the server checks with
// (~25 KB), the form views. On the vehicle page none of it loads until a form scrolls into view
// (client:visible); the page's own script before that stays the small custom elements above.
// Issue 21: the form rules take their messages from their group of default texts (src/domain/strings/), no longer
// the whole table (8.2 KB gzip): /contact 112.0 KB and the group's /trade-in, the valuation journey (picker,
// condition questions, the estimate and Accept offer, 4.3 KB), 115.4 KB (from 117.1 and 120.5); reserve 84.2 KB.
// Issue 20: the lead form loads its field check (zod with the lead schema) by URL on its first focus or send
// (src/components/forms/lead-form-check.ts), and its rules no longer bring the form texts' table: /contact 80.6–81.0
// KB, /trade-in 80.9–81.4 KB and the group's 105.6 KB (its valuation journey checks with the schema as it loads);
// reserve 84.2 KB.
// Then React, ReactDOM and Astro's React renderer in one chunk (src/site/island-chunks.ts): /contact 79.2–79.6 KB,
// /trade-in 79.5–80.0 KB and the group's 104.3 KB, reserve 82.8 KB.
const FORM_SCRIPT_BUDGET_GZIP = 105 * 1024;
// The vehicle page (issue 20): at most 25 KB gzip of JavaScript before the first interaction, on every car. Counted from
// the built files: scripts (inline ones included: Astro's island runtime and directives), and the islands that hydrate
// without waiting for the shopper (load and idle; none today), through their static imports. The gallery is
// <car-gallery> and the 360 spin section <car-spin> (small custom elements: the spin turns by itself in it); their
// React islands hydrate on the first pointer, key or focus in them (client:interaction), the others as they near the
// view. Measured 15.2–15.6 KB for a plain car and 17.1–17.5 KB for a spin car (87.5 KB before on a spin car whose
// `client:visible` viewer was in the first screen); in a browser, with the modules the page loads by URL, 20.5–20.9 and
// 22.4–22.9 KB at 390x844 and 1920x1080. With the car page's chunk groups (src/site/island-chunks.ts) 13.5–14.0 and
// 15.3–15.8 KB, in a browser 18.8–19.3 and 20.6–21.1 KB.
const VEHICLE_BEFORE_INTERACTION_GZIP = 25 * 1024;
// ... and once everything has loaded: every island (React once, shared), with the code they import, the spin viewer (a
// spin car's island) included; the chunks loaded on a click (the fullscreen view, the lead dialogs) and the similar
// cars' live query (loaded by URL only when the build wrote no list for the car) excepted. The issue's aim is 100 KB.
// Before this round 143.5–147.0 KB; the lead schema on Zod Mini (zod 25.2 → 15.3 KB: the chunk still holds the parts
// of zod's core the lead dialogs' classic schemas use, finance and car) and similar cars from the build (their search
// client and engine, 8.3 KB, no longer load) bring it to 121.6–126.3 KB for a plain car and 126.7–131.5 KB for a spin
// car (the first 200 cars of each tenant). What is left: React and ReactDOM ~68 KB, zod 15.3 KB, the form token and
// verification code 6 KB.
// Then the lead forms' field check (zod with the lead schema, 18.7 KB in its chunk) loads by URL on a form's first
// focus or send; the rules the forms, the calculator, the hearts' stores and the quote teaser run came apart from the
// default-text tables they read (form 1.7 KB, finance 1.1 KB, locations 0.6 KB; sign-in's gating 0.4 KB); the quote
// teaser's script (and Vite's preload helper, 0.9 KB) loads only on a page with a quote to fetch: 98.5–102.1 KB for a
// plain car and 103.6–107.3 KB for a spin car (before interaction 13.7–15.0 and 15.6–16.9 KB; the first 200 cars of
// each tenant, the top of each range the pages that fetch a quote). The aim of 100 KB is not reached on every car:
// React and ReactDOM are 69.5 KB, Astro's island runtime and the inline elements 6.4 KB; the lead forms ~9 KB (form
// state, fields and view, stores), the spin viewer 5.2 KB (React island 2.4, <car-spin> 1.3, carousel 0.9, spin rules
// 0.7), the calculators ~6 KB, similar cars' cards and stores ~5 KB, gallery, icon row, view count and analytics ~6 KB,
// the quote teaser 1.1 KB; 8.6 KB of the whole is gzip's overhead on 44 separate chunks. `npm run bench:car-page`
// prints it per chunk.
// Then chunk groups for the car page (src/site/island-chunks.ts; every car of every tenant, first 200 above): React
// and its renderer in one chunk (69.9 → 68.2 KB), the car page's scripts' code in one chunk and its islands' in another
// (each page script or island an import of one line), what they share with other pages' islands one chunk per set of
// them, the spin viewer and the price gauge apart (a car without them loads none of it); and the similar cars' query
// rules and the fullscreen carousel's hooks out of what loads with the islands: 96.2–96.8 KB for a plain car, 98.0–98.5
// with the price gauge, 101.0–101.7 for a spin car and 102.8–103.3 for a spin car with the gauge (before interaction
// 13.5–14.0 and 15.3–15.8 KB). The aim of 100 KB is reached for the cars without a spin only. Grouping all the islands'
// shared code in one chunk gave 100.4–101.0 KB for the heaviest but made the finance, reserve and trade-in pages
// load the lead form and car card (+5 KB): not done.
// Then the car page's element scripts load after the first photo is painted (window.afterLargestPaint, issue 20 item
// 2: LCP 1.37 → 1.10 s): written into the page, they name their chunk by URL, which the count now follows (it missed
// them: 92–98 KB counted so). For that the scripts' code is no longer grouped (a group made each script a file fetched
// before the photo): 97.5–100.7 KB for a plain car and 102.5–105.7 KB for a spin car, the first 200 cars of each
// tenant (before interaction 14.7–16.1 and 16.7–18.2 KB). The aim of 100 KB is met by plain cars but for southside's
// that fetch a quote (up to 100.7 KB); grouping the code the after-paint chunks share is the next step.
// Then the page's inline scripts are counted as the one stream they arrive in, inside the compressed HTML (each had
// been gzipped on its own: about 2.4 KB of gzip headers and lost back-references a browser never downloads): 95.5–98.3
// KB for a plain car and 100.4–103.3 KB for a spin car, the first 200 cars of each tenant (before interaction
// 12.7–13.8 and 14.6–15.7 KB). The aim of 100 KB is met by every plain car; a spin car is 0.4–3.3 KB over (its viewer,
// <car-spin> and the spin rules are about 4.3 KB in three chunks only a spin car loads).
// Then the spin viewer is <car-spin> alone, no island (its React viewer, hooks and icons were 3.1 KB; the element grew
// by 1.4 KB), and the code the car page's islands share with the lead forms elsewhere is one chunk, not seven
// (car-page-forms; the pages with a lead form load all seven anyway, 1.3 KB less on /contact; the finance, sign-in and
// My Garage pages and reserve, which loaded some, load 3.7–6.5 KB more): 94.0–96.9 KB for a plain car and 96.7–99.5 KB
// for a spin car, the first 200 cars of each tenant (before interaction 12.7–13.8 and 15.3–16.5 KB). The aim.
const VEHICLE_IN_ALL_GZIP = 100 * 1024;
// The hearts (src/elements/save-hearts.ts with the favourites, session and watchlist stores): loaded by URL as soon as
// a page with cards or a vehicle sidebar runs, so not counted above; measured 5.8 KB gzip, 6.0 KB since announcing an
// event can load the page's analytics on demand (issue 17 item 12, src/analytics/announce-event.ts).
const SAVE_HEARTS_GZIP = 6 * 1024;
// The compare toggles (src/elements/compare-toggles.ts with the compare store and the toast), loaded the same way.
// Measured 3.6 KB gzip on harbour-city-toyota (most of it the stores' shared chunks, fetched once for both).
const COMPARE_TOGGLES_GZIP = 5 * 1024;
// Location pages and /dealer-locator (issue 17): no island, only custom elements (open now, carousel arrows,
// hours dropdown, holiday dialog, nearest postcode, the map's loader): 4 KB gzip. Measured 2.6 KB (location page)
// and 3.3 KB (/dealer-locator) on harbour-city-toyota. The map's code (Leaflet, ~43 KB gzip) and the postcode
// table load only on demand, so they are not counted here.
const LOCATION_SCRIPT_BUDGET_GZIP = 4 * 1024;

/** A built car page with a 360 spin (its section in the first screen of a phone), and one without. */
function builtCar(slug: string, spin: boolean): Car {
  const dist = join(process.cwd(), 'dist', slug);
  const car = tenant(slug).cars.find(
    (entry) =>
      isInStock(entry) &&
      (entry.spin_images?.length ?? 0) > 1 === spin &&
      existsSync(join(dist, 'cars', entry.slug, 'index.html')),
  );
  if (!car) throw new Error(`${slug}: no built in-stock car ${spin ? 'with' : 'without'} a spin`);
  return car;
}
const spinCar = (slug: string) => builtCar(slug, true);
const plainCar = (slug: string) => builtCar(slug, false);

for (const slug of SLUGS) {
  const dist = join(process.cwd(), 'dist', slug);
  test(`${slug}: pages without islands ship no framework JavaScript and stay small`, () => {
    const pages = { home: 'index.html', notFound: '404.html', success: 'success/index.html' };
    for (const [type, file] of Object.entries(pages)) {
      const js = pageJavaScript(dist, file);
      expect.soft(js.islands, `${type}: islands`).toBe(0);
      expect.soft(js.gzipBytes, `${type}: script bytes (gzip)`).toBeLessThanOrEqual(SCRIPT_BUDGET_GZIP);
      const html = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
      expect.soft(html, `${type}: HTML bytes (gzip)`).toBeLessThanOrEqual(HTML_BUDGET_GZIP);
    }
  });

  // Issue 20 item 2: a page whose largest paint is text fetches no script before it. Its scripts are written into the
  // page, and those that load a chunk wait for the first frame (src/elements/after-largest-paint.ts): a script file in
  // the HTML (two sections naming one chunk by URL made it one) is fetched at once, and Lighthouse's simulated slow 4G
  // replays it before the first paint.
  test(`${slug}: the pages whose largest paint is text link no script file`, () => {
    const location = tenant(slug).site.locations.find((entry) => entry.primary)!;
    const pages = [
      'index.html',
      '404.html',
      `locations/${location.slug}/index.html`,
      'dealer-locator/index.html',
      'compare/index.html',
      'special-offers/index.html',
    ];
    for (const file of pages) {
      const html = readFileSync(join(dist, file), 'utf8');
      expect.soft(html.match(/<script\b[^>]*\bsrc="[^"]*"/g) ?? [], `${file}: script files`).toEqual([]);
    }
  });

  test(`${slug}: location pages ship custom elements only and stay within their budget`, () => {
    const location = tenant(slug).site.locations.find((entry) => entry.primary)!;
    const pages = { location: `locations/${location.slug}/index.html`, locator: 'dealer-locator/index.html' };
    for (const [type, file] of Object.entries(pages)) {
      const js = pageJavaScript(dist, file);
      expect.soft(js.islands, `${type}: islands`).toBe(0);
      expect.soft(js.gzipBytes, `${type}: script bytes (gzip)`).toBeLessThanOrEqual(LOCATION_SCRIPT_BUDGET_GZIP);
      const html = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
      expect.soft(html, `${type}: HTML bytes (gzip)`).toBeLessThanOrEqual(HTML_BUDGET_GZIP);
    }
  });

  test(`${slug}: pages with lead forms stay within their JavaScript budget`, () => {
    const pages = { contact: 'contact/index.html', tradeIn: 'trade-in/index.html' } as const;
    for (const [type, file] of Object.entries(pages)) {
      const js = pageJavaScript(dist, file, { withDynamicImports: true });
      expect.soft(js.islands, `${type}: islands`).toBeLessThanOrEqual(1);
      expect
        .soft(js.gzipBytes, `${type}: script bytes (gzip), forms included`)
        .toBeLessThanOrEqual(FORM_SCRIPT_BUDGET_GZIP);
      const html = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
      expect.soft(html, `${type}: HTML bytes (gzip)`).toBeLessThanOrEqual(HTML_BUDGET_GZIP);
    }
  });

  // The reserve page (issue 16): one island, the checkout form (React, the sign-in code calls), loaded only there.
  // Measured 92 KB gzip on harbour-city-toyota (its rules kept apart from routes.ts, which brings zod).
  test(`${slug}: the reserve page carries one island within the form budget`, () => {
    const cars = readdirSync(join(dist, 'cars'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const page = cars
      .flatMap((entry) => ['checkout', 'buy-online'].map((route) => `cars/${entry.name}/${route}/index.html`))
      .find((file) => existsSync(join(dist, file)));
    test.skip(page === undefined, `${slug} offers no reserve`);
    const js = pageJavaScript(dist, page!, { withDynamicImports: true });
    expect.soft(js.islands, 'reserve: islands').toBe(1);
    expect.soft(js.gzipBytes, 'reserve: script bytes (gzip)').toBeLessThanOrEqual(FORM_SCRIPT_BUDGET_GZIP);
  });

  test(`${slug}: vehicle pages (the first 25 and a spin car) load at most 25 KB gzip of JavaScript before interaction, within budget in all`, () => {
    const backend = tenant(slug).site.search.backend;
    const built = readdirSync(join(dist, 'cars')).filter((name) => name !== 'trade-in');
    for (const car of new Set([...built.slice(0, 25), spinCar(slug).slug])) {
      const file = `cars/${car}/index.html`;
      const before = pageJavaScript(dist, file, { skipDeferredIslands: true });
      expect
        .soft(before.gzipBytes, `${car}: script bytes before interaction (gzip)`)
        .toBeLessThanOrEqual(VEHICLE_BEFORE_INTERACTION_GZIP);
      const all = pageJavaScript(dist, file, { withDynamicImports: true, skipDynamic: otherSearchBackend(backend) });
      expect.soft(all.gzipBytes, `${car}: script bytes in all (gzip)`).toBeLessThanOrEqual(VEHICLE_IN_ALL_GZIP);
      // Issue 20 item 3: similar cars come from the build's list; the search client and engine are loaded (by URL) only
      // when a car has none, so they are not among what the page loads.
      expect
        .soft(
          all.files.filter((path) => /(?:embedded|meilisearch)-backend\.|\/search-data\//.test(path)),
          `${car}: the search engine`,
        )
        .toEqual([]);
      const markup = readFileSync(join(dist, file));
      const html = gzipSync(markup, { level: 9 }).length;
      expect.soft(html, `${car}: HTML bytes (gzip)`).toBeLessThanOrEqual(HTML_BUDGET_GZIP);
      // Issue 20 item 2: the in-page lead forms' shared props (options, texts, the car) travel once, in the lead dialog
      // data's JSON script, not in each of the three islands' props (~7.5 KB each before).
      const formProps = leadFormIslandProps(markup.toString('utf8'));
      expect.soft(formProps.length, `${car}: lead form islands`).toBeGreaterThan(0);
      for (const props of formProps)
        expect.soft(props.length, `${car}: a lead form island's props`).toBeLessThanOrEqual(LEAD_FORM_PROPS_BYTES);
    }
  });

  // The same budget in a browser, where a `visible` island in the first screen loads at once (the count above leaves
  // such islands out): a spin car's page, whose spin section is in the first screen of a phone and of a large screen,
  // and a plain car's, opened with no pointer, key or focus on the page. The scripts it fetched, sized from the build.
  test(`${slug}: a spin car's page and a plain car's fetch at most 25 KB gzip of JavaScript before interaction, on a phone and a large screen`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    let scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(viewport);
      for (const car of [spinCar(slug), plainCar(slug)]) {
        scripts = [];
        await page.goto(`${origin(slug)}/cars/${car.slug}`);
        // Idle islands and those already in view have started by then.
        await page.waitForTimeout(1500);
        const js = requestedJavaScript(dist, `cars/${car.slug}/index.html`, scripts);
        expect
          .soft(js.gzipBytes, `${car.slug} at ${viewport.width}x${viewport.height}: script bytes fetched (gzip)`)
          .toBeLessThanOrEqual(VEHICLE_BEFORE_INTERACTION_GZIP);
        console.log(`${slug} ${car.slug} ${viewport.width}x${viewport.height}: ${(js.gzipBytes / 1024).toFixed(1)} KB`);
      }
    }
  });

  test(`${slug}: the hearts' and compare toggles' modules, loaded after the page by URL, stay small`, () => {
    // The home page loads the loader (src/elements/car-buttons.ts), which names the two modules by URL.
    const loader = readFileSync(join(dist, 'index.html'), 'utf8').match(/\/_astro\/car-buttons\.[\w-]+\.js/)?.[0];
    expect(loader, 'the home page loads the car buttons').toBeDefined();
    const code = readFileSync(join(dist, loader!), 'utf8');
    const hearts = code.match(/\/_astro\/save-hearts\.[\w-]+\.js/)?.[0];
    const compare = code.match(/\/_astro\/compare-toggles\.[\w-]+\.js/)?.[0];
    expect(hearts, 'the loader names the hearts').toBeDefined();
    expect(compare, 'the loader names the compare toggles').toBeDefined();
    expect.soft(chunkJavaScript(dist, hearts!).gzipBytes, 'hearts (gzip)').toBeLessThanOrEqual(SAVE_HEARTS_GZIP);
    expect.soft(chunkJavaScript(dist, compare!).gzipBytes, 'compare (gzip)').toBeLessThanOrEqual(COMPARE_TOGGLES_GZIP);
  });

  test(`${slug}: the results page is one island within its JavaScript budget`, () => {
    const file = `${resultsPath(slug).slice(1)}/index.html`;
    const js = pageJavaScript(dist, file, {
      withDynamicImports: true,
      skipDynamic: otherSearchBackend(tenant(slug).site.search.backend),
    });
    expect(js.islands).toBe(1);
    expect.soft(js.gzipBytes, 'script bytes (gzip), engine included').toBeLessThanOrEqual(RESULTS_SCRIPT_BUDGET_GZIP);
    const markup = readFileSync(join(dist, file));
    const html = gzipSync(markup, { level: 9 }).length;
    expect.soft(html, 'HTML bytes (gzip)').toBeLessThanOrEqual(RESULTS_HTML_BUDGET_GZIP);
    // As the server sends it (brotli 5, scripts/precompress-files.ts): within the first round trip.
    const brotli = brotliCompressSync(markup, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
    expect.soft(brotli, 'HTML bytes (brotli 5)').toBeLessThanOrEqual(FIRST_ROUND_TRIP_BROTLI);
  });
}
