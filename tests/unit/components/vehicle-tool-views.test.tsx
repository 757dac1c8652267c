import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DeliveryCheckView } from '../../../src/components/vehicle/tools/DeliveryCheckView.tsx';
import { FUEL_TEXT_KEYS, FuelCalculatorView } from '../../../src/components/vehicle/tools/FuelCalculatorView.tsx';
import { PRICE_GAUGE_TEXT_KEYS, PriceGaugeSection } from '../../../src/components/vehicle/tools/PriceGaugeView.tsx';
import { pickStrings } from '../../../src/components/vehicle/tools/pick-strings.ts';
import { DELIVERY_TEXT_KEYS, type DeliveryState } from '../../../src/components/vehicle/tools/use-delivery-check.ts';
import { initialFuelTexts } from '../../../src/components/vehicle/tools/use-fuel-calculator.ts';
import type { PriceGaugeState } from '../../../src/components/vehicle/tools/use-price-gauge.ts';
import { fuelCostFromTexts } from '../../../src/domain/car-tools.ts';
import { DEFAULT_STRINGS } from '../../../src/domain/strings.ts';

const fuelText = pickStrings(DEFAULT_STRINGS, FUEL_TEXT_KEYS);
const deliveryText = pickStrings(DEFAULT_STRINGS, DELIVERY_TEXT_KEYS);
const gaugeText = pickStrings(DEFAULT_STRINGS, PRICE_GAUGE_TEXT_KEYS);

describe('the fuel calculator view (spec 01 §5, §9)', () => {
  const defaults = { pricePerLitre: 1.7, kmPerWeek: 250, litresPer100km: 10 };

  it('shows the defaults in their fields and the weekly cost they give', () => {
    const texts = initialFuelTexts(defaults);
    expect(texts).toEqual({ pricePerLitre: '1.70', kmPerWeek: '250', litresPer100km: '10' });
    const html = renderToString(
      <FuelCalculatorView calculator={{ texts, cost: fuelCostFromTexts(texts), change: vi.fn() }} text={fuelText} />,
    );
    expect(html).toContain('value="1.70"');
    expect(html).toContain('$42.50');
    expect(html).not.toContain(fuelText['fuel.invalid']);
  });

  it("a field that reads as no figure shows the spec's note instead of a cost", () => {
    const texts = { ...initialFuelTexts(defaults), kmPerWeek: 'lots' };
    const html = renderToString(
      <FuelCalculatorView calculator={{ texts, cost: fuelCostFromTexts(texts), change: vi.fn() }} text={fuelText} />,
    );
    expect(html).toContain(fuelText['fuel.invalid']);
  });
});

describe('the delivery check view (spec 01 §4 "idle, loading, result, error")', () => {
  const render = (state: DeliveryState) =>
    renderToString(
      <DeliveryCheckView
        delivery={{ postcode: '4000', setPostcode: vi.fn(), state, check: vi.fn() }}
        text={deliveryText}
      />,
    );

  it.each<[string, DeliveryState, string | null]>([
    ['idle', { kind: 'idle' }, null],
    ['loading', { kind: 'loading' }, deliveryText['delivery.checking']],
    ['a result', { kind: 'result', text: 'Brisbane: $150' }, 'Brisbane: $150'],
    [
      'an error, in the alert',
      { kind: 'error', message: deliveryText['delivery.emptyPostcode'] },
      deliveryText['delivery.emptyPostcode'],
    ],
  ])('%s', (_name, state, shown) => {
    const html = render(state);
    if (shown) expect(html).toContain(shown);
    expect(html.includes('aria-invalid="true"')).toBe(state.kind === 'error');
    expect(html.includes('aria-busy="true"')).toBe(state.kind === 'loading');
  });
});

describe('the price gauge section (spec 01 §4, §8)', () => {
  const render = (state: PriceGaugeState) =>
    renderToString(<PriceGaugeSection state={state} seen={false} durationMs={0} text={gaugeText} />);

  it('holds the place with a skeleton while loading', () => {
    const html = render({ kind: 'loading' });
    expect(html).toContain('price-gauge__body--loading');
    expect(html).toContain('aria-busy="true"');
  });

  it('is gone when there is no gauge to show', () => {
    expect(render({ kind: 'hidden' })).toBe('');
  });

  it('shows the dial and the label once the data is in', () => {
    const html = render({
      kind: 'shown',
      gauge: {
        shown: true,
        fill: 0.75,
        band: 'low',
        label: 'Great Deal',
        listingPrice: 20_000,
        marketMin: 18_000,
        marketMax: 26_000,
      },
    });
    expect(html).toContain('role="meter"');
    expect(html).toContain('Great Deal');
    expect(html).toContain('aria-valuenow="75"');
  });
});
