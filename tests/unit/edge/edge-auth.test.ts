/** Which sign-in the Worker serves (functions/edge/edge-auth.ts), by the Node server's rules. */
import { describe, expect, it } from 'vitest';
import { SmsConfigError } from '../../../functions/adapters/twilio-settings.ts';
import { edgeAuth } from '../../../functions/edge/edge-auth.ts';
import type { AuthStore } from '../../../functions/ports/auth-store.ts';

const store = {} as AuthStore;
const SECRET = 'a-secret-of-at-least-32-characters!';

describe('sign-in at the edge', () => {
  it('is off in production without AUTH_CODE_SECRET, and with a provider only Node serves', () => {
    expect(edgeAuth({}, 'production', store, 'Site')).toBeUndefined();
    expect(
      edgeAuth({ AUTH_PROVIDER: 'supabase', AUTH_CODE_SECRET: SECRET }, 'development', store, 'Site'),
    ).toBeUndefined();
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
