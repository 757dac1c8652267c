/**
 * The lead's own check besides the request pipeline's (functions/pipeline/): a request that looks
 * sent by a script, from the honeypot and the minimum fill time.
 */
import { HONEYPOT_FIELD, MIN_FILL_MS, STARTED_AT_FIELD, SUBMITTED_AT_FIELD } from '../src/domain/schemas/leads.ts';

export type BotSignal = 'honeypot' | 'fill-time';

/**
 * Why a request looks sent by a script, or null. The honeypot (`company_url`) must be absent or
 * empty. The form must have been shown at least MIN_FILL_MS before it was sent: `started_at` is
 * required; `submitted_at`, on the same shopper clock, cancels clock skew, else the server's `now`
 * is used. Decision: both refusals are quiet (a generic 422, nothing stored) so a bot learns
 * nothing about which check it failed.
 */
export function botSignal(body: Record<string, unknown>, now: Date, minFillMs = MIN_FILL_MS): BotSignal | null {
  const honeypot = body[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && honeypot !== '') return 'honeypot';
  const startedAt = body[STARTED_AT_FIELD];
  const submittedAt = body[SUBMITTED_AT_FIELD];
  if (typeof startedAt !== 'number' || !Number.isFinite(startedAt)) return 'fill-time';
  const sentAt = typeof submittedAt === 'number' && Number.isFinite(submittedAt) ? submittedAt : now.getTime();
  return sentAt - startedAt < minFillMs ? 'fill-time' : null;
}
