import { describe, expect, it } from 'vitest';
import { edgeSecrets, edgeWranglerConfig } from '../../../scripts/edge/wrangler-config.ts';

const site = {
  slug: 'acme-motors',
  leads: {
    sinks: [
      { name: 'local', kind: 'local' as const },
      { name: 'crm', kind: 'webhook' as const, url: 'https://crm.example/hook', secret_env: 'ACME_CRM_SECRET' },
    ],
    max_attempts: 10,
    retry_base_ms: 60_000,
    retry_ceiling_ms: 3_600_000,
  },
} as unknown as Parameters<typeof edgeWranglerConfig>[0] & Parameters<typeof edgeSecrets>[0];

describe("deploy:edge: the tenant Worker's wrangler.jsonc", () => {
  it('serves the build as static assets and runs the Worker first only for /api and the tenant data', () => {
    const config = edgeWranglerConfig(site, { main: 'worker.js', assets: '../../dist/acme-motors' }, 'db-id');
    expect(config.assets).toEqual({
      directory: '../../dist/acme-motors',
      binding: 'ASSETS',
      not_found_handling: '404-page',
      html_handling: 'auto-trailing-slash',
      run_worker_first: ['/api/*', '/_edge/*'],
    });
    expect(config.compatibility_flags).toEqual(['nodejs_compat']);
    expect(config.vars).toEqual({ HOST_MODE: 'production' });
  });

  it('binds its D1 database, the delivery queue with a consumer and a dead-letter queue, and the cron', () => {
    const config = edgeWranglerConfig(site, { main: 'worker.js', assets: 'a' }, 'db-id');
    expect(config.d1_databases).toEqual([
      { binding: 'DB', database_name: 'acme-motors-functions', database_id: 'db-id' },
    ]);
    expect(config.queues.producers).toEqual([{ binding: 'DELIVERIES', queue: 'acme-motors-deliveries' }]);
    expect(config.queues.consumers[0]).toMatchObject({
      queue: 'acme-motors-deliveries',
      dead_letter_queue: 'acme-motors-deliveries-dead',
    });
    expect(config.triggers.crons).toEqual(['* * * * *']);
  });

  it('names every secret the Worker reads, the webhook signing secrets included, and writes none', () => {
    expect(edgeSecrets(site)).toEqual(['FORM_TOKEN_SECRET', 'AUTH_CODE_SECRET', 'ACME_CRM_SECRET']);
    expect(JSON.stringify(edgeWranglerConfig(site, { main: 'w', assets: 'a' }, 'id'))).not.toContain('ACME_CRM');
  });
});
