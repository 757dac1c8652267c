import { seriousViolations } from './axe.ts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  deliveryCheckShown,
  financeCalculatorSetup,
  formatCents,
  priceGaugeOffered,
} from '../../src/domain/car-tools.ts';
import { deliveryEstimate } from '../../src/domain/delivery.ts';
import { calculatorResult, type RepaymentFrequency } from '../../src/domain/finance-calculator.ts';
import { financeBoxEligible } from '../../src/domain/finance-eligibility.ts';
import { formatMoney } from '../../src/domain/format.ts';
import { fuelCalculatorShown } from '../../src/domain/fuel-calculator.ts';
import { gaugeDataFromMarket, priceGauge } from '../../src/domain/price-gauge.ts';
import { priceDisplay } from '../../src/domain/price-display.ts';
import type { Car } from '../../src/domain/schemas/car.ts';
import { isInStock } from '../../src/domain/stock.ts';
import { SLUGS, origin, soldVisibleCar, tenant } from './tenant-fixtures.ts';

// The vehicle page's tools, on each sample tenant's built site: the fuel calculator
// (spec 01 §5, §9), the delivery check (§4, §8), the finance calculator, finance box and
// call-to-action (spec 02 §2, §5, §8, §9) and the price-comparison gauge (spec 01 §4, §8, §9).
// Expected figures come from the same domain rules the page uses; controls are found by role and
// label; axe checks every state the tools can be in.

/** Scrolls a tool into view (its island is client:visible) and waits until it has hydrated. */
async function hydrate(scope: Locator) {
  await scope.scrollIntoViewIfNeeded();
  await expect(scope.locator('astro-island')).not.toHaveCount(0);
  await expect(scope.locator('astro-island[ssr]')).toHaveCount(0);
}

/** No serious or critical WCAG 2.1 AA violation inside the tools on the page now. */
async function expectAccessible(page: Page, ...selectors: string[]) {
  expect(await seriousViolations(page, ...selectors)).toEqual([]);
}

const inStockCars = (slug: string) => tenant(slug).cars.filter((car) => isInStock(car) && car.price > 10);
const shownPrice = (slug: string, car: Car) => {
  const shown = priceDisplay(car, tenant(slug).site);
  return shown.kind === 'price' ? shown.amount : 0;
};
/** The gauge the page should draw for a car, from the same rules as the autogauge function. */
const expectedGauge = (slug: string, car: Car) =>
  priceGauge(gaugeDataFromMarket(shownPrice(slug, car), car.autograb_data));

