/**
 * What a lead-sink adapter is: a function from one `leads.sinks` entry of its kind (as
 * `src/domain/schemas/lead-sinks.ts` declares it) and the deployment's outside world to a
 * `LeadSink`. It runs once per tenant at start-up; a sink that cannot be built (a secret missing
 * from the environment) throws `SinkConfigError` naming the tenant, the sink and what to set.
 */
import type { LeadSinkConfigOf, LeadSinkKind } from '../../../src/domain/schemas/lead-sinks.ts';
import type { SiteConfig } from '../../../src/domain/schemas/site-config.ts';
import type { LeadSink } from '../../ports/lead-sink.ts';
import type { VehicleLookup } from './adf-sink.ts';
import type { FetchLike } from './http-post.ts';

/** What every sink may be built from besides its own entry: the deployment's outside world. */
export interface SinkDeps {
  /** Where secrets come from (process.env in production). */
  env: Readonly<Record<string, string | undefined>>;
  fetch: FetchLike;
  clock: () => Date;
  /** A stock car by id, for sinks that describe the car (ADF). */
  vehicleFor?: VehicleLookup;
}

/** `SinkDeps` and the tenant whose sink is being built. */
export interface SinkBuildContext extends SinkDeps {
  site: SiteConfig;
}

/** Builds the sink for one `leads.sinks` entry of kind `K`; throws `SinkConfigError` when it cannot. */
export type SinkAdapter<K extends LeadSinkKind> = (config: LeadSinkConfigOf<K>, context: SinkBuildContext) => LeadSink;
