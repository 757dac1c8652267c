/**
 * `npm run serve`: serves what is already built under dist/ on one port (PORT, default 4321).
 * Each tenant is at http://<slug>.localhost:<port>/ with the functions at /api on the same origin.
 */
import { serve } from '@hono/node-server';
import { createServeApp } from './serve-app.ts';

const port = Number(process.env.PORT ?? 4321);
const hostname = process.env.HOST ?? '127.0.0.1';
const { app, tenants } = createServeApp(process.cwd());
const server = serve({ fetch: app.fetch, port, hostname }, () => {
  console.log(`Serving ${tenants.slugs.length} tenant(s) on port ${port}:`);
  console.log(`  http://localhost:${port}/  (list of tenants)`);
  for (const slug of tenants.slugs) console.log(`  http://${slug}.localhost:${port}/`);
  if (!tenants.slugs.length) console.log('  (nothing is built yet: run `npm run build`)');
});
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE'
    ? `✗ Port ${port} is already in use: stop the other server or choose another port, e.g. PORT=4322 npm run serve`
    : `✗ The server could not start: ${error.message}`);
  process.exit(1);
});
