/**
 * The fingerprint of a lead request for Idempotency-Key checks: the same key with the same request
 * replays, with another request is refused. Canonical JSON makes key order and absent-vs-undefined
 * irrelevant, so a retry that serialises the same request differently still matches.
 */

/** JSON with object keys sorted at every depth and undefined members left out. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.keys(value).sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** sha-256 of the text as lower-case hex, with Web Crypto so it runs on any runtime. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The body hash stored with a lead: sha-256 of the validated request's canonical JSON. */
export function requestHash(request: unknown): Promise<string> {
  return sha256Hex(canonicalJson(request));
}
