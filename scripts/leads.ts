/**
 * `npm run leads -- --site <slug>`: the tenant's leads, newest first, with each sink's delivery
 * status (personal details masked unless `--show-personal`; `--limit N`, default 50; the first
 * line says how many of the tenant's leads are shown).
 * `--dead` lists dead deliveries with their last error; `--resend <lead id>` or `--resend-dead`
 * makes dead deliveries pending again, with a fresh attempt budget, for the forwarder to send.
 *
 * The store is the one the functions use: `DATABASE_URL` (PostgreSQL) or `LEADS_DB` (SQLite,
 * default data/leads.sqlite).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { leadStoreExists, leadStoreLocation, openLeadStore } from '../functions/adapters/open-lead-store.ts';
import type { LeadStore } from '../functions/ports/lead-store.ts';
import { readFlags, SITE_FLAG, siteList } from './cli-args.ts';
import { formatDead, formatLeads } from './leads-format.ts';
import { runCli, UsageError } from './report-errors.ts';

const DEFAULT_LIMIT = 50;
const USAGE =
  'usage: npm run leads -- --site <slug> [--show-personal] [--limit N] | --dead | --resend <lead id> | --resend-dead';
const FLAGS = {
  ...SITE_FLAG,
  'show-personal': { type: 'boolean' },
  limit: { type: 'string' },
  dead: { type: 'boolean' },
  resend: { type: 'string' },
  'resend-dead': { type: 'boolean' },
} as const;
/** What a valued flag takes, for the message when it is missing. */
export const FLAG_VALUES = { site: 'a tenant slug', limit: 'a whole number above 0', resend: 'a lead id' } as const;

export interface LeadsCommandContext {
  root: string;
  env: Readonly<Record<string, string | undefined>>;
  now: Date;
  /** Opens the store (tests pass one already open). */
  open?: () => Promise<LeadStore>;
}

/** Runs the command and returns what it prints; bad arguments throw `UsageError`. */
export async function leadsCommand(argv: readonly string[], context: LeadsCommandContext): Promise<string> {
  const flags = readFlags(argv, FLAGS, USAGE, FLAG_VALUES);
  const tenant = oneSite(flags.site, context.root);
  const resendId = flags.resend ?? null;
  const limit = limitOf(flags.limit);
  const location = leadStoreLocation(context.env, context.root);
  if (!context.open && !leadStoreExists(location)) {
    return `${tenant}: no lead store at ${location.label} yet, so no leads (set LEADS_DB or DATABASE_URL to read another)\n`;
  }
  const store = await (context.open ?? (() => openLeadStore(context.env, context.root)))();
  try {
    if (resendId !== null) return await resendLead(store, tenant, resendId, context.now);
    if (flags['resend-dead']) {
      const count = await store.requeue({ tenant, now: context.now });
      return `${tenant}: ${count} dead deliver${count === 1 ? 'y' : 'ies'} requeued; the forwarder sends them on its next pass\n`;
    }
    if (flags.dead) {
      const dead = await store.deliveries({ tenant, status: 'dead' });
      const rows = await Promise.all(
        dead.map(async (delivery) => ({
          delivery,
          last: (await store.attempts(delivery.leadId)).filter((attempt) => attempt.sink === delivery.sink).at(-1),
        })),
      );
      return formatDead(tenant, rows);
    }
    const [leads, total] = await Promise.all([store.listLeads(tenant, { limit }), store.countLeads(tenant)]);
    const deliveries = (await Promise.all(leads.map((lead) => store.deliveries({ tenant, leadId: lead.id })))).flat();
    return formatLeads(tenant, leads, deliveries, flags['show-personal'] ?? false, total);
  } finally {
    await store.close();
  }
}

async function resendLead(store: LeadStore, tenant: string, leadId: string, now: Date): Promise<string> {
  if (!(await store.getLead(tenant, leadId))) throw new UsageError(`${tenant} has no lead ${leadId}`);
  const count = await store.requeue({ tenant, leadId, now });
  if (count === 0)
    throw new UsageError(
      `lead ${leadId} has no dead deliveries to re-send (see its status with npm run leads -- --site ${tenant})`,
    );
  return `${tenant}: lead ${leadId}: ${count} dead deliver${count === 1 ? 'y' : 'ies'} requeued; the forwarder sends ${count === 1 ? 'it' : 'them'} on its next pass\n`;
}

/** Exactly one known tenant: the store is shared, so a typo must not read as "no leads". */
export function oneSite(site: readonly string[] | undefined, root: string, usage = USAGE): string {
  const slugs = siteList(site);
  if (slugs.length !== 1) throw new UsageError(`name one site with --site <slug>\n  ${usage}`);
  const slug = slugs[0] ?? '';
  if (!existsSync(join(root, 'sites', slug, 'site.json'))) {
    const known = existsSync(join(root, 'sites'))
      ? readdirSync(join(root, 'sites')).filter((name) => existsSync(join(root, 'sites', name, 'site.json')))
      : [];
    throw new UsageError(`unknown site "${slug}"; known sites: ${known.join(', ') || 'none'}`);
  }
  return slug;
}

/** `--limit N`: how many rows to list (default 50). */
export function limitOf(limit: string | undefined, usage = USAGE): number {
  if (limit === undefined) return DEFAULT_LIMIT;
  const value = Number(limit);
  if (!Number.isInteger(value) || value < 1) throw new UsageError(`--limit needs ${FLAG_VALUES.limit}\n  ${usage}`);
  return value;
}

if (import.meta.main) {
  await runCli(async () => {
    process.stdout.write(
      await leadsCommand(process.argv.slice(2), { root: process.cwd(), env: process.env, now: new Date() }),
    );
  });
}
