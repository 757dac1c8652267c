/** Pipeline step: the body is declared JSON. */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

export const NOT_JSON_MESSAGE = 'The request body must be JSON (Content-Type: application/json).';

/** True for `application/json`, with or without parameters such as `; charset=utf-8`, in any case. */
export function isJsonContentType(header: string | undefined): boolean {
  return (header ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/**
 * 415 `{ error }` unless the body is declared JSON. Besides stating the format, it keeps out the
 * "simple" cross-site form posts (text/plain, form-encoded) a browser sends without asking first.
 * It must come before the zod step: Hono's JSON validator reads a body only when its type is JSON.
 */
export function requireJsonContentType(onRefused: (c: Context) => void = () => {}) {
  return createMiddleware(async (c, next) => {
    if (!isJsonContentType(c.req.header('content-type'))) {
      onRefused(c);
      return c.json({ error: NOT_JSON_MESSAGE }, 415);
    }
    await next();
  });
}
