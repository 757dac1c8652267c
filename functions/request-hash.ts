/**
 * The fingerprint of a lead request for Idempotency-Key checks: the same key with the same request
 * replays, with another request is refused. Canonical JSON makes key order and absent-vs-undefined
 * irrelevant, so a retry that serialises the same request differently still matches.
 */

/** JSON with object keys sorted at every depth and undefined members left out. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value))
    return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The runtime's `node:crypto` when it has one (Node, Deno, Bun, workerd with nodejs_compat), found
 * without a static import so a runtime without it still loads this file and uses Web Crypto.
 */
const nodeCrypto = (
  globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }
).process?.getBuiltinModule?.('node:crypto') as typeof import('node:crypto') | undefined;

/**
 * sha-256 of the text as lower-case hex. Node's synchronous hash where there is one: Web Crypto's
 * digest is a thread-pool job per call, and on POST /api/leads that cost a quarter of the
 * requests a second (scripts/bench/leads.ts: server CPU per lead 0.69 → 0.49 ms at 50
 * connections). Web Crypto, the same digest, anywhere else.
 */
export async function sha256Hex(text: string): Promise<string> {
  if (nodeCrypto) return nodeCrypto.createHash('sha256').update(text).digest('hex');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The body hash stored with a lead: sha-256 of the validated request's canonical JSON. */
export function requestHash(request: unknown): Promise<string> {
  return sha256Hex(canonicalJson(request));
}
