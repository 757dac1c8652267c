/**
 * <dealer-phone>: the call-the-dealer block's phone (src/sections/vehicle/DealerContact.astro; spec
 * 01 §4 "Phone reveal", §7 "Phone-reveal log", §8). A masked number appears in full when clicked
 * and each reveal is logged; a car without a number logs the spec's warning. Failures are only
 * logged: the shopper has the number either way.
 */
import { MISSING_PHONE_WARNING } from '../domain/phone.ts';
import type { PhoneRevealRequest } from '../domain/schemas/vehicle-calls.ts';

/** The functions app's phone-reveal log (functions/routes/phone-reveals.ts), on the page's own origin. */
export const PHONE_REVEALS_URL = '/api/phone-reveals';

/** The block's data attributes as `element.dataset` gives them. */
export interface DealerPhoneData {
  carId?: string;
  dealershipId?: string;
  websiteId?: string;
}

const positiveInteger = (value: string | undefined): number | null =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** Spec 01 §7: "sends car_id, dealership_id, website_id" (website_id: the site's slug). */
export function phoneRevealRequest(data: DealerPhoneData): PhoneRevealRequest {
  return {
    car_id: positiveInteger(data.carId),
    dealership_id: positiveInteger(data.dealershipId),
    website_id: data.websiteId || null,
  };
}

type Send = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status'>>;
type Warn = (message: string, ...details: unknown[]) => void;

/**
 * Logs one reveal: a same-origin JSON POST (the function refuses other origins and other types),
 * kept alive so a shopper who taps the number and leaves for the phone app still gets it logged.
 * True when the function took it; a failure is logged as a warning, never thrown.
 */
export async function logPhoneReveal(
  request: PhoneRevealRequest,
  send: Send = fetch,
  warn: Warn = console.warn,
): Promise<boolean> {
  try {
    const response = await send(PHONE_REVEALS_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      credentials: 'same-origin',
      keepalive: true,
    });
    if (response.ok) return true;
    warn('Phone reveal not logged', response.status, request.car_id);
  } catch (error) {
    warn('Phone reveal not logged', error, request.car_id);
  }
  return false;
}

/** Spec 01 §8: "Missing dealer phone: warning 'No phone number available for car' logged". */
export function warnMissingPhone(carId: number | null | undefined, warn: Warn = console.warn): void {
  warn(MISSING_PHONE_WARNING, carId ?? null);
}

class DealerPhone extends HTMLElement {
  connectedCallback() {
    const request = phoneRevealRequest(this.dataset);
    if (this.hasAttribute('data-missing')) {
      warnMissingPhone(request.car_id);
      return;
    }
    const button = this.querySelector<HTMLButtonElement>('[data-phone-button]');
    const link = this.querySelector<HTMLAnchorElement>('[data-phone-link]');
    if (!button || !link) return;
    button.addEventListener(
      'click',
      () => {
        link.hidden = false;
        button.remove();
        link.focus();
        void logPhoneReveal(request);
      },
      { once: true },
    );
  }
}

if (!customElements.get('dealer-phone')) customElements.define('dealer-phone', DealerPhone);
