/**
 * `node scripts/serve.ts [--development]`: serves what is already built under dist/ on one port
 * (PORT, default 4321), with the functions at /api on each tenant's origin and the lead forwarder
 * delivering the outbox in the background (functions/lead-services.ts). With `--development` (as
 * `npm start`, `npm run serve` and the e2e server run it) each tenant is at
 * http://<slug>.localhost:<port>/ and http://localhost:<port>/ lists them; without it (production)
 * tenants answer only on the domains their site.json lists, over https, and any other host is a 404.
 * Slow clients are cut off: headers within 10 s, a whole request within 30 s, idle connections after 5 s.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startAuthServices } from '../functions/auth-services.ts';
import { openFinancePartners } from '../functions/adapters/open-finance-partner.ts';
import { openGeocoders } from '../functions/adapters/open-geocoders.ts';
import { openValuationProviders } from '../functions/adapters/open-valuation-providers.ts';
import { startLeadServices } from '../functions/lead-services.ts';
import { startReservationServices } from '../functions/reservation-services.ts';
import { startVehicleServices } from '../functions/vehicle-services.ts';
import { readSiteConfig, tenantSlugs } from '../src/tenants/load-tenant.ts';
import { readFlags } from './cli-args.ts';
import { runCli } from './report-errors.ts';
import { startNodeServer } from './node-server.ts';
import { createServeApp } from './serve-app.ts';

const USAGE = 'usage: node scripts/serve.ts [--development]';

await runCli(async () => {
  const { development } = readFlags(process.argv.slice(2), { development: { type: 'boolean' } }, USAGE);
  const mode = development ? 'development' : 'production';
  const root = process.cwd();
  const port = Number(process.env.PORT ?? 4321);
  const hostname = process.env.HOST ?? '127.0.0.1';
  const slugs = tenantSlugs(root);
  // The vehicle services' stock catalogue also gives the ADF sink the car a lead names.
  const vehicle = await startVehicleServices(root, slugs, process.env);
  const leads = await startLeadServices(
    root,
    slugs.map((slug) => readSiteConfig(root, slug)),
    process.env,
    { catalog: vehicle.deps.catalog },
  );
  const sites = slugs.map((slug) => readSiteConfig(root, slug));
  const auth = await startAuthServices(root, sites, process.env, mode);
  // Each tenant's finance partner (site.json finance.partner): the built-in estimate unless it names youx.
  const financePartners = openFinancePartners(sites, process.env);
  // Each tenant's postcode lookup (site.json map.geocoding): the shipped table unless it names google.
  const geocoders = openGeocoders(sites, process.env, () =>
    readFileSync(join(root, 'src/site/postcode-centroids.csv'), 'utf8'),
  );
  // Each tenant's trade-in valuation (site.json valuation): none, the market estimate over its stock, or a provider API.
  const valuations = openValuationProviders(sites, process.env, { catalog: vehicle.deps.catalog });
  // Reserve online: the reservation store beside the leads, the payment provider, the hold sweeper.
  const reservations = await startReservationServices(root, sites, process.env);
  const { app, tenants } = createServeApp(
    root,
    { ...leads.deps, ...vehicle.deps, ...auth.deps, ...reservations.deps, financePartners, geocoders, valuations },
    { mode },
  );
  // Header, request and keep-alive timeouts, and a graceful close after a 413 (scripts/node-server.ts).
  const server = startNodeServer({ fetch: app.fetch, port, hostname }, () => {
    console.log(`Serving ${tenants.slugs.length} tenant(s) on port ${port} (${mode}):`);
    if (mode === 'development') {
      console.log(`  http://localhost:${port}/  (list of tenants)`);
      for (const slug of tenants.slugs) console.log(`  http://${slug}.localhost:${port}/`);
    } else {
      for (const [domain, slug] of tenants.domains) console.log(`  https://${domain}/  (${slug})`);
      const without = tenants.slugs.filter((slug) => ![...tenants.domains.values()].includes(slug));
      if (without.length) console.log(`  no domain in site.json, not served: ${without.join(', ')}`);
    }
    if (!tenants.slugs.length) console.log('  (nothing is built yet: run `npm run build`)');
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `✗ Port ${port} is already in use: stop the other server or choose another port, e.g. PORT=4322 npm run serve`
        : `✗ The server could not start: ${error.message}`,
    );
    process.exit(1);
  });
  // A stop lets the forwarder record the attempt in progress; a crash loses nothing either (the store is the state).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.close();
      void Promise.all([leads.stop(), vehicle.stop(), auth.stop(), reservations.stop()]).finally(() => process.exit(0));
    });
  }
});
