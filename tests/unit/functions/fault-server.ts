/**
 * The functions server as a separate process, for the lead fault test
 * (tests/unit/functions/lead-fault.test.ts), which kills it with SIGKILL and starts it again on the
 * same port and store file. Run by `fork`; it sends `{ ready: true }` over IPC once it listens.
 *
 * It is the production pipeline (createFunctionsApp, the lead store as the server opens it, SQLite
 * in its worker thread or PostgreSQL, the webhook sink, the forwarder) composed by hand rather than through `startLeadServices`, because the test needs what
 * production must not have: retries in milliseconds, a lease of seconds (so entries a killed
 * forwarder had claimed come back soon), rate limits out of the way, and no log line per lead.
 *
 * Environment: FAULT_PORT, DATABASE_URL (PostgreSQL, when set) or FAULT_DB (SQLite file), FAULT_CRM_URL, FAULT_CRM_SECRET (the webhook
 * secret, read by the sink from the environment as in production), FAULT_SEED (backoff jitter).
 */
import { serve } from '@hono/node-server';
import { openLeadStore } from '../../../functions/adapters/open-lead-store.ts';
import { createSinkDirectory, leadSinkNames } from '../../../functions/adapters/sinks/tenant-sinks.ts';
import { createFunctionsApp } from '../../../functions/app.ts';
import { createForwarder } from '../../../functions/forwarder.ts';
import { leadFormOptions } from '../../../src/domain/schemas/leads.ts';
import { site } from '../../fixtures/cars.ts';
import {
  FAULT_FORWARDER_LIMITS,
  FAULT_RETRY,
  FAULT_SECRET_ENV,
  FAULT_FORM_TOKEN_SECRET,
  FAULT_TENANT,
  seededRandom,
} from './lead-fault-config.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`fault-server: ${name} is not set`);
  return value;
}

const port = Number(required('FAULT_PORT'));
const tenantSite = site({
  slug: FAULT_TENANT,
  name: 'Fault Motors',
  dealership: { id: 99, name: 'Fault Motors', slug: FAULT_TENANT },
  leads: {
    sinks: [
      { name: 'crm', kind: 'webhook', url: required('FAULT_CRM_URL'), secret_env: FAULT_SECRET_ENV, timeout_ms: 5_000 },
    ],
    ...FAULT_RETRY,
  },
});
const clock = () => new Date();
// The store the production server would open: PostgreSQL when DATABASE_URL is set, else the SQLite file.
const store = await openLeadStore(
  process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : { LEADS_DB: required('FAULT_DB') },
  process.cwd(),
);
const forwarder = createForwarder({
  store,
  sinksFor: createSinkDirectory([tenantSite], { env: process.env, fetch, clock }),
  clock,
  random: seededRandom(Number(process.env.FAULT_SEED ?? 1)),
  limits: FAULT_FORWARDER_LIMITS,
  // Retries are expected by the thousand here; only what the test must explain is printed.
  log: (line) => {
    if (/dead|not recorded|run failed/.test(line)) console.error(`[fault-server] ${line}`);
  },
});
const unlimited = { limit: 1_000_000_000, windowMs: 60_000 };
const app = createFunctionsApp({
  tenants: { slugs: [FAULT_TENANT], domains: new Map(), mode: 'development' },
  leadStore: store,
  sinksFor: () => leadSinkNames(tenantSite),
  leadFormsFor: () => leadFormOptions(tenantSite.forms),
  rateLimits: { perIp: unlimited, perTenant: unlimited },
  formTokenSecret: FAULT_FORM_TOKEN_SECRET,
  logLead: () => undefined,
});
const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => {
  forwarder.start();
  process.send?.({ ready: true });
});
server.on('error', (error: Error) => {
  console.error(`[fault-server] cannot listen on ${port}: ${error.message}`);
  process.exit(1);
});
// The end of the test stops it gently: the forwarder records its run in progress first.
process.once('SIGTERM', () => {
  server.close();
  void forwarder
    .stop()
    .then(() => store.close())
    .finally(() => process.exit(0));
});
// The parent going away must not leave this server running.
process.once('disconnect', () => process.exit(0));
