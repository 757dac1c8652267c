import { mkdir, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assetsWithDevWebhook, devLeadWebhook, withDevWebhook } from '../../../scripts/edge/dev-lead-webhook.ts';
import type { EdgeTenantData } from '../../../functions/edge/tenant-data.ts';

const data = {
  site: {
    slug: 'acme-motors',
    leads: { sinks: [{ name: 'local', kind: 'local' }], max_attempts: 10, retry_base_ms: 60_000 },
  },
  cars: [],
} as unknown as EdgeTenantData;

const webhook = { url: 'http://127.0.0.1:9000/leads' };

describe("dev:edge's development lead webhook (DEV_LEAD_WEBHOOK_URL)", () => {
  it('is off without the URL; with it, the secret is required and the URL must be http(s)', () => {
    expect(devLeadWebhook({})).toBeNull();
    expect(() => devLeadWebhook({ DEV_LEAD_WEBHOOK_URL: webhook.url })).toThrow(/DEV_LEAD_WEBHOOK_SECRET/);
    expect(() => devLeadWebhook({ DEV_LEAD_WEBHOOK_URL: 'ftp://x', DEV_LEAD_WEBHOOK_SECRET: 's' })).toThrow(
      /http\(s\) URL/,
    );
    expect(devLeadWebhook({ DEV_LEAD_WEBHOOK_URL: webhook.url, DEV_LEAD_WEBHOOK_SECRET: 's' })).toEqual(webhook);
  });

  it("adds a signed webhook sink after the tenant's own, once", () => {
    const once = withDevWebhook(data, webhook);
    const sinks = withDevWebhook(once, webhook).site.leads.sinks;
    expect(sinks).toEqual([
      { name: 'local', kind: 'local' },
      {
        name: 'dev-webhook',
        kind: 'webhook',
        url: webhook.url,
        secret_env: 'DEV_LEAD_WEBHOOK_SECRET',
        timeout_ms: 10_000,
      },
    ]);
    expect(once.site.leads.max_attempts).toBe(10);
  });

  it("serves the build's files as hard links and a new tenant.json; the build's own file is untouched", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dev-webhook-'));
    const built = join(dir, 'dist');
    await mkdir(join(built, '_edge'), { recursive: true });
    await mkdir(join(built, 'cars', 'a-car'), { recursive: true });
    const builtData = JSON.stringify(data);
    await writeFile(join(built, '_edge', 'tenant.json'), builtData);
    await writeFile(join(built, 'cars', 'a-car', 'index.html'), '<h1>A car</h1>');

    const out = await assetsWithDevWebhook(built, join(dir, 'assets'), webhook);
    expect(await readFile(join(built, '_edge', 'tenant.json'), 'utf8')).toBe(builtData);
    const served = JSON.parse(await readFile(join(out, '_edge', 'tenant.json'), 'utf8')) as EdgeTenantData;
    expect(served.site.leads.sinks.map((sink) => sink.name)).toEqual(['local', 'dev-webhook']);
    const page = join(out, 'cars', 'a-car', 'index.html');
    expect(await readFile(page, 'utf8')).toBe('<h1>A car</h1>');
    expect((await stat(page)).ino).toBe((await stat(join(built, 'cars', 'a-car', 'index.html'))).ino);
  });
});
