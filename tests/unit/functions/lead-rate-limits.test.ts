import { describe, expect, it } from 'vitest';
import { leadRateLimits } from '../../../functions/lead-settings.ts';
import { DEFAULT_LEAD_RATE_LIMITS } from '../../../functions/routes/leads.ts';

describe('lead rate limits from the environment', () => {
  it('defaults to 10 a minute per address and 600 a minute per tenant', () => {
    expect(leadRateLimits({})).toEqual(DEFAULT_LEAD_RATE_LIMITS);
    expect(DEFAULT_LEAD_RATE_LIMITS.perIp.limit).toBe(10);
    expect(DEFAULT_LEAD_RATE_LIMITS.perTenant.limit).toBe(600);
  });

  it('LEADS_PER_IP_PER_MINUTE and LEADS_PER_TENANT_PER_MINUTE set each cap', () => {
    expect(leadRateLimits({ LEADS_PER_IP_PER_MINUTE: '200', LEADS_PER_TENANT_PER_MINUTE: '50' })).toEqual({
      perIp: { limit: 200, windowMs: 60_000 },
      perTenant: { limit: 50, windowMs: 60_000 },
    });
  });

  it('a value that is no whole number above 0 stops the start, naming the variable', () => {
    expect(() => leadRateLimits({ LEADS_PER_TENANT_PER_MINUTE: 'lots' })).toThrow(/LEADS_PER_TENANT_PER_MINUTE/);
    expect(() => leadRateLimits({ LEADS_PER_IP_PER_MINUTE: '0' })).toThrow(/LEADS_PER_IP_PER_MINUTE/);
  });
});
