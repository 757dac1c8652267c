/**
 * The `supabase` authentication (functions/ports/auth.ts): Supabase Auth's phone OTP through
 * `@supabase/supabase-js`, the spec's calls (spec 02 §7): `signInWithOtp({ phone, options: { data:
 * { first_name, last_name, email, website, dealership_slug } } })` sends the code (POST
 * {url}/auth/v1/otp), `verifyOtp({ phone, token, type: 'sms' })` checks it (POST /auth/v1/verify),
 * and `signOut({ scope: 'local' })` ends that sign-in's Supabase session (POST /auth/v1/logout).
 * Supabase wants E.164 ('+61412345678'); we send that and keep and return the local form ('04…').
 *
 * Our policy stays in front (code-gate.ts): the resend wait, the send limits per phone and per
 * address, the 10-minute life and the lock after 5 wrong tries hold here too (Supabase's own OTP
 * rate limits count too, but it does not retire a code after wrong guesses, and its codes live an
 * hour by default). The store keeps a random marker in place of the code's hash, so a try is
 * counted before Supabase is asked and a code opens one session only.
 *
 * Sessions stay ours (store-sessions.ts): after a verified code the shopper gets the same
 * `__Host-session` cookie and store row as with the builtin adapter, so the watchlist,
 * `requireSession` and `phone_verified` on leads work unchanged. The Supabase session that came with
 * it (access and refresh tokens, user id) is kept beside ours, keyed by our token's hash and
 * encrypted (AES-256-GCM) with a key derived from our session token, which only the shopper's cookie
 * holds: the database alone gives nothing usable at Supabase. Sign-out revokes ours first, then takes
 * the Supabase session back and signs it out with scope `local` (this sign-in only, not the person's
 * other devices), refreshing it first if the access token has expired; that step is best effort and
 * never fails the shopper's sign-out.
 *
 * Supabase's answers map onto the port: a wrong, expired or used code (403 `otp_expired`, other
 * 4xx) → invalid; 429 (`over_sms_send_rate_limit`, `over_request_rate_limit`) → too many attempts;
 * 5xx, garbled JSON, a refused connection or a timeout → SMS unavailable (send, 503) or
 * `AuthProviderUnavailableError` (verify, 503); 401 (a wrong anon key) is a deployment error (500).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { createClient, isAuthApiError, type AuthError, type SupabaseClient } from '@supabase/supabase-js';
import { mobileNumber } from '../../src/domain/mobile-number.ts';
import { DEFAULT_ONE_TIME_CODE_POLICY, type OneTimeCodePolicy } from '../../src/domain/one-time-code.ts';
import {
  AuthProviderUnavailableError,
  type AuthService,
  type SendCodeResult,
  type VerifyCodeResult,
} from '../ports/auth.ts';
import type { AuthStore } from '../ports/auth-store.ts';
import { SmsError } from '../ports/sms.ts';
import { admitSend, claimLiveCode } from './code-gate.ts';
import { sessionTokenHash, storeSessions } from './store-sessions.ts';

/** How long one call to Supabase may take before it counts as unavailable. */
const DEFAULT_TIMEOUT_MS = 10_000;
/** Supabase's 429 names no wait; its per-phone SMS limit is one a minute by default. */
const RATE_LIMITED_RETRY_SECONDS = 60;

export class SupabaseConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SupabaseConfigError';
  }
}

export interface SupabaseAuthSettings {
  /** The project's URL, https://<ref>.supabase.co (SUPABASE_URL). */
  url: string;
  /** The project's anon (publishable) key (SUPABASE_ANON_KEY): phone OTP needs no service key. */
  anonKey: string;
  timeoutMs?: number;
}

export interface SupabaseAuthOptions extends SupabaseAuthSettings {
  store: AuthStore;
  policy?: OneTimeCodePolicy;
  newToken?: () => string;
  newUserId?: () => string;
  /** Where a failed Supabase sign-out is reported (never a phone or a token). */
  warn?: (line: string) => void;
}

/** SUPABASE_URL and SUPABASE_ANON_KEY (and SUPABASE_TIMEOUT_MS), checked. */
export function supabaseAuthSettings(env: Readonly<Record<string, string | undefined>>): SupabaseAuthSettings {
  const url = env.SUPABASE_URL ?? '';
  const anonKey = env.SUPABASE_ANON_KEY ?? '';
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    throw new SupabaseConfigError('SUPABASE_URL must be the project URL, e.g. https://<project-ref>.supabase.co');
  }
  if (anonKey === '') throw new SupabaseConfigError('SUPABASE_ANON_KEY must be set to the project anon key');
  const timeoutMs = env.SUPABASE_TIMEOUT_MS ? Number(env.SUPABASE_TIMEOUT_MS) : undefined;
  if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && timeoutMs > 0)) {
    throw new SupabaseConfigError('SUPABASE_TIMEOUT_MS must be a whole number of milliseconds');
  }
  return { url: url.replace(/\/+$/, ''), anonKey, timeoutMs };
}

/** What is kept of a Supabase session to sign it out later. */
interface SupabaseTokens {
  access_token: string;
  refresh_token: string;
}

