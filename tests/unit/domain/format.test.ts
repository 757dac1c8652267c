import { describe, expect, it } from 'vitest';
import {
  carTitle,
  formatAmountInput,
  formatKm,
  formatMoney,
  MONEY_QUICK_PICKS,
  parseAmountInput,
  PREMIUM_MONEY_QUICK_PICKS,
} from '../../../src/domain/format.ts';

describe('money and mileage formatting (spec 02 §5: "$ prefix and thousands separators"; "a \' kms\' suffix")', () => {
  it.each([
    [34990, '$34,990'],
    [0, '$0'],
    [1250000, '$1,250,000'],
    [28990.6, '$28,991'],
  ])('formatMoney(%s) → %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it.each([
    [45123, '45,123 kms'],
    [0, '0 kms'],
    [12, '12 kms'],
    [12.6, '13 kms'],
  ])('formatKm(%s) → %s', (km, text) => expect(formatKm(km)).toBe(text));

  it.each([
    ['$12,500', 12500],
    ['12500', 12500],
    ['45,000 kms', 45000],
    ['45000km', 45000],
    [' $ 7,000 ', 7000],
    ['', null],
    ['abc', null],
    ['$', null],
    ['kms100', null],
  ])('parseAmountInput(%j) → %s', (text, value) => expect(parseAmountInput(text)).toBe(value));

  it.each([
    [12500, '12,500'],
    [null, ''],
    [0, '0'],
  ])('formatAmountInput(%s) → %j', (amount, text) => expect(formatAmountInput(amount)).toBe(text));

  it('"Money quick picks $5,000 to $70,000 (nine values), or $300,000 to $800,000 for one dealer type" (spec 02 §9)', () => {
    expect(MONEY_QUICK_PICKS).toHaveLength(9);
    expect([MONEY_QUICK_PICKS[0], MONEY_QUICK_PICKS.at(-1)]).toEqual([5000, 70000]);
    expect([PREMIUM_MONEY_QUICK_PICKS[0], PREMIUM_MONEY_QUICK_PICKS.at(-1)]).toEqual([300000, 800000]);
    for (const picks of [MONEY_QUICK_PICKS, PREMIUM_MONEY_QUICK_PICKS])
      expect([...picks].sort((a, b) => a - b)).toEqual([...picks]);
  });

  it.each([
    [{ name: '2022 Toyota RAV4 GX Hybrid', year: 2022, make: 'Toyota', model: 'RAV4' }, '2022 Toyota RAV4 GX Hybrid'],
    [{ year: 2022, make: 'Toyota', model: 'RAV4', badge: 'GX' }, '2022 Toyota RAV4 GX'],
    [{ year: 2022, make: 'Toyota', model: 'RAV4', badge: null }, '2022 Toyota RAV4'],
  ])('carTitle: the name, else year make model badge', (car, title) => expect(carTitle(car)).toBe(title));
});
