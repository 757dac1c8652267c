/**
 * Spec 01 §4 "Delivery check" and §8 "Delivery calculator: an empty postcode gives 'Please enter a
 * postcode.'; the postcode is otherwise unchecked on the client"; "No delivery price found" gives
 * 'Sorry, we can't provide an estimate for that location...'.
 */
import { describe, expect, it } from 'vitest';
import { deliveryEstimate, offersDelivery } from '../../../src/domain/delivery.ts';
import { DEFAULT_STRINGS } from '../../../src/domain/strings.ts';
import { DeliveryConfigSchema } from '../../../src/domain/schemas/site-config.ts';

const delivery = DeliveryConfigSchema.parse({
  regions: [
    { name: 'Sutherland Shire', postcodes: ['2224-2234'], price: 0 },
    { name: 'Sydney Metro', postcodes: ['2000-2249', '2555'], price: 290 },
  ],
});

describe('deliveryEstimate', () => {
  it.each<[string, string, ReturnType<typeof deliveryEstimate>]>([
    ['empty', '', { kind: 'empty-postcode' }],
    ['blank', '  ', { kind: 'empty-postcode' }],
    ['in the first region', '2232', { kind: 'estimate', estimate: { name: 'Sutherland Shire', price: 0 } }],
    [
      'in both: the first region listed wins',
      '2224',
      { kind: 'estimate', estimate: { name: 'Sutherland Shire', price: 0 } },
    ],
    ['range start', '2000', { kind: 'estimate', estimate: { name: 'Sydney Metro', price: 290 } }],
    ['range end', '2249', { kind: 'estimate', estimate: { name: 'Sydney Metro', price: 290 } }],
    ['a single postcode', '2555', { kind: 'estimate', estimate: { name: 'Sydney Metro', price: 290 } }],
    ['just past a range', '2250', { kind: 'no-estimate' }],
    ['just before a range', '1999', { kind: 'no-estimate' }],
    ['three digits', '200', { kind: 'no-estimate' }],
    ['five digits', '20000', { kind: 'no-estimate' }],
    ['not digits', 'Sydney', { kind: 'no-estimate' }],
  ])('%s (%j)', (_case, postcode, expected) => {
    expect(deliveryEstimate(postcode, delivery)).toEqual(expected);
  });

  it('with no regions there is never an estimate, and the page offers no calculator', () => {
    const none = DeliveryConfigSchema.parse({});
    expect(deliveryEstimate('2000', none)).toEqual({ kind: 'no-estimate' });
    expect(offersDelivery(none)).toBe(false);
    expect(offersDelivery(delivery)).toBe(true);
  });

  it("the texts are the spec's", () => {
    expect(DEFAULT_STRINGS['delivery.emptyPostcode']).toBe('Please enter a postcode.');
    expect(DEFAULT_STRINGS['delivery.noEstimate']).toBe(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    );
  });
});

describe('site.json delivery regions', () => {
  it.each<[string, unknown, string]>([
    ['a postcode of 3 digits', ['200'], 'expected a 4-digit postcode or a range such as "2000-2234"'],
    ['a range written backwards', ['2234-2224'], 'a range must go from the lower postcode to the higher'],
    ['no postcodes', [], 'Too small'],
  ])('refuses %s', (_case, postcodes, message) => {
    const result = DeliveryConfigSchema.safeParse({ regions: [{ name: 'X', postcodes, price: 1 }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).join('\n')).toContain(message);
  });

  it('refuses a negative price', () => {
    expect(DeliveryConfigSchema.safeParse({ regions: [{ name: 'X', postcodes: ['2000'], price: -5 }] }).success).toBe(
      false,
    );
  });
});
