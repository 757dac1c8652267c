/**
 * `npm run serve`: serves what is already built under dist/ on one port (PORT, default 4321).
 * Each tenant is at http://<slug>.localhost:<port>/ with the functions at /api on the same origin.
 */
import { serve } from '@hono/node-server';
import { createServeApp } from './serve-app.ts';

const port = Number(process.env.PORT ?? 4321);
const { app, tenants } = createServeApp(process.cwd());
serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '127.0.0.1' }, () => {
  console.log(`Serving ${tenants.slugs.length} tenant(s) on port ${port}:`);
  console.log(`  http://localhost:${port}/  (list of tenants)`);
  for (const slug of tenants.slugs) console.log(`  http://${slug}.localhost:${port}/`);
});