const sealKey = (sessionToken: string) =>
  Buffer.from(hkdfSync('sha256', sessionToken, Buffer.alloc(0), 'supabase-session', 32));

/** AES-256-GCM under a key from our session token: iv (12) ‖ tag (16) ‖ ciphertext, base64url. */
function seal(sessionToken: string, tokens: SupabaseTokens): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(sessionToken), iv);
  const text = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64url');
}

function unseal(sessionToken: string, sealed: string): SupabaseTokens | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealKey(sessionToken), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    return JSON.parse(text) as SupabaseTokens;
  } catch {
    return null;
  }
}

const describeError = (error: AuthError) => `${error.name} ${error.status ?? 0}${error.code ? ` ${error.code}` : ''}`;

export function createSupabaseAuth(options: SupabaseAuthOptions): AuthService {
  const { store } = options;
  const policy = options.policy ?? DEFAULT_ONE_TIME_CODE_POLICY;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const warn = options.warn ?? ((line) => console.warn(line));
  const sessions = storeSessions({
    store,
    sessionTtlMs: policy.sessionTtlMs,
    newToken: options.newToken,
    newUserId: options.newUserId,
  });

  // A client per call: supabase-js keeps the session it gets in the client, and one shopper's must
  // never be in a client another request uses. Nothing is persisted or refreshed in the background.
  const client = (): SupabaseClient =>
    createClient(options.url, options.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) }) },
    });

  /** A 401 means the deployment's key is wrong: no shopper can fix that, so it is a 500 and logged. */
  const refuseMisconfigured = (error: AuthError) => {
    if (isAuthApiError(error) && error.status === 401) {
      throw new SupabaseConfigError(`Supabase refused the API key: ${describeError(error)}`);
    }
  };

  return {
    async sendCode({ tenant, phone, clientIp, metadata, now }): Promise<SendCodeResult> {
      const number = mobileNumber(phone);
      if (!number.ok) return { outcome: 'undeliverable' };
      const refused = await admitSend(store, policy, { tenant, phone, clientIp, now }, `supabase:${randomUUID()}`);
      if (refused) return refused;
      const { error } = await client().auth.signInWithOtp({ phone: number.e164, options: { data: { ...metadata } } });
      if (error) {
        refuseMisconfigured(error);
        if (isAuthApiError(error) && error.status === 429) {
          return { outcome: 'rate-limited', retryAfterSeconds: RATE_LIMITED_RETRY_SECONDS };
        }
        if (isAuthApiError(error) && error.status >= 400 && error.status < 500) return { outcome: 'undeliverable' };
        throw new SmsError(`Supabase did not send the code: ${describeError(error)}`, {
          retryable: true,
          status: error.status ?? null,
        });
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
      const number = mobileNumber(phone);
      if (!number.ok) return { outcome: 'invalid' };
      const { data, error } = await client().auth.verifyOtp({ phone: number.e164, token: code, type: 'sms' });
      if (error) {
        refuseMisconfigured(error);
        if (isAuthApiError(error) && error.status === 429) {
          return { outcome: 'locked', retryAfterSeconds: RATE_LIMITED_RETRY_SECONDS };
        }
        if (isAuthApiError(error) && error.status >= 400 && error.status < 500) return { outcome: 'invalid' };
        throw new AuthProviderUnavailableError(`Supabase did not check the code: ${describeError(error)}`);
      }
      const supabaseSession = data.session;
      const supabaseUserId = data.user?.id ?? supabaseSession?.user.id;
      if (!supabaseSession || !supabaseUserId) {
        throw new AuthProviderUnavailableError('Supabase verified the code but returned no session');
      }
      // Supabase uses a code once as well; this keeps our marker's single use in step with it.
      if (!(await store.consumeCode(tenant, phone, claim.codeHash))) return { outcome: 'invalid' };
      const session = await sessions.open({ tenant, phone, dealershipSlug, now });
      const { access_token, refresh_token } = supabaseSession;
      await store.keepProviderSession({
        tokenHash: sessionTokenHash(session.token),
        tenant,
        providerUserId: supabaseUserId,
        sealed: seal(session.token, { access_token, refresh_token }),
      });
      return { outcome: 'verified', session };
    },

    session: sessions.session,
    contactExists: sessions.contactExists,

    async signOut(tenant, token, now) {
      await sessions.revoke(tenant, token, now);
      // Ours is revoked: the shopper is signed out. What follows is best effort, logged, never thrown.
      try {
        const kept = await store.takeProviderSession(tenant, sessionTokenHash(token));
        const tokens = kept && unseal(token, kept.sealed);
        if (!tokens) return;
        // setSession refreshes an expired access token first; signOut then posts /logout?scope=local.
        const supabase = client();
        const { error: setError } = await supabase.auth.setSession(tokens);
        const { error } = setError ? { error: setError } : await supabase.auth.signOut({ scope: 'local' });
        if (error) warn(JSON.stringify({ event: 'supabase-sign-out', tenant, outcome: describeError(error) }));
      } catch (error) {
        const outcome = error instanceof Error ? error.name : 'error';
        warn(JSON.stringify({ event: 'supabase-sign-out', tenant, outcome }));
      }
    },
  };
}
