/**
 * The functions' answers (JSON, the car PDF): hono's secure-headers with the values every answer
 * shares (src/domain/security-headers.ts), a policy that allows nothing, and HSTS in production.
 */
import { secureHeaders } from 'hono/secure-headers';
import { REFERRER_POLICY, STRICT_TRANSPORT_SECURITY, X_FRAME_OPTIONS } from '../src/domain/security-headers.ts';
import type { HostMode } from './pipeline/tenant.ts';

export function apiSecurityHeaders(mode: HostMode) {
  return secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    referrerPolicy: REFERRER_POLICY,
    strictTransportSecurity: mode === 'production' ? STRICT_TRANSPORT_SECURITY : false,
    xFrameOptions: X_FRAME_OPTIONS,
  });
}
