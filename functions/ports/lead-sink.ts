/**
 * The lead-sink port: one destination a tenant's leads are delivered to. Adapters live in
 * `functions/adapters/sinks/` (local, webhook, adf), one per `leads.sinks[].kind` in the registry
 * there, and are built per tenant at start-up from `site.json`, so a missing secret stops the
 * functions before the first lead.
 *
 * A sink delivers or throws a `SinkError`; the forwarder (functions/forwarder.ts) owns retries,
 * backoff and dead-parking, so a sink never retries by itself.
 */
import type { LeadSinkKind } from '../../src/domain/schemas/lead-sinks.ts';
import type { StoredLead } from './lead-store.ts';

export type SinkKind = LeadSinkKind;

export interface LeadSink {
  /** The name in site.json, equal to the outbox entry's `sink`. */
  readonly name: string;
  readonly kind: SinkKind;
  /**
   * Sends the lead once. Resolves when the destination has accepted it; throws `SinkError` when
   * not. `attempt` is 1 for the first try (sinks may report it, never change what they send:
   * a retry must be byte-for-byte the same message apart from its timestamp).
   */
  deliver(lead: StoredLead, attempt: number): Promise<void>;
}

/**
 * A failed delivery. `retryable` says whether trying again later can help (a CRM that is down,
 * slow or rate-limiting) or not (a CRM that refuses the lead as it is). The message carries a
 * status or error class only, never the lead's personal data: it is stored and printed.
 */
export class SinkError extends Error {
  readonly retryable: boolean;
  /** The HTTP status, when the destination answered. */
  readonly status: number | null;

  constructor(message: string, retryable: boolean, status: number | null = null) {
    super(message);
    this.name = 'SinkError';
    this.retryable = retryable;
    this.status = status;
  }
}

/** A sink that cannot be built from the configuration (a missing secret): a start-up error. */
export class SinkConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SinkConfigError';
  }
}
