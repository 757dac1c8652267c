/**
 * Phone sign-in in one deployment, chosen at start-up like the lead and vehicle services, over the
 * auth store (SQLite at AUTH_DB by default, PostgreSQL when DATABASE_URL is set), by AUTH_PROVIDER:
 * `builtin` (the default: our one-time codes, texted by the SMS adapter of SMS_PROVIDER,
 * functions/adapters/open-sms.ts) or `supabase` (Supabase Auth's phone OTP at SUPABASE_URL with
 * SUPABASE_ANON_KEY, functions/adapters/supabase-auth.ts; Supabase texts the codes, and sessions,
 * users, watchlists and verifications stay in our store).
 *
 * AUTH_CODE_SECRET keys the codes' hashes: every instance that may check a code needs the same one.
 * In development each process draws a random one when it is absent (a code sent before a restart
 * then no longer verifies; the shopper asks for another). In production, without it, phone sign-in
 * is off (its calls answer 404) and the start says so: a deployment that has not set it up keeps
 * serving everything else. The `supabase` provider needs no AUTH_CODE_SECRET (no code is hashed here).
 */
import { randomBytes } from 'node:crypto';
import { createBuiltinAuth, MIN_AUTH_SECRET_LENGTH } from './adapters/builtin-auth.ts';
import { openAuthStore } from './adapters/open-auth-store.ts';
import { openSms } from './adapters/open-sms.ts';
import { createTwilioSms } from './adapters/twilio-sms.ts';
import { AUTH_PROVIDERS, AuthConfigError, oneTimeCodePolicy } from './auth-settings.ts';
import type { HostMode } from './pipeline/tenant.ts';
import type { AuthService } from './ports/auth.ts';
import type { WatchlistStore } from './ports/watchlist-store.ts';

/** AUTH_CODE_SECRET, checked; a random one per process in development when it is absent. */
export function authCodeSecret(env: Readonly<Record<string, string | undefined>>, mode: HostMode): string {
  const secret = env.AUTH_CODE_SECRET ?? '';
  if (secret === '' && mode === 'development') return randomBytes(32).toString('base64url');
  if (secret.length < MIN_AUTH_SECRET_LENGTH) {
    throw new AuthConfigError(
      `AUTH_CODE_SECRET must be set to at least ${MIN_AUTH_SECRET_LENGTH} random characters (e.g. openssl rand -base64 32)`,
    );
  }
  return secret;
}

export async function startAuthServices(
  root: string,
  sites: readonly { slug: string; name: string }[],
  env: Readonly<Record<string, string | undefined>>,
  mode: HostMode,
): Promise<{ deps: { auth?: AuthService; watchlist?: WatchlistStore }; stop(): Promise<void> }> {
  const provider = env.AUTH_PROVIDER || 'builtin';
  if (provider !== 'builtin' && provider !== 'supabase') {
    throw new AuthConfigError(`AUTH_PROVIDER must be one of ${AUTH_PROVIDERS.join(', ')}`);
  }
  if (provider === 'supabase') {
    // Loaded only where chosen: supabase-js is large and most deployments use the builtin codes.
    const { createSupabaseAuth, supabaseAuthSettings } = await import('./adapters/supabase-auth.ts');
    let settings;
    try {
      settings = supabaseAuthSettings(env);
    } catch (error) {
      throw new AuthConfigError(error instanceof Error ? error.message : String(error));
    }
    const store = await openAuthStore(env, root);
    return { deps: { auth: createSupabaseAuth({ ...settings, store }), watchlist: store }, stop: () => store.close() };
  }
  if (mode === 'production' && !env.AUTH_CODE_SECRET) {
    console.warn('Phone sign-in is off: set AUTH_CODE_SECRET (and SMS_PROVIDER) to serve it.');
    return { deps: {}, stop: async () => {} };
  }
  const secret = authCodeSecret(env, mode);
  const policy = oneTimeCodePolicy(env);
  const store = await openAuthStore(env, root);
  try {
    const sms = openSms(env, store, createTwilioSms, mode === 'production');
    const names = new Map(sites.map((site) => [site.slug, site.name]));
    const auth = createBuiltinAuth({ store, sms, secret, policy, siteName: (tenant) => names.get(tenant) ?? tenant });
    return { deps: { auth, watchlist: store }, stop: () => store.close() };
  } catch (error) {
    await store.close();
    throw error;
  }
}
