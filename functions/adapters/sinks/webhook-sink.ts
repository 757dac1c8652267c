/**
 * The `webhook` sink: the lead as JSON, POSTed to the dealer's CRM and signed as Standard
 * Webhooks does, with `Idempotency-Key` = the lead id so a CRM that saw a retry (our attempt timed
 * out after it had accepted) can drop the duplicate.
 */
import type { StoredLead } from '../../ports/lead-store.ts';
import { SinkConfigError, type LeadSink } from '../../ports/lead-sink.ts';
import { postToSink, type FetchLike } from './http-post.ts';
import type { SinkAdapter } from './sink-adapter.ts';
import { signWebhook, webhookKey } from './standard-webhooks.ts';

export interface WebhookSinkOptions {
  name: string;
  url: string;
  /** The decoded HMAC key (`webhookKey(secret)`), read from the environment at start-up. */
  key: Uint8Array<ArrayBuffer>;
  timeoutMs: number;
  fetch: FetchLike;
  clock: () => Date;
}

/**
 * The JSON a CRM receives, in the Standard Webhooks payload shape (`type`, `timestamp`, `data`).
 * It depends on the stored lead alone, so every retry sends the same bytes.
 */
export function webhookBody(lead: StoredLead): string {
  return JSON.stringify({
    type: 'lead.created',
    timestamp: lead.createdAt,
    // The spec's payload fields flat, as the dealer platform sends them; ours last so none is overridden.
    data: { ...lead.payload, lead_id: lead.id, tenant: lead.tenant, type: lead.type, created_at: lead.createdAt },
  });
}

/** Builds the webhook sink; each delivery is signed with the attempt's own timestamp (receivers reject stale ones). */
export function createWebhookSink(options: WebhookSinkOptions): LeadSink {
  return {
    name: options.name,
    kind: 'webhook',
    async deliver(lead) {
      const body = webhookBody(lead);
      const timestamp = Math.floor(options.clock().getTime() / 1000);
      await postToSink({
        fetch: options.fetch,
        url: options.url,
        timeoutMs: options.timeoutMs,
        body,
        headers: {
          'content-type': 'application/json',
          'idempotency-key': lead.id,
          'webhook-id': lead.id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': await signWebhook(options.key, lead.id, timestamp, body),
        },
      });
    },
  };
}

/**
 * The registry's adapter for `{ kind: 'webhook' }`: the signing secret is read from the
 * environment variable `secret_env` names, once, at start-up.
 */
export const webhookSinkAdapter: SinkAdapter<'webhook'> = (config, { site, env, fetch, clock }) => {
  const secret = env[config.secret_env];
  if (!secret) {
    throw new SinkConfigError(
      `${site.slug}: leads sink "${config.name}" signs with the secret in the environment variable ${config.secret_env}, which is not set`,
    );
  }
  let key: Uint8Array<ArrayBuffer>;
  try {
    key = webhookKey(secret);
  } catch {
    throw new SinkConfigError(
      `${site.slug}: leads sink "${config.name}": ${config.secret_env} starts with whsec_ but the rest is not base64`,
    );
  }
  return createWebhookSink({ name: config.name, url: config.url, key, timeoutMs: config.timeout_ms, fetch, clock });
};
