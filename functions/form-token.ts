/**
 * The lead forms' fill-time token: `GET /api/form-token` signs the tenant and the time it was
 * issued (HMAC-SHA-256), the form fetches one when it first gets focus and sends it as
 * `form_token`, and POST /api/leads checks the signature, the tenant and that at least
 * MIN_FILL_MS passed since it was issued, all on the server's clock (a `started_at` the browser
 * sends could be any number). Web Crypto only, so it runs on an edge runtime too.
 *
 * Decision: the secret is FORM_TOKEN_SECRET (shared by every instance behind one balancer); without
 * it each process draws a random one at start, which suits one machine but voids the tokens of
 * forms left open across a restart (their leads are refused quietly, like a bot's). A token is good
 * for FORM_TOKEN_MAX_AGE_MS; within that it may be used again (the rate limits bound that).
 */
import { MIN_FILL_MS } from '../src/domain/schemas/leads.ts';

/** How long a form may stay open between fetching its token and sending. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Why a token does not show a person's fill, for the log: absent, forged, stale or another tenant's, or too quick. */
export type FormTokenRefusal = 'form-token' | 'fill-time';

export interface FormTokens {
  /** A token for `tenant`, issued at `now`: `<ms since the epoch>.<base64url HMAC>`. */
  issue(tenant: string, now: Date): Promise<string>;
  /** Null when `token` was issued by this secret for `tenant`, at least `minFillMs` and at most the max age before `now`. */
  check(token: unknown, tenant: string, now: Date, minFillMs?: number): Promise<FormTokenRefusal | null>;
}

const encoder = new TextEncoder();

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null; // 32 bytes, unpadded
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

/** Signs with `secret` (FORM_TOKEN_SECRET), or with 32 random bytes drawn now when it is absent or empty. */
export function createFormTokens(secret?: string): FormTokens {
  const raw = secret ? encoder.encode(secret) : crypto.getRandomValues(new Uint8Array(32));
  const key = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const message = (tenant: string, issuedAt: number) => encoder.encode(`${tenant}.${issuedAt}`);
  return {
    async issue(tenant, now) {
      const issuedAt = now.getTime();
      const signature = await crypto.subtle.sign('HMAC', await key, message(tenant, issuedAt));
      return `${issuedAt}.${base64url(new Uint8Array(signature))}`;
    },
    async check(token, tenant, now, minFillMs = MIN_FILL_MS) {
      if (typeof token !== 'string') return 'form-token';
      const match = /^(\d{1,15})\.([A-Za-z0-9_-]+)$/.exec(token);
      const signature = match && fromBase64url(match[2]!);
      if (!match || !signature) return 'form-token';
      const issuedAt = Number(match[1]);
      // crypto.subtle.verify compares in constant time.
      if (!(await crypto.subtle.verify('HMAC', await key, signature, message(tenant, issuedAt)))) return 'form-token';
      const age = now.getTime() - issuedAt;
      if (age > FORM_TOKEN_MAX_AGE_MS) return 'form-token';
      return age < minFillMs ? 'fill-time' : null;
    },
  };
}
