/**
 * The lead-sink registry: `leads.sinks[].kind` → the adapter that builds that kind. The mapped
 * type makes it complete: a kind added to `LeadSinkSchema` without an adapter here does not
 * compile. See "Adding a lead sink" in docs/ARCHITECTURE.md.
 */
import type { LeadSinkConfig, LeadSinkKind } from '../../../src/domain/schemas/lead-sinks.ts';
import type { LeadSink } from '../../ports/lead-sink.ts';
import { adfSinkAdapter } from './adf-sink.ts';
import { localSinkAdapter } from './local-sink.ts';
import type { SinkAdapter, SinkBuildContext } from './sink-adapter.ts';
import { webhookSinkAdapter } from './webhook-sink.ts';

export const SINK_ADAPTERS: { readonly [K in LeadSinkKind]: SinkAdapter<K> } = {
  local: localSinkAdapter,
  webhook: webhookSinkAdapter,
  adf: adfSinkAdapter,
};

/** The sink for one configured entry, by its kind's adapter. */
export function buildSink(config: LeadSinkConfig, context: SinkBuildContext): LeadSink {
  // TypeScript cannot tie `config.kind` to the adapter's parameter; the mapped type above does.
  const adapter = SINK_ADAPTERS[config.kind] as SinkAdapter<LeadSinkKind>;
  return adapter(config, context);
}
