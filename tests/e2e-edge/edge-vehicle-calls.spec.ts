import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { deliveryCheckShown, priceGaugeOffered } from '../../src/domain/car-tools.ts';
import { deliveryEstimate } from '../../src/domain/delivery.ts';
import { formatMoney } from '../../src/domain/format.ts';
import { dealerPhoneFor, maskPhone } from '../../src/domain/phone.ts';
import { gaugeDataFromMarket, priceGauge } from '../../src/domain/price-gauge.ts';
import { priceDisplay } from '../../src/domain/price-display.ts';
import type { Car } from '../../src/domain/schemas/car.ts';
import { isInStock } from '../../src/domain/stock.ts';
import { DEFAULT_STRINGS } from '../../src/domain/strings.ts';
import { tenant } from '../e2e/tenant-fixtures.ts';
import { EDGE_SITE, edgeOrigin } from './edge-server.ts';

// Issue 19, done when: "the vehicle page's calls answer" on `npm run dev:edge`: each call the car page makes to the
// tenant's functions (workerd, D1, the tenant data from the build), seen as the shopper sees its answer: the view
// count, the phone reveal, the delivery estimate, the price gauge and the car PDF.

const { site, strings } = tenant(EDGE_SITE);

const gaugeFor = (car: Car) => {
  const shown = priceDisplay(car, site);
  return priceGauge(gaugeDataFromMarket(shown.kind === 'price' ? shown.amount : 0, car.autograb_data));
};

/** An in-stock car whose page makes every call: market data for the gauge, and a delivery check. */
function carWithEveryCall(): Car {
  const found = tenant(EDGE_SITE).cars.find(
    (car) =>
      isInStock(car) &&
      car.price > 10 &&
      priceGaugeOffered(car) &&
      gaugeFor(car).shown &&
      deliveryCheckShown(car, site.delivery),
  );
  if (!found) throw new Error(`${EDGE_SITE}: no car with market data and a delivery check in the sample stock`);
  return found;
}

test("a car page's calls answer at the edge: views, phone reveal, delivery, price gauge, PDF", async ({ page }) => {
  test.setTimeout(90_000);
  const car = carWithEveryCall();
  const views = page.waitForResponse((response) => response.url().includes(`/api/cars/${car.slug}/view.json?`));
  await page.goto(`${edgeOrigin}/cars/${car.slug}/`);

  // The view count: counted in D1 and shown.
  const viewed = await views;
  expect(viewed.status()).toBe(200);
  const { views: count } = (await viewed.json()) as { views: number };
  expect(count).toBeGreaterThan(0);
  await expect(page.locator('view-count')).toHaveText(
    `${count.toLocaleString('en-AU')} ${count === 1 ? 'view' : 'views'}`,
  );

  // The phone reveal: logged (204), then the number is there to call.
  expect(site.features.mask_phone).toBe(true);
  const contact = page.getByRole('region', { name: DEFAULT_STRINGS['contact.heading'] });
  const phone = dealerPhoneFor(car, site.phone_numbers);
  const reveal = contact.getByRole('button', { name: /Show number/ });
  await expect(reveal).toContainText(maskPhone(phone));
  const revealed = page.waitForResponse((response) => response.url().endsWith('/api/phone-reveals'));
  await reveal.click();
  expect((await revealed).status()).toBe(204);
  await expect(contact.getByRole('link', { name: phone })).toBeVisible();

  // The delivery estimate for a priced region's postcode.
  const delivery = page.getByRole('region', { name: strings['delivery.title'] });
  await delivery.scrollIntoViewIfNeeded();
  await expect(delivery.locator('astro-island[ssr]')).toHaveCount(0);
  const region = site.delivery.regions.find((candidate) => candidate.price > 0)!;
  const postcode = region.postcodes[0]!.split('-')[0]!;
  const estimate = deliveryEstimate(postcode, site.delivery);
  if (estimate.kind !== 'estimate') throw new Error(`${postcode} has no delivery estimate`);
  await delivery.getByLabel(strings['delivery.postcode']).fill(postcode);
  await delivery.getByRole('button', { name: strings['delivery.submit'] }).click();
  await expect(delivery.getByRole('status')).toHaveText(
    `Delivery to ${estimate.estimate.name}: ${formatMoney(estimate.estimate.price)}`,
  );

  // The price gauge from the autogauge call.
  const gauge = gaugeFor(car);
  if (!gauge.shown) throw new Error('unreachable: carWithEveryCall has a shown gauge');
  const section = page.getByRole('region', { name: strings['gauge.title'] });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('meter', { name: strings['gauge.name'] })).toHaveAttribute(
    'aria-valuetext',
    gauge.label,
  );

  // The car PDF, made by pdf-lib in the Worker.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${car.slug}.pdf`);
  expect((await readFile((await file.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
