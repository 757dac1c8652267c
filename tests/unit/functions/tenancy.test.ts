import { describe, expect, it } from 'vitest';
import { createFunctionsApp } from '../../../functions/app.ts';
import { tenantFromHost, type TenantDirectory } from '../../../functions/pipeline/tenant.ts';

const directory: TenantDirectory = {
  slugs: ['harbour-city-toyota', 'southside-used-cars'],
  domains: new Map([['www.harbourcitytoyota.com.au', 'harbour-city-toyota']]),
};

describe('tenantFromHost: the tenant comes from the host, never from the body', () => {
  it.each([
    ['harbour-city-toyota.localhost:4321', 'harbour-city-toyota'],
    ['southside-used-cars.localhost', 'southside-used-cars'],
    ['HARBOUR-CITY-TOYOTA.LOCALHOST:80', 'harbour-city-toyota'],
    ['www.harbourcitytoyota.com.au', 'harbour-city-toyota'],
    ['www.harbourcitytoyota.com.au.', 'harbour-city-toyota'],
    ['localhost:4321', null],
    ['unknown.localhost', null],
    ['harbour-city-toyota', null],
    [undefined, null],
  ])('%s → %s', (host, tenant) => expect(tenantFromHost(host, directory)).toBe(tenant));
});

describe('functions app', () => {
  const app = createFunctionsApp({ tenants: directory });

  it("GET /api/health answers for the host's tenant", async () => {
    const response = await app.request('/api/health', { headers: { host: 'southside-used-cars.localhost:4321' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, tenant: 'southside-used-cars' });
  });

  it('refuses a host that is no tenant', async () => {
    const response = await app.request('/api/health', { headers: { host: 'evil.example' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Unknown site' });
  });

  it('answers unknown API paths with JSON 404', async () => {
    const response = await app.request('/api/nope', { headers: { host: 'harbour-city-toyota.localhost' } });
    expect(response.status).toBe(404);
  });
});
