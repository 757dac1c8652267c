/**
 * The shopper's session cookie (issue 14), read and written the same way by every call: HttpOnly,
 * SameSite=Lax, Path=/ and host-only (no Domain), so one tenant's cookie is never sent to another's
 * host. Over https (production) it is `__Host-session`, which browsers accept only with Secure and
 * without Domain; in development (http://<slug>.localhost) it is `session` without Secure.
 * `requireSession` is the step a gated call adds: the page is not the only guard.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AuthService, SessionUser } from '../ports/auth.ts';
import type { TenantDirectory, TenantEnv } from './tenant.ts';

export const SESSION_COOKIE = 'session';
/** What a call that needs a session answers without one. */
export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';

export type SessionEnv = { Variables: TenantEnv['Variables'] & { user: SessionUser } };

/** The session cookie's options for this deployment (see above). */
export function sessionCookieOptions(tenants: TenantDirectory) {
  return tenants.mode === 'production'
    ? ({ prefix: 'host', httpOnly: true, sameSite: 'Lax', path: '/' } as const)
    : ({ httpOnly: true, sameSite: 'Lax', path: '/' } as const);
}

/** The session token the request carries, or null; a value that cannot be one of ours is not looked up. */
export function sessionToken(c: Context, tenants: TenantDirectory): string | null {
  const cookies = c.req.header('cookie') ?? '';
  const name = tenants.mode === 'production' ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
  const token = cookies
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  // A token is 43 base64url characters.
  return token !== undefined && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}

/** The user of the live session of this tenant the request carries, or null (also without phone sign-in). */
export async function sessionUser<E extends TenantEnv>(
  c: Context<E>,
  auth: AuthService | undefined,
  tenants: TenantDirectory,
  clock: () => Date,
): Promise<SessionUser | null> {
  const token = sessionToken(c, tenants);
  return auth && token !== null ? auth.session(c.get('tenant'), token, clock()) : null;
}

/** 401 `{ success: false, error }` unless the request carries a live session of this tenant; else `c.var.user`. */
export function requireSession(auth: AuthService, tenants: TenantDirectory, clock: () => Date) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    const user = await sessionUser(c, auth, tenants, clock);
    if (user === null) return c.json({ success: false, error: SIGN_IN_REQUIRED_MESSAGE }, 401);
    c.set('user', user);
    await next();
  });
}
