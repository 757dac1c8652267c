import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServeApp } from '../../../scripts/serve-app.ts';
import { headersFileText, pageSecurityHeaders, type HeaderList } from '../../../scripts/security-headers.ts';

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

describe('security headers on every answer', () => {
  const HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
  const PRODUCTION_HOST = 'www.harbourcitytoyota.com.au';
  const DEV_HOST = 'harbour-city-toyota.localhost:4321';
  let built: HeaderList;
  beforeAll(() => {
    const dir = join(root, 'dist', 'harbour-city-toyota');
    built = pageSecurityHeaders({ scriptHashes: [HASH], connectOrigins: [] });
    writeFileSync(join(dir, '_headers'), headersFileText(built));
    writeFileSync(join(dir, '404.html'), '<h1>Not here</h1>');
  });

  const policyOf = (response: Response) => response.headers.get('Content-Security-Policy');
  const expectPageHeaders = (response: Response) => {
    expect(policyOf(response)).toBe(built[0]![1]);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('Permissions-Policy')).toContain('camera=()');
  };

  it.each([
    ['development', DEV_HOST, null],
    ['production', PRODUCTION_HOST, 'max-age=31536000'],
  ] as const)(
    '%s at %s: a page, a 404 page and a 304 carry the build\u2019s headers; HSTS %s',
    async (mode, host, hsts) => {
      const { app } = createServeApp(root, {}, { mode });
      const page = await get(app, host);
      expect(page.status).toBe(200);
      expectPageHeaders(page);
      expect(page.headers.get('Strict-Transport-Security')).toBe(hsts);

      const missing = await get(app, host, '/no-such-page/');
      expect(missing.status).toBe(404);
      expect(await missing.text()).toBe('<h1>Not here</h1>');
      expectPageHeaders(missing);
      expect(missing.headers.get('Strict-Transport-Security')).toBe(hsts);

      const again = await app.request('/', { headers: { host, 'If-None-Match': page.headers.get('ETag')! } });
      expect(again.status).toBe(304);
      expectPageHeaders(again);
    },
  );

  it('never serves the _headers file, by any spelling of its path', async () => {
    const { app } = createServeApp(root, {}, { mode: 'development' });
    for (const path of ['/_headers', '//_headers', '/_HEADERS', '/./_headers', '/x/../_headers']) {
      const response = await get(app, DEV_HOST, path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('Content-Security-Policy');
    }
  });

  it('serves robots.txt, the sitemaps and the feeds, but never the build record or the feeds\u2019 rejections', async () => {
    const dir = join(root, 'dist', 'harbour-city-toyota');
    mkdirSync(join(dir, 'feeds'), { recursive: true });
    mkdirSync(join(dir, '_edge'), { recursive: true });
    const files = {
      '/robots.txt': ['User-agent: *\n', 'text/plain'],
      '/sitemap-index.xml': ['<?xml version="1.0"?><sitemapindex/>', 'xml'],
      '/feeds/google-vehicle-listings.csv': ['vin\r\n', 'text/csv'],
      '/feeds/meta-automotive.xml': ['<?xml version="1.0"?><listings/>', 'xml'],
      '/.build.json': ['{"stock_sha256":"secret-ish"}', ''],
      '/.incremental.json': ['{"cars":{}}', ''],
      '/feeds/rejected.json': ['{"rejected":[]}', ''],
      // The tenant's data for its Worker (scripts/edge-data.ts): stock and configuration, not for the public.
      '/_edge/tenant.json': ['{"site":{},"cars":[]}', ''],
    } as const;
    for (const [path, [text]] of Object.entries(files)) writeFileSync(join(dir, path), text);
    const { app } = createServeApp(root, {}, { mode: 'development' });
    for (const [path, [text, type]] of Object.entries(files)) {
      const response = await get(app, DEV_HOST, path);
      if (type) {
        expect(response.status, path).toBe(200);
        expect(response.headers.get('Content-Type'), path).toContain(type);
        expect(await response.text(), path).toBe(text);
      } else {
        expect(response.status, path).toBe(404);
        expect(await response.text(), path).not.toBe(text);
      }
    }
    for (const path of ['/.BUILD.json', '/x/../.build.json', '/feeds/./rejected.json'])
      expect((await get(app, DEV_HOST, path)).status, path).toBe(404);
  });

  it.each([
    ['development', DEV_HOST, null],
    ['production', PRODUCTION_HOST, 'max-age=31536000'],
  ] as const)(
    '%s at %s: the functions\u2019 answers allow nothing and cannot be framed; HSTS %s',
    async (mode, host, hsts) => {
      const { app } = createServeApp(root, {}, { mode });
      for (const [path, status] of [
        ['/api/health', 200],
        ['/api/no-such-call', 404],
      ] as const) {
        const response = await get(app, host, path);
        expect(response.status, path).toBe(status);
        expect(policyOf(response), path).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(response.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
        expect(response.headers.get('Referrer-Policy'), path).toBe('strict-origin-when-cross-origin');
        expect(response.headers.get('X-Frame-Options'), path).toBe('DENY');
        expect(response.headers.get('Strict-Transport-Security'), path).toBe(hsts);
      }
      // A call for no known site is refused with the same headers.
      const unknown = await get(app, 'evil.example', '/api/health');
      expect(unknown.status).toBe(404);
      expect(policyOf(unknown)).toBe("default-src 'none'; frame-ancestors 'none'");
    },
  );

  it('the list of tenants, an unknown host and another method get a policy that allows only inline styles', async () => {
    const { app } = createServeApp(root, {}, { mode: 'development' });
    const answers = [
      await get(app, 'localhost:4321'),
      await get(app, 'evil.example'),
      await app.request('/', { method: 'POST', headers: { host: DEV_HOST } }),
    ];
    for (const response of answers) {
      expect(policyOf(response)).toContain("default-src 'none'");
      expect(policyOf(response)).toContain("frame-ancestors 'none'");
      expect(policyOf(response)).not.toMatch(/script-src/);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Strict-Transport-Security')).toBeNull();
    }
    expect(answers.map((response) => response.status)).toEqual([200, 404, 404]);
  });

  it('a tenant built without _headers gets no script hash: its inline scripts are refused, not allowed', async () => {
    const { app } = createServeApp(root, {}, { mode: 'development' });
    const policy = policyOf(await get(app, 'southside-used-cars.localhost:4321'))!;
    expect(policy.split('; ').find((directive) => directive.startsWith('script-src'))).toBe("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('reads the headers again when a new build replaces the file', async () => {
    const { app } = createServeApp(root, {}, { mode: 'development' });
    expect(policyOf(await get(app, DEV_HOST))).toContain(HASH);
    const file = join(root, 'dist', 'harbour-city-toyota', '_headers');
    const rebuilt = pageSecurityHeaders({ scriptHashes: ["'sha256-rebuilt='"], connectOrigins: [] });
    writeFileSync(file, headersFileText(rebuilt));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    try {
      expect(policyOf(await get(app, DEV_HOST))).toContain("'sha256-rebuilt='");
    } finally {
      writeFileSync(file, headersFileText(built));
    }
  });
});
