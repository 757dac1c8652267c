/** Its own module, so a form that needs only the key (checkout, finance) does not bring the lead form's code. */
/**
 * An Idempotency-Key for one form fill: a random UUID (random values where randomUUID is missing,
 * e.g. an insecure context).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
