/**
 * Pipeline step for calls a retry must not repeat (a lead; later a checkout): the optional
 * `Idempotency-Key` header, checked before the body is read.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

export const BAD_IDEMPOTENCY_KEY_MESSAGE = 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.';

export type IdempotencyKeyEnv = { Variables: { idempotencyKey: string | null } };

/** An Idempotency-Key is 1 to 255 visible ASCII characters (a UUID in practice). */
export function isValidIdempotencyKey(key: string): boolean {
  return /^[\x21-\x7e]{1,255}$/.test(key);
}

/** 400 `{ error }` for a malformed key; else `c.var.idempotencyKey`, null when the header is absent. */
export function readIdempotencyKey(onRefused: (c: Context) => void = () => {}) {
  return createMiddleware<IdempotencyKeyEnv>(async (c, next) => {
    const key = c.req.header('idempotency-key') ?? null;
    if (key !== null && !isValidIdempotencyKey(key)) {
      onRefused(c);
      return c.json({ error: BAD_IDEMPOTENCY_KEY_MESSAGE }, 400);
    }
    c.set('idempotencyKey', key);
    await next();
  });
}
