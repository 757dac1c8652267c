/**
 * Reading a shopper's JSON body, the same way for every POST: size, JSON, NUL characters and an
 * object at the top. Each refusal names what is wrong; none echoes the body back.
 */
import type { Context } from 'hono';

export type JsonBodyResult =
  | { ok: true; body: Record<string, unknown>; text: string }
  | { ok: false; status: 400 | 413; reason: 'too-large' | 'json' | 'nul' | 'not-an-object'; error: string };

export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large.';

/** Reads and parses the request body; call after `bodyLimit`, which stops a body whose Content-Length says too much. */
export async function readJsonObject(c: Context, maxBytes: number): Promise<JsonBodyResult> {
  const text = await c.req.text();
  // bodyLimit trusts a Content-Length; characters never outnumber bytes, so this catches a lie.
  if (text.length > maxBytes) return { ok: false, status: 413, reason: 'too-large', error: BODY_TOO_LARGE_MESSAGE };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, reason: 'json', error: 'The request body is not valid JSON.' };
  }
  // NUL and lone surrogates cannot be stored (PostgreSQL refuses them in jsonb) and no keyboard types them.
  if (/\\u0000|\u0000/i.test(text) || !wellFormed(body)) {
    return { ok: false, status: 400, reason: 'nul', error: 'The request contains a character that cannot be accepted.' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, status: 400, reason: 'not-an-object', error: 'The request body must be a JSON object.' };
  }
  return { ok: true, body: body as Record<string, unknown>, text };
}

/** True when every string and key in the value is well-formed Unicode (no lone surrogate). */
function wellFormed(value: unknown): boolean {
  if (typeof value === 'string') return value.isWellFormed();
  if (Array.isArray(value)) return value.every(wellFormed);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).every(([key, member]) => key.isWellFormed() && wellFormed(member));
  }
  return true;
}
