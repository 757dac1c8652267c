import { Hono } from 'hono';
import type { TenantEnv } from '../pipeline/tenant.ts';

/** GET /api/health: the functions are up and know which tenant this host is. */
export const health = new Hono<TenantEnv>().get('/', (c) => c.json({ ok: true, tenant: c.get('tenant') }));
