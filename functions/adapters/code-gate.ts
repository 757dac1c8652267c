/**
 * The one-time code policy (src/domain/one-time-code.ts) around whoever makes and checks the codes:
 * the builtin adapter (its own HMACs) and the Supabase one (Supabase's codes, with a random marker
 * in the store in place of a hash). Both answer a send and a try the same way, so the resend wait,
 * the send limits per phone and per address, the 10-minute life, single use and the lock after
 * `maxWrongTries` hold whichever provider is deployed.
 */
import type { OneTimeCodePolicy } from '../../src/domain/one-time-code.ts';
import type { SendCodeResult, VerifyCodeResult } from '../ports/auth.ts';
import type { AuthStore } from '../ports/auth-store.ts';

export const secondsUntil = (iso: string, now: Date) =>
  Math.max(1, Math.ceil((Date.parse(iso) - now.getTime()) / 1000));

/**
 * Counts a send and stores `codeHash` as the phone's code, unless the resend wait or a send limit
 * refuses it: then that refusal, and nothing is stored. Null when the code may go out.
 */
export async function admitSend(
  store: AuthStore,
  policy: OneTimeCodePolicy,
  request: { tenant: string; phone: string; clientIp: string; now: Date },
  codeHash: string,
): Promise<Exclude<SendCodeResult, { outcome: 'sent' | 'undeliverable' }> | null> {
  const { tenant, phone, clientIp, now } = request;
  const lastSent = await store.lastSentAt(tenant, phone);
  if (lastSent !== null && now.getTime() - Date.parse(lastSent) < policy.resendAfterMs) {
    const resendAt = new Date(Date.parse(lastSent) + policy.resendAfterMs).toISOString();
    return { outcome: 'too-soon', retryAfterSeconds: secondsUntil(resendAt, now) };
  }
  // Both counters count every request that got this far, so neither can be probed for free.
  const [perPhone, perAddress] = await Promise.all([
    store.countHit(`sms-phone:${phone}`, policy.sendWindowMs, now),
    store.countHit(`sms-address:${clientIp}`, policy.sendWindowMs, now),
  ]);
  const over = [
    perPhone.count > policy.sendsPerPhone ? perPhone.windowEndsAt : null,
    perAddress.count > policy.sendsPerAddress ? perAddress.windowEndsAt : null,
  ].filter((end): end is string => end !== null);
  if (over.length > 0) {
    return { outcome: 'rate-limited', retryAfterSeconds: Math.max(...over.map((end) => secondsUntil(end, now))) };
  }
  const expiresAt = new Date(now.getTime() + policy.codeTtlMs);
  const stored = await store.putCode({ tenant, phone, codeHash, expiresAt, now }, policy.resendAfterMs);
  // Another request stored a code between the check above and this one: that one is sent.
  return stored ? null : { outcome: 'too-soon', retryAfterSeconds: Math.ceil(policy.resendAfterMs / 1000) };
}

/**
 * Counts one try at the phone's code before anything is compared (so 1,000 guesses at once get
 * `maxWrongTries` comparisons), and gives the stored hash when the code is live: sent, unused and
 * younger than its life. Otherwise the answer to give.
 */
export async function claimLiveCode(
  store: AuthStore,
  policy: OneTimeCodePolicy,
  tenant: string,
  phone: string,
  now: Date,
): Promise<{ outcome: 'live'; codeHash: string } | Exclude<VerifyCodeResult, { outcome: 'verified' }>> {
  const claim = await store.claimTry(
    tenant,
    phone,
    { maxFailures: policy.maxWrongTries, failureWindowMs: policy.failureWindowMs },
    now,
  );
  if (claim === null) return { outcome: 'invalid' };
  if (claim.outcome === 'locked') return { outcome: 'locked', retryAfterSeconds: secondsUntil(claim.lockedUntil, now) };
  const live = claim.codeHash !== null && claim.expiresAt !== null && Date.parse(claim.expiresAt) > now.getTime();
  return live && claim.codeHash !== null ? { outcome: 'live', codeHash: claim.codeHash } : { outcome: 'invalid' };
}
