/**
 * The checkout page's calls (functions/routes/reservations.ts): GET /api/reservations (whether the deposit is
 * paid online) and POST /api/reservations with an Idempotency-Key. Same origin, JSON; the answer is read by
 * `reserveOutcome` (src/domain/checkout.ts). The phone's code goes through the sign-in calls.
 */
import { reserveOutcome, type ReserveOutcome } from '../../domain/checkout.ts';
import type { ReservationRequest } from '../../domain/schemas/reservations.ts';

export const RESERVATIONS_PATH = '/api/reservations';

/** True when the deposit is paid online, false when not (none), null when the functions did not say. */
export async function fetchTakesPayment(fetchImpl: typeof fetch = fetch): Promise<boolean | null> {
  try {
    const response = await fetchImpl(RESERVATIONS_PATH, { credentials: 'same-origin', cache: 'no-store' });
    const body: unknown = response.ok ? await response.json() : null;
    const takes = (body as { takes_payment?: unknown } | null)?.takes_payment;
    return typeof takes === 'boolean' ? takes : null;
  } catch (error) {
    console.warn('Could not read the payment terms:', error);
    return null;
  }
}

export async function postReservation(
  request: ReservationRequest,
  idempotencyKey: string,
  fallback: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ReserveOutcome> {
  try {
    const response = await fetchImpl(RESERVATIONS_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(request),
    });
    const body: unknown = await response.json().catch(() => null);
    return reserveOutcome(response.status, body, fallback);
  } catch (error) {
    console.warn('Reservation call failed:', error);
    return { kind: 'failed', message: fallback };
  }
}
