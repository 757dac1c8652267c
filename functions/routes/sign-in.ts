/**
 * Phone sign-in calls (issue 14; spec 02 §4 "Sign-in", §7), each through the request pipeline
 * (tenant from the Host, same-tenant Origin, JSON, limits, schema), over the authentication port:
 *
 * - POST /api/auth/send-code `{ phone, first_name?, last_name?, email? }` → 200 `{ message: 'Code
 *   sent!', resend_after_seconds, expires_in_seconds }`; 429 + Retry-After with 'Too many
 *   verification attempts. Please try again later.' before the resend wait or past the send limits;
 *   422 for a number that cannot be texted; 503 when the SMS provider is briefly unavailable.
 * - POST /api/auth/verify-code `{ phone, code }` → 200 `{ user: { id, phone } }` and the session
 *   cookie; 400 'The verification code is invalid. Please try again.'; 429 when locked; 503 when the
 *   provider that checks codes (Supabase Auth) is briefly unavailable.
 * - POST /api/auth/sign-out `{}` → 200, the session revoked and the cookie cleared.
 * - GET /api/auth/session → `{ signed_in, user }` for pages that learn the state after load.
 *
 * The session cookie (functions/pipeline/session.ts) is HttpOnly, SameSite=Lax and host-only, and
 * the store refuses a token on any tenant but its own as well.
 */
