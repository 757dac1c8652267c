/**
 * The storage port of the authentication adapters (functions/adapters/builtin-auth.ts and
 * supabase-auth.ts): one-time code challenges, send counters, users, sessions, the Supabase
 * sessions kept beside ours (sealed), the verifications record (spec 02 §7) and the development
 * SMS log. Adapters: SQLite through `node:sqlite` (sqlite-auth-store.ts) and
 * PostgreSQL (postgres-auth-store.ts), and Cloudflare D1 (d1-auth-store.ts); one contract suite
 * (tests/unit/functions/auth-store-contract.ts) runs against all three.
 *
 * Every check-and-change is one atomic statement, so concurrent requests (1,000 guesses at once)
 * cannot each see the counter before any of them moved it. Codes and session tokens are stored
 * only as keyed hashes; times are Dates in, ISO 8601 out.
 */

import type { WatchlistStore } from './watchlist-store.ts';

/** What `claimTry` found: the code to compare (null when none was sent or it was used), or a lock. */
export type ClaimedTry =
  | { outcome: 'claimed'; codeHash: string | null; expiresAt: string | null; failures: number }
  | { outcome: 'locked'; lockedUntil: string };

export interface StoredUser {
  id: string;
  tenant: string;
  phone: string;
  /** ISO 8601. */
  createdAt: string;
}

export interface StoredSession {
  tenant: string;
  userId: string;
  phone: string;
  /** ISO 8601. */
  expiresAt: string;
  revokedAt: string | null;
}

/** Spec 02 §3 "Verification record: website_slug, dealership_slug, user_id, verification_type (sms or verify)". */
export interface VerificationRecord {
  website_slug: string;
  dealership_slug: string | null;
  user_id: string;
  verification_type: 'sms' | 'verify';
  /** ISO 8601. */
  at: string;
}

/** One message the `log` SMS adapter kept (development only: it holds the code in clear). */
export interface LoggedSms {
  id: string;
  tenant: string;
  to: string;
  body: string;
  /** ISO 8601. */
  at: string;
}

/** The auth store also keeps each user's watchlist (functions/ports/watchlist-store.ts). */
export interface AuthStore extends WatchlistStore {
  /** Creates the schema if missing. Idempotent. */
  migrate(): Promise<void>;

  /** When the last code to this phone was sent (ISO 8601), or null. */
  lastSentAt(tenant: string, phone: string): Promise<string | null>;
  /**
   * Counts one hit on a fixed-window counter (`key` names it, e.g. a phone or an address) and
   * returns the count in the current window, this one included, and when the window ends.
   */
  countHit(key: string, windowMs: number, now: Date): Promise<{ count: number; windowEndsAt: string }>;
  /**
   * Stores a new code for the phone, replacing any earlier one, unless the last was sent less
   * than `resendAfterMs` before `now` (then nothing changes and it returns false). The failure
   * counter is left as it is: a resend never resets it.
   */
  putCode(
    challenge: { tenant: string; phone: string; codeHash: string; expiresAt: Date; now: Date },
    resendAfterMs: number,
  ): Promise<boolean>;
  /**
   * Counts one try at the phone's code before it is compared, and returns the code's hash: unless
   * `maxFailures` tries already failed within `failureWindowMs` of the first of them (locked). A
   * failure window that has ended starts again with this try. Null when no code was ever sent.
   */
  claimTry(
    tenant: string,
    phone: string,
    limits: { maxFailures: number; failureWindowMs: number },
    now: Date,
  ): Promise<ClaimedTry | null>;
  /**
   * Uses the code: clears it and the failure counter, only if the phone's code is still
   * `codeHash` (so two requests with the right code cannot both succeed). True when this call used it.
   */
  consumeCode(tenant: string, phone: string, codeHash: string): Promise<boolean>;

  /** The tenant's user with this phone, created with `newId` when there is none. */
  ensureUser(tenant: string, phone: string, newId: string, now: Date): Promise<StoredUser>;
  findUser(tenant: string, phone: string): Promise<StoredUser | null>;

  createSession(session: {
    tokenHash: string;
    tenant: string;
    userId: string;
    phone: string;
    createdAt: Date;
    expiresAt: Date;
  }): Promise<void>;
  /** The session with this token hash on this tenant, unless expired at `now` or revoked. */
  findSession(tenant: string, tokenHash: string, now: Date): Promise<StoredSession | null>;
  /** Marks the session revoked; true when it was live. */
  revokeSession(tenant: string, tokenHash: string, now: Date): Promise<boolean>;

  /**
   * Keeps what an external sign-in provider (Supabase Auth) returned with a session: its user id and
   * its tokens `sealed` by the adapter (so the row alone is of no use), keyed by our session's token
   * hash. Idempotent: a second call for the same token hash changes nothing.
   */
  keepProviderSession(entry: {
    tokenHash: string;
    tenant: string;
    providerUserId: string;
    sealed: string;
  }): Promise<void>;
  /** Removes and returns what `keepProviderSession` kept for the session (sign-out), or null. */
  takeProviderSession(tenant: string, tokenHash: string): Promise<{ providerUserId: string; sealed: string } | null>;

  recordVerification(record: Omit<VerificationRecord, 'at'> & { at: Date }): Promise<void>;
  /** A tenant's verifications, newest first. */
  verifications(websiteSlug: string, options?: { limit?: number }): Promise<VerificationRecord[]>;

  logSms(message: Omit<LoggedSms, 'at'> & { at: Date }): Promise<void>;
  /** A tenant's logged messages, newest first. */
  loggedSms(tenant: string, options?: { limit?: number }): Promise<LoggedSms[]>;

  close(): Promise<void>;
}
