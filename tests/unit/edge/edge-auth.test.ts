/** Which sign-in the Worker serves (functions/edge/edge-auth.ts), by the Node server's rules. */
import { describe, expect, it } from 'vitest';
import { SmsConfigError } from '../../../functions/adapters/twilio-settings.ts';
import { edgeAuth } from '../../../functions/edge/edge-auth.ts';
import { EdgeConfigError } from '../../../functions/edge/edge-config-error.ts';
import type { AuthStore } from '../../../functions/ports/auth-store.ts';

const store = {} as AuthStore;
const SECRET = 'a-secret-of-at-least-32-characters!';

describe('sign-in at the edge', () => {
  it('is off in production without AUTH_CODE_SECRET', () => {
    expect(edgeAuth({}, 'production', store, 'Site')).toBeUndefined();
  });

  it('serves Supabase Auth with its settings, also in production without AUTH_CODE_SECRET', () => {
    const supabase = { AUTH_PROVIDER: 'supabase', SUPABASE_URL: 'https://ref.supabase.co', SUPABASE_ANON_KEY: 'anon' };
    expect(edgeAuth(supabase, 'production', store, 'Site')).toBeDefined();
  });

  it('refuses a bad AUTH_SENDS_PER_ADDRESS_PER_HOUR, naming it (as Node)', () => {
    expect(() => edgeAuth({ AUTH_SENDS_PER_ADDRESS_PER_HOUR: 'many' }, 'development', store, 'Site')).toThrow(
      new EdgeConfigError('AUTH_SENDS_PER_ADDRESS_PER_HOUR: expected a whole number above 0, got "many"'),
    );
  });

  it('refuses an unknown provider and a bad Supabase setting, naming the variable (as Node)', () => {
    const refusal = (vars: Record<string, string>) => () => edgeAuth(vars, 'development', store, 'Site');
    expect(refusal({ AUTH_PROVIDER: 'firebase' })).toThrow(
      new EdgeConfigError('AUTH_PROVIDER must be one of builtin, supabase'),
    );
    expect(refusal({ AUTH_PROVIDER: 'supabase', SUPABASE_ANON_KEY: 'anon' })).toThrow(EdgeConfigError);
    expect(refusal({ AUTH_PROVIDER: 'supabase', SUPABASE_ANON_KEY: 'anon' })).toThrow('SUPABASE_URL');
    expect(refusal({ AUTH_PROVIDER: 'supabase', SUPABASE_URL: 'https://ref.supabase.co' })).toThrow(
      'SUPABASE_ANON_KEY',
    );
    expect(
      refusal({
        AUTH_PROVIDER: 'supabase',
        SUPABASE_URL: 'https://ref.supabase.co',
        SUPABASE_ANON_KEY: 'a',
        SUPABASE_TIMEOUT_MS: 'x',
      }),
    ).toThrow('SUPABASE_TIMEOUT_MS');
  });

  it('refuses a short secret, and in production an SMS provider not named (as Node)', () => {
    expect(() => edgeAuth({ AUTH_CODE_SECRET: 'short' }, 'development', store, 'Site')).toThrow('AUTH_CODE_SECRET');
    expect(() => edgeAuth({ AUTH_CODE_SECRET: SECRET }, 'production', store, 'Site')).toThrow(SmsConfigError);
  });

  it('serves the built-in codes: texted by the log adapter in development, by name in production', () => {
    expect(edgeAuth({}, 'development', store, 'Site')).toBeDefined();
    expect(edgeAuth({ AUTH_CODE_SECRET: SECRET, SMS_PROVIDER: 'log' }, 'production', store, 'Site')).toBeDefined();
  });
});
