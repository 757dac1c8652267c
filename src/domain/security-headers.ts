/**
 * The security header values every answer shares, pages (scripts/security-headers.ts builds their
 * policy) and the functions' JSON (functions/security-headers.ts) alike. Decisions:
 * - HSTS only where the site is on https (production): a year, without `includeSubDomains` or
 *   `preload`, since a tenant's domain may have other subdomains that are not ours to move to https;
 * - `Referrer-Policy: strict-origin-when-cross-origin`: other sites see only the origin, over https;
 * - X-Frame-Options DENY beside CSP `frame-ancestors 'none'`, for browsers older than CSP 2: a lead
 *   form must never be framed (clickjacking).
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const X_FRAME_OPTIONS = 'DENY';

/** The policy of an answer that is not a page: it may load nothing, run nothing, be framed by nothing. */
export const NOTHING_POLICY = "default-src 'none'; frame-ancestors 'none'";