import { Hono, type Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { CODE_SENT_MESSAGE, INVALID_CODE_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from '../../src/domain/one-time-code.ts';
import {
  SendCodeRequestSchema,
  SignOutRequestSchema,
  VerifyCodeRequestSchema,
} from '../../src/domain/schemas/sign-in.ts';
import { connectionClientIp, type ClientIp } from '../pipeline/client-address.ts';
import { jsonRoute, type JsonRouteEnv } from '../pipeline/json-route.ts';
import { perClient } from '../pipeline/rate-limit.ts';
import { SESSION_COOKIE, sessionCookieOptions, sessionToken } from '../pipeline/session.ts';
import type { TenantDirectory } from '../pipeline/tenant.ts';
import { fieldsReply } from '../pipeline/validate.ts';
import { AuthProviderUnavailableError, type AuthService } from '../ports/auth.ts';
import { SmsError } from '../ports/sms.ts';
import { createMemoryRateLimiter, type RateLimiter, type RateRule } from '../rate-limit.ts';

const MAX_BODY_BYTES = 2048;
/** What a shopper reads when a number cannot receive the text. */
export const UNDELIVERABLE_MESSAGE = 'We could not send a code to this number. Please check it and try again.';
/** What a shopper reads when the SMS provider is briefly unavailable. */
export const SMS_UNAVAILABLE_MESSAGE = 'The code could not be sent. Please try again in a moment.';
/** What a shopper reads when the provider that checks codes (Supabase Auth) is briefly unavailable. */
export const VERIFY_UNAVAILABLE_MESSAGE = 'The code could not be checked. Please try again in a moment.';
const SMS_RETRY_AFTER_SECONDS = 30;

/**
 * Per address, on top of the service's own limits per phone: sending and verifying are a few
 * calls per sign-in; a script trying many phones from one address stops here.
 */
export const SIGN_IN_ADDRESS_LIMITS = {
  sendCode: { limit: 10, windowMs: 60_000 },
  verifyCode: { limit: 30, windowMs: 60_000 },
} as const satisfies Record<string, RateRule>;

export interface SignInRouteDeps {
  tenants: TenantDirectory;
  auth: AuthService;
  /** The tenant's dealership slug, for the sign-in metadata and the verifications record. */
  dealershipSlug?: (tenant: string) => string | null;
  clock?: () => Date;
  clientIp?: ClientIp;
  rateLimiter?: RateLimiter;
  /** One JSON line per outcome, never a phone number or a code. */
  logCall?: (line: string) => void;
}

const tooMany = (c: Context, retryAfterSeconds: number) => {
  c.header('Retry-After', String(retryAfterSeconds));
  return c.json({ error: TOO_MANY_ATTEMPTS_MESSAGE, retry_after_seconds: retryAfterSeconds }, 429);
};

/** The /api/auth sub-app: send-code, verify-code, sign-out and session. */
export function createSignInRoute(deps: SignInRouteDeps) {
  const clock = deps.clock ?? (() => new Date());
  const clientIp = deps.clientIp ?? connectionClientIp();
  const limiter = deps.rateLimiter ?? createMemoryRateLimiter();
  const log = deps.logCall ?? ((line) => console.info(line));
  const logAs = (tenant: string, call: string, outcome: string) =>
    log(JSON.stringify({ event: 'sign-in', call, tenant, outcome }));
  const dealershipSlug = deps.dealershipSlug ?? (() => null);
  const cookie = sessionCookieOptions(deps.tenants);
  const pipeline = { tenants: deps.tenants, maxBytes: MAX_BODY_BYTES };
  const perAddress = (scope: string, rule: RateRule) => ({
    limiter,
    clock,
    clientIp,
    limits: [perClient(scope, rule)],
  });

  return new Hono<JsonRouteEnv>()
    .post(
      '/send-code',
      jsonRoute({
        ...pipeline,
        rateLimit: perAddress('send-code', SIGN_IN_ADDRESS_LIMITS.sendCode),
        schema: SendCodeRequestSchema,
        invalid: fieldsReply('Please check the highlighted fields.'),
      }),
      async (c) => {
        const tenant = c.get('tenant');
        const request = c.req.valid('json');
        let result;
        try {
          result = await deps.auth.sendCode({
            tenant,
            phone: request.phone,
            clientIp: clientIp(c),
            metadata: {
              first_name: request.first_name ?? null,
              last_name: request.last_name ?? null,
              email: request.email ?? null,
              website: tenant,
              dealership_slug: dealershipSlug(tenant),
            },
            now: clock(),
          });
        } catch (error) {
          if (!(error instanceof SmsError && error.retryable)) throw error;
          logAs(tenant, 'send-code', 'sms-unavailable');
          c.header('Retry-After', String(SMS_RETRY_AFTER_SECONDS));
          return c.json({ error: SMS_UNAVAILABLE_MESSAGE }, 503);
        }
        logAs(tenant, 'send-code', result.outcome);
        switch (result.outcome) {
          case 'sent':
            return c.json({
              message: CODE_SENT_MESSAGE,
              resend_after_seconds: result.resendAfterSeconds,
              expires_in_seconds: result.expiresInSeconds,
            });
          case 'too-soon':
          case 'rate-limited':
            return tooMany(c, result.retryAfterSeconds);
          case 'undeliverable':
            return c.json({ error: UNDELIVERABLE_MESSAGE, fields: { phone: UNDELIVERABLE_MESSAGE } }, 422);
        }
      },
    )
    .post(
      '/verify-code',
      jsonRoute({
        ...pipeline,
        rateLimit: perAddress('verify-code', SIGN_IN_ADDRESS_LIMITS.verifyCode),
        schema: VerifyCodeRequestSchema,
        invalid: fieldsReply('Please check the highlighted fields.'),
      }),
      async (c) => {
        const tenant = c.get('tenant');
        const { phone, code } = c.req.valid('json');
        const now = clock();
        let result;
        try {
          result = await deps.auth.verifyCode({ tenant, phone, code, dealershipSlug: dealershipSlug(tenant), now });
        } catch (error) {
          if (!(error instanceof AuthProviderUnavailableError)) throw error;
          logAs(tenant, 'verify-code', 'provider-unavailable');
          c.header('Retry-After', String(error.retryAfterSeconds));
          return c.json({ error: VERIFY_UNAVAILABLE_MESSAGE }, 503);
        }
        logAs(tenant, 'verify-code', result.outcome);
        if (result.outcome === 'locked') return tooMany(c, result.retryAfterSeconds);
        if (result.outcome === 'invalid') return c.json({ error: INVALID_CODE_MESSAGE }, 400);
        const { session } = result;
        const maxAge = Math.max(0, Math.floor((Date.parse(session.expiresAt) - now.getTime()) / 1000));
        setCookie(c, SESSION_COOKIE, session.token, { ...cookie, maxAge });
        return c.json({ user: { id: session.userId, phone: session.phone } });
      },
    )
    .post(
      '/sign-out',
      jsonRoute({ ...pipeline, schema: SignOutRequestSchema, invalid: fieldsReply('Sign-out takes no fields.') }),
      async (c) => {
        const token = sessionToken(c, deps.tenants);
        if (token !== null) await deps.auth.signOut(c.get('tenant'), token, clock());
        deleteCookie(c, SESSION_COOKIE, cookie);
        logAs(c.get('tenant'), 'sign-out', token === null ? 'no-session' : 'signed-out');
        return c.json({ signed_out: true });
      },
    )
    .get('/session', async (c) => {
      c.header('Cache-Control', 'no-store');
      const token = sessionToken(c, deps.tenants);
      const user = token === null ? null : await deps.auth.session(c.get('tenant'), token, clock());
      return c.json({ signed_in: user !== null, user: user && { id: user.userId, phone: user.phone } });
    });
}
