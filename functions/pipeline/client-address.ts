/**
 * Who is calling, for the per-address limits: the connecting address from the runtime's
 * conn-info helper, or, behind trusted proxies, the address the outermost of them saw. Never
 * logged (it is personal data); it only keys a rate-limit counter.
 */
import { getConnInfo as nodeConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { GetConnInfo } from 'hono/conninfo';

/** The client's address for a request, as a rate-limit key. */
export type ClientIp = (c: Context) => string;

/** What a request with no readable address counts as: all such requests share one counter. */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * The connecting address as `getConnInfo` reports it: `@hono/node-server`'s by default (the socket
 * of `c.env.incoming`); an edge entry passes its runtime's (`hono/cloudflare-workers`, `hono/deno`,
 * `hono/bun`). A request without connection bindings (`app.request()` with no env, as in unit
 * tests) makes the helper throw: it counts as `UNKNOWN_CLIENT`.
 */
export function connectionClientIp(getConnInfo: GetConnInfo = nodeConnInfo): ClientIp {
  return (c) => {
    try {
      return getConnInfo(c).remote.address ?? UNKNOWN_CLIENT;
    } catch {
      return UNKNOWN_CLIENT;
    }
  };
}

/**
 * For deployments behind `hops` trusted proxies: the X-Forwarded-For entry the outermost trusted
 * proxy added. Entries further left are the client's own claims and could be anything. Without the
 * header, the connecting address (`fallback`).
 */
export function forwardedClientIp(hops = 1, fallback: ClientIp = connectionClientIp()): ClientIp {
  return (c) => {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    return entries[entries.length - hops] ?? fallback(c);
  };
}
