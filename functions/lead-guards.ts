/**
 * The lead's own check besides the request pipeline's (functions/pipeline/): a request that looks
 * sent by a script, from the honeypot and the signed fill-time token.
 */
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, MIN_FILL_MS } from '../src/domain/schemas/leads.ts';
import type { FormTokenRefusal, FormTokens } from './form-token.ts';

export type BotSignal = 'honeypot' | FormTokenRefusal;

/**
 * Why a request looks sent by a script, or null. The honeypot (`company_url`) must be absent or
 * empty. `form_token` must be a token from GET /api/form-token for this tenant, issued at least
 * MIN_FILL_MS before `now` (functions/form-token.ts). Decision: a request without a token is
 * refused like a bot's (a page whose script could not fetch one could not send the lead either,
 * and the form fetches it again before it sends); every refusal is quiet (a generic 422, nothing
 * stored) so a bot learns nothing about which check it failed.
 */
export async function botSignal(
  body: Record<string, unknown>,
  tenant: string,
  now: Date,
  formTokens: FormTokens,
  minFillMs = MIN_FILL_MS,
): Promise<BotSignal | null> {
  const honeypot = body[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && honeypot !== '') return 'honeypot';
  return formTokens.check(body[FORM_TOKEN_FIELD], tenant, now, minFillMs);
}
