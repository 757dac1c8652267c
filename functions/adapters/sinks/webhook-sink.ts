/**
 * The `webhook` sink: the lead as JSON, POSTed to the dealer's CRM and signed as Standard
 * Webhooks does, with `Idempotency-Key` = the lead id so a CRM that saw a retry (our attempt timed
 * out after it had accepted) can drop the duplicate.
 */
import type { StoredLead } from '../../ports/lead-store.ts';
import type { LeadSink } from '../../ports/lead-sink.ts';
import { postToSink, type FetchLike } from './http-post.ts';
import { signWebhook } from './standard-webhooks.ts';

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
