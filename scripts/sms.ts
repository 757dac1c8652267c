/**
 * `npm run sms -- --site <slug> [--limit N]`: the latest text messages the development SMS
 * adapter (`SMS_PROVIDER=log`, the default outside production) kept for the tenant, newest first,
 * so a developer or an end-to-end test can read a sign-in code. `--limit` defaults to 1 (the
 * latest message).
 *
 * The store is the one the functions use: `DATABASE_URL` (PostgreSQL) or `AUTH_DB` (SQLite,
 * default data/auth.sqlite).
 */
import { authStoreExists, authStoreLocation, openAuthStore } from '../functions/adapters/open-auth-store.ts';
import type { AuthStore, LoggedSms } from '../functions/ports/auth-store.ts';
import { readFlags, SITE_FLAG } from './cli-args.ts';
import { FLAG_VALUES, limitOf, oneSite } from './leads.ts';
import { runCli } from './report-errors.ts';

const USAGE = 'usage: npm run sms -- --site <slug> [--limit N]';
const FLAGS = { ...SITE_FLAG, limit: { type: 'string' } } as const;

export interface SmsCommandContext {
  root: string;
  env: Readonly<Record<string, string | undefined>>;
  /** Opens the store (tests pass one already open). */
  open?: () => Promise<AuthStore>;
}

/** The messages one a line, as `npm run sms` prints them (and dev:edge's /_dev/sms answers). */
export function smsLines(messages: readonly LoggedSms[]): string {
  return messages.map((message) => `${message.at}  to ${message.to}  ${message.body}\n`).join('');
}

export async function smsCommand(argv: readonly string[], context: SmsCommandContext): Promise<string> {
  const flags = readFlags(argv, FLAGS, USAGE, FLAG_VALUES);
  const tenant = oneSite(flags.site, context.root, USAGE);
  const limit = flags.limit === undefined ? 1 : limitOf(flags.limit, USAGE);
  const location = authStoreLocation(context.env, context.root);
  if (!context.open && !authStoreExists(location)) {
    return `${tenant}: no auth store at ${location.label} yet, so no messages (set AUTH_DB or DATABASE_URL to read another)\n`;
  }
  const store = await (context.open ?? (() => openAuthStore(context.env, context.root)))();
  try {
    const messages = await store.loggedSms(tenant, { limit });
    if (messages.length === 0) return `${tenant}: no messages logged (${location.label})\n`;
    return smsLines(messages);
  } finally {
    await store.close();
  }
}

if (import.meta.main) {
  await runCli(async () => {
    process.stdout.write(await smsCommand(process.argv.slice(2), { root: process.cwd(), env: process.env }));
  });
}
