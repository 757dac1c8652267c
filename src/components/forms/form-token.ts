/**
 * The lead form's fill-time token: fetched from GET /api/form-token when the form first gets focus,
 * sent with the lead as `form_token`; the server refuses a lead sent sooner than MIN_FILL_MS after
 * its token was issued (functions/form-token.ts).
 */
import { FORM_TOKEN_ENDPOINT, MIN_FILL_MS } from '../../domain/lead-request-fields.ts';

export interface FormToken {
  token: string;
  /** When it arrived, on the shopper's clock. */
  receivedAt: number;
}

/** The token, or null when it could not be fetched (offline, server away). */
export async function fetchFormToken(endpoint = FORM_TOKEN_ENDPOINT): Promise<FormToken | null> {
  try {
    const response = await fetch(endpoint, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    if (!response.ok) return null;
    const reply = (await response.json()) as { token?: unknown };
    return typeof reply.token === 'string' ? { token: reply.token, receivedAt: Date.now() } : null;
  } catch {
    return null;
  }
}

/** How long to wait before sending with `token` so it is old enough for the server (0 once the form has been open a while). */
export const waitBeforeSending = (token: FormToken, now: number) => Math.max(0, token.receivedAt + MIN_FILL_MS - now);
