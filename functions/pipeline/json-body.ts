/**
 * Pipeline steps: the body's size, then the body read as a JSON object, the same way for every
 * POST. Each refusal names what is wrong in `{ error }`; none echoes the body back.
 */
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';

export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large.';
export const NOT_JSON_BODY_MESSAGE = 'The request body is not valid JSON.';
export const TOO_DEEP_MESSAGE = 'The request body is nested too deeply.';
export const BAD_CHARACTER_MESSAGE = 'The request contains a character that cannot be accepted.';
export const NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object.';

/**
 * How deep objects and arrays may nest. A form's body is two or three levels deep; far deeper is
 * an attack on whatever walks it next (a recursive walk over 10,000 levels overflows the stack).
 */
export const DEFAULT_MAX_JSON_DEPTH = 32;

export type BodyRefusalReason = 'too-large' | 'json' | 'depth' | 'nul' | 'not-an-object';

export type JsonBodyResult =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; status: 400 | 413; reason: BodyRefusalReason; error: string };

/** What the JSON step leaves for the steps after it. */
export type JsonBodyEnv = { Variables: { jsonBody: Record<string, unknown> } };

export interface BodyLimits {
  maxBytes: number;
  maxDepth?: number;
}

const TOO_LARGE = { ok: false, status: 413, reason: 'too-large', error: BODY_TOO_LARGE_MESSAGE } as const;

/**
 * The body text as a JSON object, or why not, in this order: too large (413), not JSON, nested
 * deeper than `maxDepth`, holding NUL or a lone surrogate, not an object (400).
 */
export function parseJsonObject(
  text: string,
  { maxBytes, maxDepth = DEFAULT_MAX_JSON_DEPTH }: BodyLimits,
): JsonBodyResult {
  // The size step trusts a Content-Length; characters never outnumber bytes, so this catches a lie.
  if (text.length > maxBytes) return TOO_LARGE;
  let body: unknown;
  try {
    // V8's JSON.parse is iterative: any depth parses; the walk below refuses the deep ones.
    body = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, reason: 'json', error: NOT_JSON_BODY_MESSAGE };
  }
  const shape = inspect(body, maxDepth);
  if (shape === 'too-deep') return { ok: false, status: 400, reason: 'depth', error: TOO_DEEP_MESSAGE };
  // NUL and lone surrogates cannot be stored (PostgreSQL refuses them in jsonb) and no keyboard types them.
  // eslint-disable-next-line no-control-regex -- a raw NUL is what this refuses
  if (shape === 'ill-formed' || /\\u0000|\u0000/i.test(text)) {
    return { ok: false, status: 400, reason: 'nul', error: BAD_CHARACTER_MESSAGE };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, status: 400, reason: 'not-an-object', error: NOT_AN_OBJECT_MESSAGE };
  }
  return { ok: true, body: body as Record<string, unknown> };
}

/**
 * 'too-deep' when an object or array sits deeper than `maxDepth` (the top level is depth 1),
 * else 'ill-formed' when a string or key is not well-formed Unicode (a lone surrogate), else 'ok'.
 * A loop over an explicit stack, so no input can exhaust the call stack.
 */
function inspect(value: unknown, maxDepth: number): 'ok' | 'too-deep' | 'ill-formed' {
  let wellFormed = true;
  const values: unknown[] = [value];
  const depths: number[] = [1];
  while (values.length > 0) {
    const item = values.pop();
    const depth = depths.pop()!;
    if (typeof item === 'string') {
      wellFormed &&= item.isWellFormed();
    } else if (typeof item === 'object' && item !== null) {
      if (depth > maxDepth) return 'too-deep';
      for (const [key, member] of Object.entries(item)) {
        // Array indexes are keys here too, and always well-formed.
        wellFormed &&= key.isWellFormed();
        values.push(member);
        depths.push(depth + 1);
      }
    }
  }
  return wellFormed ? 'ok' : 'ill-formed';
}

type OnBodyRefused = (c: Context, reason: BodyRefusalReason) => void;

/**
 * 413 `{ error }` when the body is larger than `maxBytes`: at once from a Content-Length, else
 * while it streams in, before it is buffered whole.
 */
export function limitBodySize(maxBytes: number, onRefused: OnBodyRefused = () => {}) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      onRefused(c, 'too-large');
      return c.json({ error: BODY_TOO_LARGE_MESSAGE }, 413);
    },
  });
}

/** Reads the body with `parseJsonObject`: the refusal's status and `{ error }`, else `c.var.jsonBody` for the next steps. */
export function readJsonBody(limits: BodyLimits, onRefused: OnBodyRefused = () => {}) {
  return createMiddleware<JsonBodyEnv>(async (c, next) => {
    const read = parseJsonObject(await c.req.text(), limits);
    if (!read.ok) {
      onRefused(c, read.reason);
      return c.json({ error: read.error }, read.status);
    }
    c.set('jsonBody', read.body);
    await next();
  });
}
