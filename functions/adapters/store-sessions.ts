/**
 * Our sessions over the auth store, whichever provider checked the code (builtin or Supabase): a
 * verified phone becomes the tenant's user (one per tenant and phone), a session of 256 random bits
 * of which the store keeps only the SHA-256 (unguessable tokens need no key), and a verifications
 * record (spec 02 §7). The watchlist, `requireSession` and `phone_verified` on leads read these
 * sessions only, so they work the same with either provider.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AuthService, Session } from '../ports/auth.ts';
import type { AuthStore } from '../ports/auth-store.ts';

export const sessionTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface StoreSessionsOptions {
  store: AuthStore;
  sessionTtlMs: number;
  newToken?: () => string;
  newUserId?: () => string;
}

export function storeSessions(options: StoreSessionsOptions) {
  const { store } = options;
  const newToken = options.newToken ?? (() => randomBytes(32).toString('base64url'));
  const newUserId = options.newUserId ?? randomUUID;

  return {
    /** Opens a session for a phone whose code was just verified, and records the verification. */
    async open(request: { tenant: string; phone: string; dealershipSlug: string | null; now: Date }): Promise<Session> {
      const { tenant, phone, dealershipSlug, now } = request;
      const user = await store.ensureUser(tenant, phone, newUserId(), now);
      const token = newToken();
      const expiresAt = new Date(now.getTime() + options.sessionTtlMs);
      await store.createSession({
        tokenHash: sessionTokenHash(token),
        tenant,
        userId: user.id,
        phone,
        createdAt: now,
        expiresAt,
      });
      await store.recordVerification({
        website_slug: tenant,
        dealership_slug: dealershipSlug,
        user_id: user.id,
        verification_type: 'sms',
        at: now,
      });
      return { token, userId: user.id, phone, expiresAt: expiresAt.toISOString() };
    },

    session: (async (tenant, token, now) => {
      const session = await store.findSession(tenant, sessionTokenHash(token), now);
      return session && { userId: session.userId, phone: session.phone, expiresAt: session.expiresAt };
    }) satisfies AuthService['session'],

    contactExists: (async (tenant, phone) =>
      (await store.findUser(tenant, phone)) !== null) satisfies AuthService['contactExists'],

    async revoke(tenant: string, token: string, now: Date): Promise<void> {
      await store.revokeSession(tenant, sessionTokenHash(token), now);
    },
  };
}
