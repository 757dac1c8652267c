import { describe, expect, it } from 'vitest';
import { financeCarPath, toFinanceCar } from '../../../src/domain/finance-car.ts';
import { car, site } from '../../fixtures/cars.ts';

// Spec 02 §2: "a card of that car (image, name, price and price type, or /week for subscriptions)".
describe('toFinanceCar', () => {
  it('the price and its price type, the car fields the quote needs', () => {
    const card = toFinanceCar(
      car({ id: 7, price: 54490, price_type: 'Drive Away', year: 2023, vin: 'VIN1', nvic: 'N1', car_type: 'used' }),
      site(),
      '/week',
    );
    expect(card).toMatchObject({
      id: 7,
      priceText: '$54,490',
      priceType: 'Drive Away',
      price: 54490,
      year: 2023,
      vin: 'VIN1',
      nvic: 'N1',
      car_type: 'used',
    });
  });

  it('a subscription shows its weekly price, no price type, and no purchase price for the quote', () => {
    const card = toFinanceCar(
      car({ price: 40000, subscription_price: 189 }),
      site({ features: { subscriptions: true } }),
      '/week',
    );
    expect(card).toMatchObject({ priceText: '$189 /week', priceType: null, price: 0 });
  });

  it('is written at /finance-cars/<id>.json', () => {
    expect(financeCarPath(122346)).toBe('/finance-cars/122346.json');
  });
});
