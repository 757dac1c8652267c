/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): the receiver recomputes
 * base64(HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<body>")) and compares it with the
 * `v1,<signature>` in `webhook-signature`. Web Crypto only, so it runs on Node and edge runtimes.
 */

const SECRET_PREFIX = 'whsec_';

/**
 * The HMAC key behind a configured secret: after a `whsec_` prefix the rest is base64 (the
 * spec's serialisation); a secret without the prefix is used as its UTF-8 bytes, as the
 * reference libraries do for plain shared secrets.
 */
export function webhookKey(secret: string): Uint8Array<ArrayBuffer> {
  if (!secret.startsWith(SECRET_PREFIX)) return new TextEncoder().encode(secret);
  const binary = atob(secret.slice(SECRET_PREFIX.length));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The `webhook-signature` header value for one message: `v1,<base64 HMAC-SHA256>`. */
export async function signWebhook(
  key: Uint8Array<ArrayBuffer>,
  id: string,
  timestampSeconds: number,
  body: string,
): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign(
    'HMAC',
    cryptoKey,
    new TextEncoder().encode(`${id}.${timestampSeconds}.${body}`),
  );
  return `v1,${btoa(String.fromCharCode(...new Uint8Array(mac)))}`;
}
