/**
 * The Wrangler configuration of a tenant's Worker (issue 19): the functions bundle as `main`, the
 * tenant's build as its static assets (Cloudflare serves them with the build's `_headers` and 404
 * page; the Worker runs first only for /api/* and /_edge/*), its D1 database, the delivery queue
 * with its consumer and dead-letter queue, and the Cron Trigger that re-enqueues what is due.
 * Secrets are named, never written: `wrangler secret put` sets them.
 */
import type { SiteConfig } from '../../src/domain/schemas/site-config.ts';
import { WORKER_COMPATIBILITY } from './bundle.ts';

/** Every minute: a delivery whose message was lost waits at most this long (plus its lease). */
export const DELIVERY_CRON = '* * * * *';

export const edgeNames = (slug: string) => ({
  worker: `${slug}-edge`,
  database: `${slug}-functions`,
  queue: `${slug}-deliveries`,
  deadLetterQueue: `${slug}-deliveries-dead`,
});

/** The secrets the Worker reads: the form-token key, the sign-in code key, each webhook's signing secret. */
export function edgeSecrets(site: Pick<SiteConfig, 'leads'>): string[] {
  const sinks = site.leads.sinks.flatMap((sink) => ('secret_env' in sink ? [sink.secret_env] : []));
  return ['FORM_TOKEN_SECRET', 'AUTH_CODE_SECRET', ...new Set(sinks)];
}

export function edgeWranglerConfig(
  site: Pick<SiteConfig, 'slug' | 'leads'>,
  paths: { main: string; assets: string },
  databaseId: string,
) {
  const names = edgeNames(site.slug);
  return {
    name: names.worker,
    main: paths.main,
    compatibility_date: WORKER_COMPATIBILITY.compatibilityDate,
    compatibility_flags: WORKER_COMPATIBILITY.compatibilityFlags,
    // The bundle is made by scripts/edge/bundle.ts; wrangler uploads it as it is.
    no_bundle: true,
    assets: {
      directory: paths.assets,
      binding: 'ASSETS',
      not_found_handling: '404-page',
      html_handling: 'auto-trailing-slash',
      run_worker_first: ['/api/*', '/_edge/*'],
    },
    d1_databases: [{ binding: 'DB', database_name: names.database, database_id: databaseId }],
    queues: {
      producers: [{ binding: 'DELIVERIES', queue: names.queue }],
      consumers: [
        {
          queue: names.queue,
          max_batch_size: 10,
          max_batch_timeout: 1,
          max_retries: 10,
          dead_letter_queue: names.deadLetterQueue,
        },
      ],
    },
    triggers: { crons: [DELIVERY_CRON] },
    vars: { HOST_MODE: 'production' },
  };
}
