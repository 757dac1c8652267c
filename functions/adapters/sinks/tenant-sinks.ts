/**
 * Builds every tenant's sinks from `site.json` `leads` once, at start-up, each by its kind's
 * adapter (registry.ts): a webhook whose secret is missing from the environment stops the
 * functions with the variable named, instead of failing each lead later. The forwarder then asks
 * `sinksFor(tenant)`.
 */
import type { SiteConfig } from '../../../src/domain/schemas/site-config.ts';
import { SinkConfigError, type LeadSink } from '../../ports/lead-sink.ts';
import { buildSink } from './registry.ts';
import type { SinkDeps } from './sink-adapter.ts';

/** How hard the forwarder tries one delivery (site.json `leads`). */
export interface RetryPolicy {
  maxAttempts: number;
  baseMs: number;
  ceilingMs: number;
}

/** A tenant's sinks by name, and its retry policy. */
export interface TenantSinks {
  sinks: ReadonlyMap<string, LeadSink>;
  retry: RetryPolicy;
}

/** The sink names a new lead gets one outbox entry for (what the route passes to `createLead`). */
export function leadSinkNames(site: Pick<SiteConfig, 'leads'>): string[] {
  return site.leads.sinks.map((sink) => sink.name);
}

/** One tenant's sinks; throws `SinkConfigError` listing every sink that cannot be built. */
export function createTenantSinks(site: SiteConfig, deps: SinkDeps): TenantSinks {
  const problems: string[] = [];
  const sinks = new Map<string, LeadSink>();
  for (const config of site.leads.sinks) {
    try {
      sinks.set(config.name, buildSink(config, { ...deps, site }));
    } catch (error) {
      if (!(error instanceof SinkConfigError)) throw error;
      problems.push(error.message);
    }
  }
  if (problems.length > 0) throw new SinkConfigError(problems.join('\n'));
  return {
    sinks,
    retry: {
      maxAttempts: site.leads.max_attempts,
      baseMs: site.leads.retry_base_ms,
      ceilingMs: site.leads.retry_ceiling_ms,
    },
  };
}

/**
 * Every tenant's sinks, built now; the returned lookup answers null for a tenant the deployment
 * does not serve. Problems of all tenants are reported together, so one start-up shows them all.
 */
export function createSinkDirectory(
  sites: readonly SiteConfig[],
  deps: SinkDeps,
): (tenant: string) => TenantSinks | null {
  const byTenant = new Map<string, TenantSinks>();
  const problems: string[] = [];
  for (const site of sites) {
    try {
      byTenant.set(site.slug, createTenantSinks(site, deps));
    } catch (error) {
      if (!(error instanceof SinkConfigError)) throw error;
      problems.push(error.message);
    }
  }
  if (problems.length > 0) throw new SinkConfigError(problems.join('\n'));
  return (tenant) => byTenant.get(tenant) ?? null;
}
