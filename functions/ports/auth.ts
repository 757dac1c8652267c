/**
 * The authentication port: phone sign-in with one-time codes, and the sessions it opens (issue 14;
 * spec 02 §7 "One-time SMS code via an authentication provider: sign in with phone and metadata
 * (first_name, last_name, email, website, dealership_slug); verify with phone, token, type sms;
 * sign out"). Adapters: `builtin` (functions/adapters/builtin-auth.ts: codes made, hashed and
 * checked here, sent through the SMS port) and `supabase` (functions/adapters/supabase-auth.ts:
 * Supabase Auth's phone OTP through @supabase/supabase-js). Chosen per deployment at start-up
 * (AUTH_PROVIDER), never by branches in handlers.
 *
 * Phones are the local form, '04…' (src/domain/mobile-number.ts), already checked by the route.
 * Sessions are per tenant: a session opened on one tenant's site is never one on another's.
 */

/** Spec 02 §7 sign-in metadata. */
export interface SignInMetadata {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  website: string;
  dealership_slug: string | null;
}

export interface SendCodeRequest {
  tenant: string;
  /** Local form, '0412345678'. */
  phone: string;
  /** The client's address, for the per-address send limit (never stored beyond a counter key). */
  clientIp: string;
  metadata: SignInMetadata;
  now: Date;
}

export type SendCodeResult =
  | { outcome: 'sent'; resendAfterSeconds: number; expiresInSeconds: number }
  /** A code went out less than the resend wait ago. */
  | { outcome: 'too-soon'; retryAfterSeconds: number }
  /** Too many codes to this phone or from this address in the window. */
  | { outcome: 'rate-limited'; retryAfterSeconds: number }
  /** The SMS provider says the number cannot receive messages. */
  | { outcome: 'undeliverable' };

export interface VerifyCodeRequest {
  tenant: string;
  phone: string;
  code: string;
  /** The tenant's dealership, for the verifications record (spec 02 §7). */
  dealershipSlug: string | null;
  now: Date;
}

export interface Session {
  /** The opaque value for the cookie; the store keeps only its hash. */
  token: string;
  userId: string;
  phone: string;
  /** ISO 8601. */
  expiresAt: string;
}

export type VerifyCodeResult =
  | { outcome: 'verified'; session: Session }
  /** Wrong, expired, already used or never sent: the shopper cannot tell which, nor can an attacker. */
  | { outcome: 'invalid' }
  /** Too many wrong codes: verification is refused, even of a right code, until the lock ends. */
  | { outcome: 'locked'; retryAfterSeconds: number };

/** Who a session cookie belongs to. */
export interface SessionUser {
  userId: string;
  phone: string;
  /** ISO 8601. */
  expiresAt: string;
}

export interface AuthService {
  sendCode(request: SendCodeRequest): Promise<SendCodeResult>;
  verifyCode(request: VerifyCodeRequest): Promise<VerifyCodeResult>;
  /** The session's user, or null when the token is unknown, another tenant's, expired or revoked. */
  session(tenant: string, token: string, now: Date): Promise<SessionUser | null>;
  /**
   * Whether the tenant has a user with this phone (GET /api/check-if-contact-exists). The route,
   * not this, keeps it from becoming an oracle (rate limit, one shape and timing for both answers).
   */
  contactExists(tenant: string, phone: string): Promise<boolean>;
  /** Revokes the session (a no-op for an unknown token). */
  signOut(tenant: string, token: string, now: Date): Promise<void>;
}

/**
 * The provider that checks the codes cannot answer now (Supabase Auth down, slow or garbled): the
 * verify call answers 503 with Retry-After, and the shopper tries the same code again.
 */
export class AuthProviderUnavailableError extends Error {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds = 30) {
    super(message);
    this.name = 'AuthProviderUnavailableError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
