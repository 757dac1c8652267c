import { describe, expect, it } from 'vitest';
import { createFunctionsApp } from '../../../functions/app.ts';
import { originIsTenant } from '../../../functions/pipeline/origin.ts';
import { tenantFromHost, type TenantDirectory } from '../../../functions/pipeline/tenant.ts';

const slugs = ['harbour-city-toyota', 'southside-used-cars'];
const domains = new Map([['www.harbourcitytoyota.com.au', 'harbour-city-toyota']]);
const directory: TenantDirectory = { slugs, domains, mode: 'development' };
const production: TenantDirectory = { slugs, domains, mode: 'production' };

describe('tenantFromHost: the tenant comes from the host, never from the body', () => {
  it.each([
    ['harbour-city-toyota.localhost:4321', 'harbour-city-toyota'],
    ['southside-used-cars.localhost', 'southside-used-cars'],
    ['HARBOUR-CITY-TOYOTA.LOCALHOST:80', 'harbour-city-toyota'],
    ['localhost:4321', null],
    ['unknown.localhost', null],
    ['harbour-city-toyota', null],
    ['harbour-city-toyota.attacker.example', null],
    ['harbour-city-toyota.localhost.attacker.example', null],
    ['www.harbourcitytoyota.com.au', null],
    [undefined, null],
  ])('development: %s → %s', (host, tenant) => expect(tenantFromHost(host, directory)).toBe(tenant));

  it.each([
    ['www.harbourcitytoyota.com.au', 'harbour-city-toyota'],
    ['WWW.HarbourCityToyota.com.au:443', 'harbour-city-toyota'],
    ['www.harbourcitytoyota.com.au.', 'harbour-city-toyota'],
    ['harbour-city-toyota.localhost', null],
    ['harbour-city-toyota.attacker.example', null],
    ['southside-used-cars.example', null],
    ['localhost', null],
  ])('production: %s → %s', (host, tenant) => expect(tenantFromHost(host, production)).toBe(tenant));
});

describe("originIsTenant: the Origin is the request's own site, scheme, host and port", () => {
  it.each([
    ['http://harbour-city-toyota.localhost:4321', 'harbour-city-toyota.localhost:4321', true],
    ['http://harbour-city-toyota.localhost', 'harbour-city-toyota.localhost', true],
    ['https://harbour-city-toyota.localhost:4321', 'harbour-city-toyota.localhost:4321', false],
    ['http://harbour-city-toyota.localhost:9999', 'harbour-city-toyota.localhost:4321', false],
    ['http://harbour-city-toyota.localhost', 'harbour-city-toyota.localhost:4321', false],
    ['http://southside-used-cars.localhost:4321', 'harbour-city-toyota.localhost:4321', false],
    ['http://harbour-city-toyota.attacker.example:4321', 'harbour-city-toyota.localhost:4321', false],
    ['null', 'harbour-city-toyota.localhost:4321', false],
  ])('development: Origin %s, Host %s → %s', (origin, host, ok) =>
    expect(originIsTenant(origin, host, 'harbour-city-toyota', directory)).toBe(ok),
  );

  it.each([
    ['https://www.harbourcitytoyota.com.au', 'www.harbourcitytoyota.com.au', true],
    ['https://www.harbourcitytoyota.com.au:443', 'www.harbourcitytoyota.com.au', true],
    ['http://www.harbourcitytoyota.com.au', 'www.harbourcitytoyota.com.au', false],
    ['https://www.harbourcitytoyota.com.au:8443', 'www.harbourcitytoyota.com.au', false],
  ])('production: Origin %s, Host %s → %s', (origin, host, ok) =>
    expect(originIsTenant(origin, host, 'harbour-city-toyota', production)).toBe(ok),
  );
});

describe('functions app', () => {
  const app = createFunctionsApp({ tenants: directory });

  it("GET /api/health answers for the host's tenant", async () => {
    const response = await app.request('/api/health', { headers: { host: 'southside-used-cars.localhost:4321' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, tenant: 'southside-used-cars' });
  });

  it('refuses a host that is no tenant', async () => {
    for (const host of ['evil.example', 'southside-used-cars.attacker.example']) {
      const response = await app.request('/api/health', { headers: { host } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Unknown site' });
    }
  });

  it('answers unknown API paths with JSON 404', async () => {
    const response = await app.request('/api/nope', { headers: { host: 'harbour-city-toyota.localhost' } });
    expect(response.status).toBe(404);
  });
});
