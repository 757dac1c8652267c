/**
 * Rows of the auth tables as the port's records, for both adapters: each says how its driver
 * returns a time (epoch ms in SQLite, Date in PostgreSQL).
 */
import type { LoggedSms, StoredSession, StoredUser, VerificationRecord } from '../ports/auth-store.ts';
import type { SavedCar } from '../ports/watchlist-store.ts';
import { textOrNull, type Row } from './lead-rows.ts';

export function authRows(time: (value: unknown) => string) {
  const timeOrNull = (value: unknown) => (value == null ? null : time(value));
  return {
    timeOrNull,
    toUser: (row: Row): StoredUser => ({
      id: String(row.id),
      tenant: String(row.tenant),
      phone: String(row.phone),
      createdAt: time(row.created_at),
    }),
    toSession: (row: Row): StoredSession => ({
      tenant: String(row.tenant),
      userId: String(row.user_id),
      phone: String(row.phone),
      expiresAt: time(row.expires_at),
      revokedAt: timeOrNull(row.revoked_at),
    }),
    toVerification: (row: Row): VerificationRecord => ({
      website_slug: String(row.website_slug),
      dealership_slug: textOrNull(row.dealership_slug),
      user_id: String(row.user_id),
      verification_type: row.verification_type === 'verify' ? 'verify' : 'sms',
      at: time(row.at),
    }),
    /** The row CLAIM_TRY returns: the code to check, and the failures counted with this try. */
    toClaimedTry: (row: Row) => ({
      outcome: 'claimed' as const,
      codeHash: textOrNull(row.code_hash),
      expiresAt: timeOrNull(row.expires_at),
      failures: Number(row.failures),
    }),
    toSaved: (row: Row): SavedCar => ({ carId: Number(row.car_id), savedAt: time(row.saved_at) }),
    toSms: (row: Row): LoggedSms => ({
      id: String(row.id),
      tenant: String(row.tenant),
      to: String(row.to_number),
      body: String(row.body),
      at: time(row.at),
    }),
  };
}
