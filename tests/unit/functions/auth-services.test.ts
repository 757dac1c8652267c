/** Start-up of phone sign-in (functions/auth-services.ts): AUTH_CODE_SECRET, the store and the SMS adapter from the environment. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { authCodeSecret, startAuthServices } from '../../../functions/auth-services.ts';
import { AuthConfigError, oneTimeCodePolicy } from '../../../functions/auth-settings.ts';

const SECRET = 'x'.repeat(32);
const sites = [{ slug: 'harbour-city-toyota', name: 'Harbour City Toyota' }];

describe('AUTH_CODE_SECRET', () => {
  it('is used as given when long enough', () => {
    expect(authCodeSecret({ AUTH_CODE_SECRET: SECRET }, 'production')).toBe(SECRET);
    expect(authCodeSecret({ AUTH_CODE_SECRET: SECRET }, 'development')).toBe(SECRET);
  });

  it('is random per process in development when absent', () => {
    const first = authCodeSecret({}, 'development');
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(authCodeSecret({}, 'development')).not.toBe(first);
  });

  it('is refused when too short, or absent in production', () => {
    expect(() => authCodeSecret({ AUTH_CODE_SECRET: 'short' }, 'development')).toThrow(AuthConfigError);
    expect(() => authCodeSecret({}, 'production')).toThrow('AUTH_CODE_SECRET must be set');
  });
});

describe('AUTH_SENDS_PER_ADDRESS_PER_HOUR', () => {
  it('is 5 by default (issue 14: "at most 5 sends an hour per phone and per address") and may be raised', () => {
    expect(oneTimeCodePolicy({}).sendsPerAddress).toBe(5);
    expect(oneTimeCodePolicy({ AUTH_SENDS_PER_ADDRESS_PER_HOUR: '200' })).toMatchObject({
      sendsPerAddress: 200,
      sendsPerPhone: 5,
      resendAfterMs: 30_000,
    });
  });

  it('refuses what is not a whole number above 0', () => {
    for (const raw of ['0', '-1', '2.5', 'many']) {
      expect(() => oneTimeCodePolicy({ AUTH_SENDS_PER_ADDRESS_PER_HOUR: raw })).toThrow(AuthConfigError);
    }
  });
});

describe('startAuthServices', () => {
  it('in production without AUTH_CODE_SECRET leaves sign-in off', async () => {
    const services = await startAuthServices(mkdtempSync(join(tmpdir(), 'auth-')), sites, {}, 'production');
    expect(services.deps).toEqual({});
    await services.stop();
  });

  it('opens the SQLite store at AUTH_DB and texts through the log adapter in development', async () => {
    const root = mkdtempSync(join(tmpdir(), 'auth-'));
    const services = await startAuthServices(root, sites, { AUTH_DB: 'data/auth.sqlite' }, 'development');
    const result = await services.deps.auth?.sendCode({
      tenant: 'harbour-city-toyota',
      phone: '0412345678',
      clientIp: '192.0.2.1',
      metadata: {
        first_name: null,
        last_name: null,
        email: null,
        website: 'harbour-city-toyota',
        dealership_slug: null,
      },
      now: new Date('2026-05-01T00:00:00Z'),
    });
    expect(result).toMatchObject({ outcome: 'sent' });
    await services.stop();
  });

  it('refuses a production start with the log adapter left implicit', async () => {
    const root = mkdtempSync(join(tmpdir(), 'auth-'));
    await expect(startAuthServices(root, sites, { AUTH_CODE_SECRET: SECRET }, 'production')).rejects.toThrow(
      'SMS_PROVIDER must be set in production',
    );
  });

  it('AUTH_PROVIDER=supabase: needs SUPABASE_URL and SUPABASE_ANON_KEY, and no AUTH_CODE_SECRET', async () => {
    const root = mkdtempSync(join(tmpdir(), 'auth-'));
    await expect(startAuthServices(root, sites, { AUTH_PROVIDER: 'supabase' }, 'production')).rejects.toThrow(
      AuthConfigError,
    );
    const env = { AUTH_PROVIDER: 'supabase', SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'anon' };
    const services = await startAuthServices(root, sites, env, 'production');
    expect(services.deps.auth).toBeDefined();
    expect(services.deps.watchlist).toBeDefined();
    await services.stop();
  });

  it('refuses an unknown AUTH_PROVIDER', async () => {
    const root = mkdtempSync(join(tmpdir(), 'auth-'));
    await expect(startAuthServices(root, sites, { AUTH_PROVIDER: 'firebase' }, 'development')).rejects.toThrow(
      'AUTH_PROVIDER must be one of builtin, supabase',
    );
  });
});
