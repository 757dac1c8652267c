import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServeApp } from '../../../scripts/serve-app.ts';

// Two built tenants in a throwaway root: harbour-city-toyota with a production domain, southside-used-cars without.
let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'serve-app-'));
  for (const slug of ['harbour-city-toyota', 'southside-used-cars']) {
    mkdirSync(join(root, 'sites', slug), { recursive: true });
    const site = JSON.parse(readFileSync(join('sites', slug, 'site.json'), 'utf8')) as Record<string, unknown>;
    if (slug === 'harbour-city-toyota') site.domains = ['www.harbourcitytoyota.com.au'];
    writeFileSync(join(root, 'sites', slug, 'site.json'), JSON.stringify(site));
    copyFileSync(join('sites', slug, 'stock.json'), join(root, 'sites', slug, 'stock.json'));
    mkdirSync(join(root, 'dist', slug), { recursive: true });
    writeFileSync(join(root, 'dist', slug, 'index.html'), `<h1>${slug}</h1>`);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const get = (app: ReturnType<typeof createServeApp>['app'], host: string, path = '/') =>
  app.request(path, { headers: { host } });

describe('development: tenants at <slug>.localhost, the list at plain localhost only', () => {
  it('serves a tenant at <slug>.localhost and lists the tenants at localhost', async () => {
    const { app } = createServeApp(root, {}, { mode: 'development' });
    expect(await (await get(app, 'southside-used-cars.localhost:4321')).text()).toBe('<h1>southside-used-cars</h1>');
    const list = await get(app, 'localhost:4321');
    expect(list.status).toBe(200);
    expect(await list.text()).toContain('href="http://harbour-city-toyota.localhost/"');
  });

  it.each(['evil.example', 'harbour-city-toyota.attacker.example', 'www.harbourcitytoyota.com.au', '127.0.0.1:4321'])(
    'an unknown host %s gets a 404, not the list of tenants',
    async (host) => {
      const { app } = createServeApp(root, {}, { mode: 'development' });
      const response = await get(app, host);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('southside-used-cars');
    },
  );
});

describe('production (the default): tenants only at their configured domains, no list', () => {
  it.each([
    ['www.harbourcitytoyota.com.au', 200],
    ['harbour-city-toyota.localhost', 404],
    ['harbour-city-toyota.attacker.example', 404],
    ['localhost', 404],
  ])('%s → %s', async (host, status) => {
    const { app } = createServeApp(root);
    const response = await get(app, host);
    expect(response.status).toBe(status);
    if (status === 404) expect(await response.text()).not.toContain('Dealer sites');
  });
});
