/**
 * The builtin authentication (the embedded default of functions/ports/auth.ts): one-time codes
 * made here with the CSPRNG of `node:crypto`, sent through the SMS port, stored only as an
 * HMAC-SHA-256 keyed with a secret from the environment (AUTH_CODE_SECRET), and checked under
 * the policy of src/domain/one-time-code.ts: 10 minutes, single use, a failure counter per phone
 * that a resend does not reset, a resend wait, and send limits per phone and per address.
 *
 * Each try is counted before the code is compared (the store's `claimTry`), so 1,000 guesses sent
 * at once are compared at most `maxWrongTries` times; a right code is used by an atomic
 * `consumeCode`, so it opens one session only. Session tokens are 256 random bits; the store
 * keeps their SHA-256 (unguessable tokens need no key, and sessions outlive a change of secret).
 * The clock is the caller's (`now` on every request), so tests move time by hand.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { mobileNumber } from '../../src/domain/mobile-number.ts';
import { codeMessage, DEFAULT_ONE_TIME_CODE_POLICY, type OneTimeCodePolicy } from '../../src/domain/one-time-code.ts';
import type { AuthService, SendCodeResult, VerifyCodeResult } from '../ports/auth.ts';
import type { AuthStore } from '../ports/auth-store.ts';
import { SmsError, type SmsSender } from '../ports/sms.ts';
import { admitSend, claimLiveCode } from './code-gate.ts';
import { storeSessions } from './store-sessions.ts';

/** The shortest AUTH_CODE_SECRET accepted: 32 characters (a 256-bit key, base64 or hex). */
export const MIN_AUTH_SECRET_LENGTH = 32;

export interface BuiltinAuthOptions {
  store: AuthStore;
  sms: SmsSender;
  /** Keys the codes' hashes (AUTH_CODE_SECRET); shared by every instance that checks them. */
  secret: string;
  policy?: OneTimeCodePolicy;
  /** The name the SMS gives the site ("… is your Harbour City Toyota verification code"). */
  siteName?: (tenant: string) => string;
  /** A code of `digits` digits; uniformly random from the CSPRNG by default (tests pass a known one). */
  newCode?: (digits: number) => string;
  newToken?: () => string;
  newUserId?: () => string;
}

/** `digits` digits, each uniformly random: `randomInt` draws without modulo bias. */
export function randomCode(digits: number): string {
  return randomInt(0, 10 ** digits)
    .toString()
    .padStart(digits, '0');
}

export function createBuiltinAuth(options: BuiltinAuthOptions): AuthService {
  if (options.secret.length < MIN_AUTH_SECRET_LENGTH) {
    throw new Error(`The one-time code secret must be at least ${MIN_AUTH_SECRET_LENGTH} characters`);
  }
  const { store, sms } = options;
  const policy = options.policy ?? DEFAULT_ONE_TIME_CODE_POLICY;
  const siteName = options.siteName ?? ((tenant: string) => tenant);
  const newCode = options.newCode ?? randomCode;
  const sessions = storeSessions({
    store,
    sessionTtlMs: policy.sessionTtlMs,
    newToken: options.newToken,
    newUserId: options.newUserId,
  });

  // The tenant and phone are in the keyed input, so a hash is worth nothing for another phone or site.
  const codeHash = (tenant: string, phone: string, code: string) =>
    createHmac('sha256', options.secret).update(`code\0${tenant}\0${phone}\0${code}`).digest('hex');
  const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  return {
    async sendCode({ tenant, phone, clientIp, now }): Promise<SendCodeResult> {
      const number = mobileNumber(phone);
      if (!number.ok) return { outcome: 'undeliverable' };
      const code = newCode(policy.digits);
      const refused = await admitSend(store, policy, { tenant, phone, clientIp, now }, codeHash(tenant, phone, code));
      if (refused) return refused;
      try {
        await sms.send({ tenant, to: number.e164, body: codeMessage(code, siteName(tenant), policy) }, now);
      } catch (error) {
        if (error instanceof SmsError && error.invalidNumber) return { outcome: 'undeliverable' };
        throw error;
      }
      return {
        outcome: 'sent',
        resendAfterSeconds: Math.ceil(policy.resendAfterMs / 1000),
        expiresInSeconds: Math.ceil(policy.codeTtlMs / 1000),
      };
    },

    async verifyCode({ tenant, phone, code, dealershipSlug, now }): Promise<VerifyCodeResult> {
      const claim = await claimLiveCode(store, policy, tenant, phone, now);
      if (claim.outcome !== 'live') return claim;
      const hash = codeHash(tenant, phone, code);
      if (!sameHash(hash, claim.codeHash)) return { outcome: 'invalid' };
      if (!(await store.consumeCode(tenant, phone, hash))) return { outcome: 'invalid' };
      return { outcome: 'verified', session: await sessions.open({ tenant, phone, dealershipSlug, now }) };
    },

    session: sessions.session,
    contactExists: sessions.contactExists,
    signOut: sessions.revoke,
  };
}
