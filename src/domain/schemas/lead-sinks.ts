/**
 * `site.json` `leads.sinks`: where a tenant's leads are delivered, one entry per destination, a
 * union on `kind`. Each kind declares its own fields here; its adapter in
 * `functions/adapters/sinks/` builds the sink from exactly these (the registry there maps kind to
 * adapter, and the compiler insists every kind has one). Adding a kind: see "Adding a lead sink"
 * in docs/ARCHITECTURE.md.
 */
import { z } from './zod.ts';

const sinkName = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a lower-case slug such as "harbour-city-toyota"')
  .describe('Sink name, unique in the list; each lead gets one delivery per sink, listed by `npm run leads`.');
/** The URL an HTTP sink POSTs to; `kind` names the sink in the message when it is missing. */
const postUrl = (kind: string) =>
  z
    .url({
      protocol: /^https?$/,
      error: (issue) => (issue.input == null ? `a ${kind} sink needs a url` : undefined),
    })
    .describe('Where the sink POSTs (http or https).');
const timeoutMs = z
  .number()
  .int()
  .min(100)
  .max(30_000)
  .default(10_000)
  .describe('How long one POST may take before it counts as a failed, retryable attempt.');

/** `local`: the lead store keeps the lead; nothing is sent. */
export const LocalSinkSchema = z.strictObject({
  name: sinkName,
  kind: z
    .literal('local')
    .describe('local: kept in the lead store only (`npm run leads -- --site <slug>` lists them).'),
});

/** `webhook`: signed JSON to the dealer's CRM (Standard Webhooks; Idempotency-Key = lead id). */
export const WebhookSinkSchema = z.strictObject({
  name: sinkName,
  kind: z
    .literal('webhook')
    .describe(
      "webhook: signed JSON POST to the dealer's CRM (Standard Webhooks signature, Idempotency-Key = lead id).",
    ),
  url: postUrl('webhook'),
  secret_env: z
    .string({
      error: (issue) =>
        issue.input == null
          ? 'a webhook sink needs secret_env, the environment variable holding its signing secret'
          : undefined,
    })
    .regex(/^[A-Z][A-Z0-9_]*$/, 'expected an environment variable name such as "HARBOUR_CRM_WEBHOOK_SECRET"')
    .describe(
      'The environment variable holding the signing secret ("whsec_…" or plain); secrets never live in site.json. Checked when the functions start.',
    ),
  timeout_ms: timeoutMs,
});

/** `adf`: an ADF/XML 1.0 document POSTed to the dealer's lead-import URL. */
export const AdfSinkSchema = z.strictObject({
  name: sinkName,
  kind: z.literal('adf').describe('adf: an ADF/XML 1.0 document POSTed to the URL.'),
  url: postUrl('adf'),
  timeout_ms: timeoutMs,
});

/** One sink, by `kind`. Add a kind's schema to this list (and its adapter to the registry). */
export const LeadSinkSchema = z.discriminatedUnion('kind', [LocalSinkSchema, WebhookSinkSchema, AdfSinkSchema]);

export type LeadSinkConfig = z.infer<typeof LeadSinkSchema>;
export type LeadSinkKind = LeadSinkConfig['kind'];
/** The configuration of one kind of sink, as its adapter receives it. */
export type LeadSinkConfigOf<K extends LeadSinkKind> = Extract<LeadSinkConfig, { kind: K }>;
