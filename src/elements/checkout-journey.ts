/**
 * <checkout-journey>: /checkout-journey?car_id={slug} goes on to the car's reserve page (checkoutJourneyTarget), at
 * once, before the page's sign-in gate asks: the gate then applies to the reserve page, which knows the car.
 */
import { checkoutJourneyTarget } from '../domain/checkout-journey.ts';

class CheckoutJourney extends HTMLElement {
  connectedCallback() {
    const variant = this.dataset.route === 'buy-online' ? 'buy-online' : 'checkout';
    const target = checkoutJourneyTarget(window.location.search, variant);
    if (target) window.location.replace(target);
  }
}

if (!customElements.get('checkout-journey')) customElements.define('checkout-journey', CheckoutJourney);
