/**
 * Spec 01 §4 "Delivery check" and §8: the delivery price for a postcode from the dealer's regions
 * (`site.json` `delivery`). The spec does not show how the price service decides; a dealer states
 * the regions it delivers to and a price for each, which is what a dealer can answer for.
 */
import type { DeliveryConfig } from './schemas/site-config.ts';

/** Spec 01 §3 "Delivery estimate: name (region), price". */
export interface DeliveryEstimate {
  name: string;
  price: number;
}

export type DeliveryAnswer =
  /** Spec 01 §8: "an empty postcode gives 'Please enter a postcode.'" */
  | { kind: 'empty-postcode' }
  /** Spec 01 §8 "No delivery price found": not a 4-digit postcode, or in no region. */
  | { kind: 'no-estimate' }
  | { kind: 'estimate'; estimate: DeliveryEstimate };

const inRange = (postcode: string, range: string) => {
  const [from = '', to = from] = range.split('-');
  // Four digits each side, so text order is number order.
  return postcode >= from && postcode <= to;
};

/**
 * The answer for what the shopper typed: blank is an empty postcode; anything but four digits (the
 * client leaves the postcode unchecked, spec 01 §8) and a postcode in no region get no estimate;
 * otherwise the first region, in the dealer's order, whose postcodes hold it.
 */
export function deliveryEstimate(input: string, delivery: DeliveryConfig): DeliveryAnswer {
  const postcode = input.trim();
  if (postcode === '') return { kind: 'empty-postcode' };
  if (!/^\d{4}$/.test(postcode)) return { kind: 'no-estimate' };
  const region = delivery.regions.find((candidate) => candidate.postcodes.some((range) => inRange(postcode, range)));
  return region ? { kind: 'estimate', estimate: { name: region.name, price: region.price } } : { kind: 'no-estimate' };
}

/** Whether the vehicle page offers the delivery calculator at all. */
export function offersDelivery(delivery: DeliveryConfig): boolean {
  return delivery.regions.length > 0;
}
