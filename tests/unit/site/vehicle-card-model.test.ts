import { describe, expect, it } from 'vitest';
import { withLiveReservation } from '../../../src/domain/live-reservation.ts';
import { toVehicleCardModel } from '../../../src/domain/vehicle-card-model.ts';
import { DEFAULT_STRINGS } from '../../../src/domain/strings.ts';
import { car, site } from '../../fixtures/cars.ts';

const NOW = new Date('2026-11-20T00:00:00+10:00');

describe('vehicle card (spec 01 §2 "Vehicle card")', () => {
  it('in stock: Condition, Transmission, Odometer and Fuel Type, and the reserve button with its amount when checkout is enabled', () => {
    const model = toVehicleCardModel(
      car({
        simple_transmission: 'Automatic',
        km: 45123,
        simple_fuel: 'Petrol',
        badge: 'Ascent Sport',
        series: 'MZEA12R',
      }),
      site({ features: { reserve_online: true } }),
      DEFAULT_STRINGS,
      NOW,
    );
    expect(model.facts).toEqual([
      { label: 'Condition', value: 'Used' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Odometer', value: '45,123 kms' },
      { label: 'Fuel Type', value: 'Petrol' },
    ]);
    expect(model.title).toBe('2021 Toyota Corolla');
    expect(model.subtitle).toBe('Ascent Sport MZEA12R');
    expect(model.reserve).toEqual({
      href: '/cars/2021-toyota-corolla-ascent-sport-a123/checkout',
      label: 'Reserve This Car $200',
    });
  });

  it('the reserve amount and route follow the site', () => {
    const model = toVehicleCardModel(
      car(),
      site({ features: { reserve_online: true, reserve_amount: 500, reserve_path: 'buy-online' } }),
      DEFAULT_STRINGS,
      NOW,
    );
    expect(model.reserve).toEqual({
      href: '/cars/2021-toyota-corolla-ascent-sport-a123/buy-online',
      label: 'Reserve This Car $500',
    });
  });

  it('no reserve button when checkout is off', () => {
    expect(toVehicleCardModel(car(), site(), DEFAULT_STRINGS, NOW).reserve).toBeNull();
  });

  it('not in stock: no facts, no reserve, the sold tag', () => {
    const model = toVehicleCardModel(
      car({ status: 'sold', km: 1000 }),
      site({ features: { reserve_online: true } }),
      DEFAULT_STRINGS,
      NOW,
    );
    expect(model.inStock).toBe(false);
    expect(model.facts).toEqual([]);
    expect(model.reserve).toBeNull();
    expect(model.tag?.label).toBe('JUST SOLD');
  });

  it("uses the primary image at the spec's 600x400 through the image URL builder at quality 75", () => {
    const model = toVehicleCardModel(
      car({ primary_image_url: 'https://cdn.example/a.jpg' }),
      site({ image_cdn: { base_url: 'https://img.example/t' } }),
      DEFAULT_STRINGS,
      NOW,
    );
    expect(model.imageUrl).toBe('https://img.example/t?url=https%3A%2F%2Fcdn.example%2Fa.jpg&w=600&q=75&h=400');
  });
});

describe('a hold taken since the build shows on the card (issue 16)', () => {
  const reserving = site({ features: { reserve_online: true, electric_hybrid_tag: true } });
  const card = toVehicleCardModel(car({ id: 7 }), reserving, DEFAULT_STRINGS, NOW);
  it('the held car: the Reserved tag and no Reserve button', () => {
    const live = withLiveReservation(card, new Set([7]), 'Reserved');
    expect(live.tag).toEqual({ kind: 'reserved', label: 'Reserved', tone: 'dark' });
    expect(live.reserve).toBeNull();
  });
  it('another car is the same card (a memoised card keeps its markup)', () =>
    expect(withLiveReservation(card, new Set([8]), 'Reserved')).toBe(card));
  it('an electric tag comes before reserved (spec 01 §4); the Reserve button still goes', () => {
    const electric = toVehicleCardModel(car({ id: 7, simple_fuel: 'Electric' }), reserving, DEFAULT_STRINGS, NOW);
    const live = withLiveReservation(electric, new Set([7]), 'Reserved');
    expect(live.tag?.kind).toBe('electric');
    expect(live.reserve).toBeNull();
  });
});
