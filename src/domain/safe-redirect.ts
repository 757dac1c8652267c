/**
 * Where the sign-in page sends the shopper afterwards (spec 02 §2 "/sign-in?…&redirect={target}&
 * back={previous}"; issue 14 "go to `redirect` only if it is a path on this site (no open
 * redirect)").
 */

/**
 * `target` when it is a path on this site, else `fallback`. A path starts with one '/' and is not
 * read by a browser as another host: '//evil.example' and '/\evil.example' are protocol-relative
 * (browsers treat '\' as '/'), 'https://…', 'javascript:…' and 'evil.example' are not paths, and
 * control characters or spaces (which browsers strip, turning '/\t/evil' into '//evil') are
 * refused whole rather than cleaned. Query and anchor are kept.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (typeof target !== 'string' || !target.startsWith('/')) return fallback;
  if (target[1] === '/' || target[1] === '\\') return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(target)) return fallback;
  // Belt and braces: the URL parser must agree that it stays on this origin.
  const base = 'https://site.invalid';
  try {
    return new URL(target, base).origin === base ? target : fallback;
  } catch {
    return fallback;
  }
}