for (const slug of SLUGS) {
  const { site, strings } = tenant(slug);
  const base = origin(slug);
  const petrolCar = inStockCars(slug).find((car) => fuelCalculatorShown(car) && car.variant?.fuelconsumptioncombined);
  const electricCar = tenant(slug).cars.find((car) => !fuelCalculatorShown(car));

  test.describe(`${slug}: vehicle tools`, () => {
    // Several axe passes and page loads per test, on a machine shared by several builds.
    test.describe.configure({ timeout: 120_000 });

    test('fuel calculator: distance/100 x consumption x price from typed "$1.85" and "300kms", live', async ({
      page,
    }) => {
      test.skip(!petrolCar, 'no petrol car with a consumption figure in the sample stock');
      const car = petrolCar!;
      await page.goto(`${base}/cars/${car.slug}/`);
      const section = page.getByRole('region', { name: strings['fuel.title'] });
      await hydrate(section);
      const consumption = car.variant!.fuelconsumptioncombined!;
      // The defaults, rendered in the page: 1.70 per litre, 250 kms, the car's own consumption.
      await expect(section.getByLabel(strings['fuel.price'])).toHaveValue('1.70');
      await expect(section.getByLabel(strings['fuel.distance'])).toHaveValue('250');
      await expect(section.getByLabel(strings['fuel.consumption'])).toHaveValue(String(consumption));
      await expect(section.getByRole('status')).toContainText(
        formatCents(Math.round((250 / 100) * consumption * 1.7 * 100) / 100),
      );

      await section.getByLabel(strings['fuel.price']).fill('$1.85');
      await section.getByLabel(strings['fuel.distance']).fill('300kms');
      await section.getByLabel(strings['fuel.consumption']).fill('7.5');
      await expect(section.getByRole('status')).toHaveText(
        `${strings['fuel.result']} ${formatCents((300 / 100) * 7.5 * 1.85)} per week`,
      );
      await expectAccessible(page, '#fuel-calculator');

      await section.getByLabel(strings['fuel.distance']).fill('');
      await expect(section.getByRole('status')).toHaveText(strings['fuel.invalid']);
      await expectAccessible(page, '#fuel-calculator');
    });

    test('no fuel calculator on an electric car', async ({ page }) => {
      test.skip(!electricCar, 'no electric car in the sample stock');
      await page.goto(`${base}/cars/${electricCar!.slug}/`);
      await expect(
        page
          .getByRole('heading', { name: strings['form.enquiryTitle'] })
          .or(page.getByRole('heading', { name: strings['card.findSimilar'] }))
          .first(),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: strings['fuel.title'] })).toHaveCount(0);
      await expect(page.getByLabel(strings['fuel.price'])).toHaveCount(0);
    });

    test("delivery check: a region's price or free delivery, an empty postcode, a postcode in no region, a failed call", async ({
      page,
    }) => {
      const car = inStockCars(slug)[0]!;
      test.skip(!deliveryCheckShown(car, site.delivery), 'the dealer has no delivery regions');
      await page.goto(`${base}/cars/${car.slug}/`);
      const section = page.getByRole('region', { name: strings['delivery.title'] });
      await hydrate(section);
      const postcode = section.getByLabel(strings['delivery.postcode']);
      const check = section.getByRole('button', { name: strings['delivery.submit'] });
      const status = section.getByRole('status');
      const alert = section.getByRole('alert');

      // The dealer's free region first (harbour: 4680, Gladstone), then a priced one.
      const free = site.delivery.regions.find((region) => region.price === 0)!;
      const freePostcode = free.postcodes[0]!.split('-')[0]!;
      if (slug === 'harbour-city-toyota') expect([freePostcode, free.name]).toEqual(['4680', 'Gladstone']);
      await postcode.fill(freePostcode);
      await check.click();
      await expect(status).toHaveText(`Free delivery to ${free.name}`);
      await expect(alert).toHaveCount(0); // an empty alert is not shown
      await expectAccessible(page, '#delivery-calculator');

      const priced = site.delivery.regions.find((region) => region.price > 0)!;
      const pricedPostcode = priced.postcodes[0]!.split('-')[0]!;
      const answer = deliveryEstimate(pricedPostcode, site.delivery);
      expect(answer.kind).toBe('estimate');
      await postcode.fill(pricedPostcode);
      await postcode.press('Enter');
      if (answer.kind === 'estimate')
        await expect(status).toHaveText(`Delivery to ${answer.estimate.name}: ${formatMoney(answer.estimate.price)}`);

      // Spec 01 §8: an empty postcode, without a call.
      let calls = 0;
      page.on('request', (request) => {
        if (request.url().includes('/api/delivery')) calls += 1;
      });
      await postcode.fill('  ');
      await check.click();
      await expect(alert).toHaveText('Please enter a postcode.');
      await expect(status).toBeEmpty();
      await expect(postcode).toHaveAttribute('aria-invalid', 'true');
      expect(calls).toBe(0);
      await expectAccessible(page, '#delivery-calculator');

      // A postcode in no region (harbour: 2000): the server's no-estimate text.
      const nowhere = slug === 'harbour-city-toyota' ? '2000' : '0800';
      expect(deliveryEstimate(nowhere, site.delivery).kind).toBe('no-estimate');
      await postcode.fill(nowhere);
      await check.click();
      await expect(alert).toHaveText(strings['delivery.noEstimate']);
      expect(calls).toBe(1);
      await expectAccessible(page, '#delivery-calculator');

      // A network failure shows the same text.
      await page.route('**/api/delivery?**', (route) => route.abort('failed'));
      await postcode.fill(freePostcode);
      await check.click();
      await expect(alert).toHaveText(strings['delivery.noEstimate']);
      await expect(status).toBeEmpty();
    });

    test('finance calculator: price, term and frequency; out of range clamped with the help text; Enquire for Finance; disclaimer; event 26 once', async ({
      page,
    }) => {
      const car = inStockCars(slug).find((candidate) => candidate.price > 20000) ?? inStockCars(slug)[0]!;
      const setup = financeCalculatorSetup(car, site);
      const { amount: priceBounds } = setup.bounds;
      await page.goto(`${base}/cars/${car.slug}/`);
      await page.evaluate(() => {
        (window as unknown as { analyticsIds: number[] }).analyticsIds = [];
        window.addEventListener('dealer:analytics', (event) =>
          (window as unknown as { analyticsIds: number[] }).analyticsIds.push(
            (event as CustomEvent<{ id: number }>).detail.id,
          ),
        );
      });
      const section = page.locator('#finance-calculator');
      await expect(section.getByRole('heading', { name: strings['finance.calculatorTitle'] })).toBeVisible();
      await hydrate(section);

      const price = section.getByLabel(strings['finance.amount']);
      const term = section.getByLabel(strings['finance.term']);
      const repayment = section.locator('.finance-calculator__repayment');
      const total = section.locator('.finance-calculator__total');
      const expected = (amount: number, termYears: number, frequency: RepaymentFrequency) =>
        calculatorResult({
          amount,
          termYears,
          frequency,
          deposit: 0,
          residual: 0,
          ratePercent: setup.defaults.ratePercent,
          establishmentFee: setup.establishmentFee,
        });
      const per = { week: 'per week', fortnight: 'per fortnight', month: 'per month' } as const;
      const expectRepayment = async (amount: number, termYears: number, frequency: RepaymentFrequency) => {
        const result = expected(amount, termYears, frequency);
        expect(result.kind).toBe('repayment');
        if (result.kind !== 'repayment') return;
        await expect(repayment).toHaveText(`${formatMoney(result.repayment)} ${per[frequency]}`);
        await expect(total).toHaveText(formatMoney(result.totalPayable));
      };

      // Starts from the car's price, 5 years, 8.5%, weekly.
      await expect(price).toHaveValue(setup.defaults.amount.toLocaleString('en-AU'));
      await expect(term).toHaveValue('5');
      await expectRepayment(setup.defaults.amount, 5, 'week');
      await expectAccessible(page, '#finance-calculator');

      await price.fill('$20,000');
      await term.fill('3');
      await expectRepayment(20000, 3, 'week');
      await section.getByRole('radio', { name: strings['finance.month'] }).check();
      await expectRepayment(20000, 3, 'month');
      await section.getByRole('radio', { name: strings['finance.week'] }).check();

      // Out of range: the help text, the clamped figure used, and written back on leaving the field.
      const help = `Cannot be less than ${formatMoney(priceBounds.min)} or more than ${formatMoney(priceBounds.max)}`;
      await price.fill('900000');
      await expect(price).toHaveAccessibleDescription(help);
      await expect(section.getByText(help)).toBeVisible();
      await expectRepayment(priceBounds.max, 3, 'week');
      await expectAccessible(page, '#finance-calculator');
      await price.blur();
      await expect(price).toHaveValue(priceBounds.max.toLocaleString('en-AU'));
      await term.fill('12');
      await expect(term).toHaveAccessibleDescription('Cannot be less than 1 or more than 7');
      await term.blur();
      await expect(term).toHaveValue('7');

      // A tiny amount: the repayment is 25 or less, so 'Enquire for Finance' and a blank total.
      await price.fill(String(priceBounds.min));
      expect(expected(priceBounds.min, 7, 'week').kind).toBe('enquire');
      await expect(repayment).toHaveText('Enquire for Finance');
      await expect(repayment.getByRole('link', { name: 'Enquire for Finance' })).toHaveAttribute('href', /car_id=/);
      await expect(total).toHaveText('');
      await expectAccessible(page, '#finance-calculator');

      // The disclaimer opens short; Show More and Show Less.
      const disclaimer = section.locator('#financeDisclaimer');
      const full = strings['finance.calculatorDisclaimer'];
      await expect(disclaimer).not.toHaveText(full);
      await section.getByRole('button', { name: 'Show More' }).click();
      await expect(disclaimer).toHaveText(full);
      await expect(section.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
      await expectAccessible(page, '#finance-calculator');
      await section.getByRole('button', { name: 'Show Less' }).click();
      await expect(disclaimer).not.toHaveText(full);

      // Spec 02 §4: "first use fires an analytics event once" (event 26).
      expect(await page.evaluate(() => (window as unknown as { analyticsIds: number[] }).analyticsIds)).toEqual([26]);
    });

    test('no layout shift while the tools hydrate and the gauge loads', async ({ page }) => {
      const car = inStockCars(slug).find(
        (candidate) =>
          priceGaugeOffered(candidate) && expectedGauge(slug, candidate).shown && fuelCalculatorShown(candidate),
      );
      test.skip(!car, 'no car with every tool in the sample stock');
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(`${base}/cars/${car!.slug}/`);
        await page.evaluate(() => {
          const shifts: { value: number; nodes: string[] }[] = [];
          (window as unknown as { toolShifts: typeof shifts }).toolShifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as {
              value: number;
              hadRecentInput: boolean;
              sources?: { node?: Node }[];
            }[]) {
              if (!entry.hadRecentInput)
                shifts.push({
                  value: entry.value,
                  nodes: (entry.sources ?? []).map((source) => (source.node as Element | undefined)?.className ?? '?'),
                });
            }
          }).observe({ type: 'layout-shift', buffered: false });
        });
        // Through every tool, each hydrating as it arrives; the gauge drawn before moving on.
        for (const selector of ['#fuel-calculator', '#delivery-calculator', '#finance-calculator', '.price-gauge']) {
          const tool = page.locator(selector);
          if ((await tool.count()) === 0) continue;
          await tool.scrollIntoViewIfNeeded();
          await expect(tool.locator('astro-island[ssr]')).toHaveCount(0);
        }
        await expect(page.locator('.price-gauge').getByRole('meter')).toBeVisible();
        await page.waitForTimeout(300);
        const shifts = await page.evaluate(
          () => (window as unknown as { toolShifts: { value: number; nodes: string[] }[] }).toolShifts,
        );
        expect(shifts, `layout shifts at ${width}px`).toEqual([]);
      }
    });

    test('finance box where the lender rules allow it; a sold car gets the finance call-to-action instead', async ({
      page,
    }) => {
      const year = tenant(slug).now.getFullYear();
      const boxed = inStockCars(slug).find((car) =>
        Object.entries(car.finance_lenders ?? {}).some(([key, lender]) =>
          financeBoxEligible(car, key, lender, site, year),
        ),
      );
      if (boxed) {
        const [, lender] = Object.entries(boxed.finance_lenders!).find(([key, figures]) =>
          financeBoxEligible(boxed, key, figures, site, year),
        )!;
        await page.goto(`${base}/cars/${boxed.slug}/`);
        const box = page.getByRole('region', { name: strings['financeBox.title'] });
        await box.scrollIntoViewIfNeeded();
        if (lender.paymentWeek != null)
          await expect(box).toContainText(`${formatMoney(Math.round(lender.paymentWeek))} per week*`);
        if (lender.comparisonRate != null) await expect(box).toContainText(`${lender.comparisonRate.toFixed(2)}% p.a.`);
        await expect(box.getByRole('link', { name: strings['finance.getFinance'] })).toHaveAttribute(
          'href',
          /#finance-form$/,
        );
        await expectAccessible(page, '.finance-box');
      }

      const sold = soldVisibleCar(slug);
      await page.goto(`${base}/cars/${sold.slug}/`);
      const cta = page.getByRole('region', { name: strings['finance.ctaTitle'] });
      await cta.scrollIntoViewIfNeeded();
      await expect(cta.getByRole('link', { name: strings['finance.getFinance'] })).toHaveAttribute(
        'href',
        site.finance.link || '/finance',
      );
      await expect(page.getByRole('heading', { name: strings['finance.calculatorTitle'] })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: strings['financeBox.title'] })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: strings['delivery.title'] })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: strings['gauge.title'] })).toHaveCount(0);
      await expectAccessible(page, '#finance-calculator');
    });

    test('price gauge: skeleton, then band and label for good data; hidden for low confidence and on failure', async ({
      page,
    }) => {
      const offered = inStockCars(slug).filter((car) => priceGaugeOffered(car));
      const good = offered.find((car) => expectedGauge(slug, car).shown);
      const low = offered.find((car) => (car.autograb_data?.confidence ?? 1) <= 0.2);
      test.skip(!good || !low, 'no market data in the sample stock');
      const gauge = expectedGauge(slug, good!);
      if (!gauge.shown) throw new Error('unreachable');

      // The skeleton holds the place while the call is held back.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/autogauge', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${base}/cars/${good!.slug}/`);
      const section = page.getByRole('region', { name: strings['gauge.title'] });
      await section.scrollIntoViewIfNeeded();
      await expect(section).toHaveAttribute('aria-busy', 'true');
      const skeletonHeight = (await section.boundingBox())!.height;
      await expectAccessible(page, '.price-gauge');
      release();

      const meter = section.getByRole('meter', { name: strings['gauge.name'] });
      await expect(meter).toHaveAttribute('aria-valuetext', gauge.label);
      await expect(meter).toHaveAttribute('aria-valuenow', String(Math.round(gauge.fill * 100)));
      await expect(section.locator(`.price-gauge--${gauge.band}`)).toHaveCount(1);
      await expect(section).toContainText(gauge.label);
      await expect(section).toContainText(formatMoney(gauge.listingPrice));
      await expect(section).toContainText(`${formatMoney(gauge.marketMin)} – ${formatMoney(gauge.marketMax)}`);
      // Same place as the skeleton: nothing below it moves when the data arrives.
      expect(Math.abs((await section.boundingBox())!.height - skeletonHeight)).toBeLessThanOrEqual(1);
      // The needle ends at the fill after the 2 to 2.5 s animation.
      await expect
        .poll(() =>
          section.locator('.price-gauge__needle').evaluate((node) => getComputedStyle(node).transitionDuration),
        )
        .toBe('2.25s');
      await expectAccessible(page, '.price-gauge');

      // Low confidence (0.2 or less): the section goes.
      expect(expectedGauge(slug, low!)).toMatchObject({ shown: false, reason: 'low-confidence' });
      await page.unroute('**/autogauge');
      const reply = page.waitForResponse((response) => response.url().endsWith(`/api/cars/${low!.slug}/autogauge`));
      await page.goto(`${base}/cars/${low!.slug}/`);
      await page.getByRole('region', { name: strings['gauge.title'] }).scrollIntoViewIfNeeded();
      expect((await reply).status()).toBe(200);
      await expect(page.getByRole('heading', { name: strings['gauge.title'] })).toHaveCount(0);

      // A failed call: logged, and the section goes.
      await page.route('**/autogauge', (route) => route.fulfill({ status: 500, body: 'upstream down' }));
      const logged = page.waitForEvent('console', (message) => message.text().includes('price gauge hidden'));
      await page.goto(`${base}/cars/${good!.slug}/`);
      await page.getByRole('region', { name: strings['gauge.title'] }).scrollIntoViewIfNeeded();
      await logged;
      await expect(page.getByRole('heading', { name: strings['gauge.title'] })).toHaveCount(0);
    });

    test('price gauge on a phone with reduced motion: the skeleton holds its size, the dial is drawn at once', async ({
      page,
    }) => {
      const good = inStockCars(slug).find((car) => priceGaugeOffered(car) && expectedGauge(slug, car).shown);
      test.skip(!good, 'no market data in the sample stock');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/autogauge', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${base}/cars/${good!.slug}/`);
      const section = page.getByRole('region', { name: strings['gauge.title'] });
      await section.scrollIntoViewIfNeeded();
      await expect(section).toHaveAttribute('aria-busy', 'true');
      const skeletonHeight = (await section.boundingBox())!.height;
      release();
      await expect(section.getByRole('meter')).toBeVisible();
      expect(Math.abs((await section.boundingBox())!.height - skeletonHeight)).toBeLessThanOrEqual(1);
      expect(
        await section.locator('.price-gauge__needle').evaluate((node) => getComputedStyle(node).transitionDuration),
      ).toBe('0s');
    });
  });
}
