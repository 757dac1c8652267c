import { seriousViolations } from './axe.ts';
import { expect, test } from '@playwright/test';
import { SLUGS, origin, richInStockCar, soldVisibleCar } from './tenant-fixtures.ts';

// The variants of a page type that page-types.spec.ts (one page per type, axe at both widths) does not reach: the
// car with every section, a sold car, and the finance page with a car chosen. At phone and desktop widths: no serious
// or critical WCAG 2.1 AA violation found by axe.
for (const slug of SLUGS) {
  const pages = {
    vehicle: `/cars/${richInStockCar(slug).slug}`,
    sold: `/cars/${soldVisibleCar(slug).slug}`,
    finance: `/finance?car_id=${richInStockCar(slug).id}`,
  };
  for (const [name, path] of Object.entries(pages)) {
    for (const width of [390, 1280]) {
      test(`${slug} ${name} at ${width}px has no serious accessibility violations`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${origin(slug)}${path}`);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
}
