/**
 * The sign-in settings the Node server (auth-services.ts) and the edge (edge/edge-auth.ts) read
 * alike from their environment; nothing here needs Node, so the Worker bundles it.
 */
import { DEFAULT_ONE_TIME_CODE_POLICY, type OneTimeCodePolicy } from '../src/domain/one-time-code.ts';

export const AUTH_PROVIDERS = ['builtin', 'supabase'] as const;

export class AuthConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuthConfigError';
  }
}

/**
 * The code policy with the operator's limit from the environment: AUTH_SENDS_PER_ADDRESS_PER_HOUR (default 5), the
 * codes one client address may ask for in an hour. A test run or an office behind one address asks for more than a
 * shopper does (the per-phone limit and the resend wait stay as they are).
 */
export function oneTimeCodePolicy(env: Readonly<Record<string, string | undefined>>): OneTimeCodePolicy {
  const raw = env.AUTH_SENDS_PER_ADDRESS_PER_HOUR;
  if (raw === undefined || raw === '') return DEFAULT_ONE_TIME_CODE_POLICY;
  const sends = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(sends) || sends < 1) {
    throw new AuthConfigError(`AUTH_SENDS_PER_ADDRESS_PER_HOUR: expected a whole number above 0, got "${raw}"`);
  }
  return { ...DEFAULT_ONE_TIME_CODE_POLICY, sendsPerAddress: sends };
}
