/** Apart from checkout.ts, whose rules the checkout island imports: routes.ts brings the car schema. */
import { reservePath } from './routes.ts';

const SLUG = /^[a-z0-9][a-z0-9-]*$/i;

/**
 * Spec 02 §2 "/checkout-journey?car_id={slug} | Online purchase, only when a feature flag is on" (`online_purchase`):
 * the journey is the car's reserve page (its route variant), once the address names a car ("checkout needs the
 * car's slug first", spec 02 §4); null without a well-formed slug. A slug of no reservable car opens the 404 page.
 */
export function checkoutJourneyTarget(search: string, variant: 'checkout' | 'buy-online'): string | null {
  const slug = new URLSearchParams(search).get('car_id')?.trim() ?? '';
  return SLUG.test(slug) ? reservePath({ slug }, variant) : null;
}
