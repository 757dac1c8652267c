/**
 * The `local` sink: the lead store already holds the lead, so delivering sends nothing and the
 * entry is marked delivered at once. The dealer reads these leads with `npm run leads`.
 */
import type { LeadSink } from '../../ports/lead-sink.ts';
import type { SinkAdapter } from './sink-adapter.ts';

/** Builds the local sink (never fails: the lead was committed before its delivery existed). */
export function createLocalSink(name: string): LeadSink {
  return { name, kind: 'local', deliver: async () => undefined };
}

/** The registry's adapter for `{ kind: 'local' }`. */
export const localSinkAdapter: SinkAdapter<'local'> = (config) => createLocalSink(config.name);
