/**
 * GET /api/form-token: `{ token }`, the signed fill-time token a lead form fetches when it first
 * gets focus and sends with the lead (functions/form-token.ts). Never cached: each is issued now.
 */
import { Hono } from 'hono';
import type { FormTokens } from '../form-token.ts';
import type { TenantEnv } from '../pipeline/tenant.ts';

export function createFormTokenRoute(deps: { formTokens: FormTokens; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());
  return new Hono<TenantEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ token: await deps.formTokens.issue(c.get('tenant'), clock()) });
  });
}
