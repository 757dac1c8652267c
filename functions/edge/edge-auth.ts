/**
 * Phone sign-in at the edge, by the Node server's rules (functions/auth-services.ts): the built-in
 * codes over the D1 auth store, texted by the adapter SMS_PROVIDER names (functions/adapters/open-sms.ts:
 * `twilio` over fetch (twilio-fetch-sms.ts: Twilio's package is Node's), or `log` into D1 for `npm run sms`). In production without AUTH_CODE_SECRET
 * sign-in is off (its calls answer 404) and the log says so; SMS_PROVIDER must then be named too.
 * In development without a secret, each isolate draws one (a code sent before a reload then fails).
 * AUTH_PROVIDER=supabase is Supabase Auth's phone OTP as on Node (functions/adapters/supabase-auth.ts: supabase-js
 * over fetch, node:crypto under the Worker's nodejs_compat), over the D1 auth store, with SUPABASE_URL and
 * SUPABASE_ANON_KEY checked as on Node; any other AUTH_PROVIDER is refused rather than served as the built-in codes.
 */
import { createBuiltinAuth, MIN_AUTH_SECRET_LENGTH } from '../adapters/builtin-auth.ts';
import { openSms } from '../adapters/open-sms.ts';
import { createSupabaseAuth, supabaseAuthSettings } from '../adapters/supabase-auth.ts';
import { createTwilioFetchSms } from '../adapters/twilio-fetch-sms.ts';
import type { TenantDirectory } from '../pipeline/tenant.ts';
import type { AuthService } from '../ports/auth.ts';
import type { AuthStore } from '../ports/auth-store.ts';
import { AUTH_PROVIDERS, oneTimeCodePolicy } from '../auth-settings.ts';
import { EdgeConfigError } from './edge-config-error.ts';

export function edgeAuth(
  vars: Readonly<Record<string, string | undefined>>,
  mode: TenantDirectory['mode'],
  store: AuthStore,
  siteName: string,
): AuthService | undefined {
  const provider = vars.AUTH_PROVIDER || 'builtin';
  if (provider === 'supabase') return supabaseAuth(vars, store);
  if (provider !== 'builtin') throw new EdgeConfigError(`AUTH_PROVIDER must be one of ${AUTH_PROVIDERS.join(', ')}`);
  const given = vars.AUTH_CODE_SECRET ?? '';
  if (mode === 'production' && given === '') {
    console.warn('[edge] phone sign-in is off: set AUTH_CODE_SECRET (and SMS_PROVIDER) to serve it');
    return undefined;
  }
  if (given !== '' && given.length < MIN_AUTH_SECRET_LENGTH)
    throw new EdgeConfigError(`AUTH_CODE_SECRET must be at least ${MIN_AUTH_SECRET_LENGTH} characters`);
  const secret = given || btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));
  const sms = openSms(vars, store, createTwilioFetchSms, mode === 'production');
  return createBuiltinAuth({ store, sms, secret, policy: codePolicy(vars), siteName: () => siteName });
}

/** AUTH_SENDS_PER_ADDRESS_PER_HOUR read as on Node, a bad one named as the Worker's configuration error. */
function codePolicy(vars: Readonly<Record<string, string | undefined>>) {
  try {
    return oneTimeCodePolicy(vars);
  } catch (error) {
    throw new EdgeConfigError((error as Error).message);
  }
}

/** Supabase's settings checked as on Node (auth-services.ts), a bad one named as the Worker's configuration error. */
function supabaseAuth(vars: Readonly<Record<string, string | undefined>>, store: AuthStore): AuthService {
  let settings;
  try {
    settings = supabaseAuthSettings(vars);
  } catch (error) {
    throw new EdgeConfigError(error instanceof Error ? error.message : String(error));
  }
  return createSupabaseAuth({ ...settings, store });
}
