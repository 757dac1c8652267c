/**
 * Builds every tenant's sinks from `site.json` `leads` once, at start-up: a webhook whose secret
 * is missing from the environment stops the functions with the variable named, instead of
 * failing each lead later. The forwarder then asks `sinksFor(tenant)`.
 */
import { primaryLocation } from '../../../src/domain/locations.ts';
import type { SiteConfig } from '../../../src/domain/schemas/site-config.ts';
import { SinkConfigError, type LeadSink } from '../../ports/lead-sink.ts';
import { createAdfSink, type VehicleLookup } from './adf-sink.ts';
import type { FetchLike } from './http-post.ts';
import { createLocalSink } from './local-sink.ts';
import { webhookKey } from './standard-webhooks.ts';
import { createWebhookSink } from './webhook-sink.ts';

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

export interface SinkDeps {
  /** Where secrets come from (process.env in production). */
  env: Readonly<Record<string, string | undefined>>;
  fetch: FetchLike;
  clock: () => Date;
  vehicleFor?: VehicleLookup;
}

/** The sink names a new lead gets one outbox entry for (what the route passes to `createLead`). */
export function leadSinkNames(site: Pick<SiteConfig, 'leads'>): string[] {
  return site.leads.sinks.map((sink) => sink.name);
}

/** One tenant's sinks; throws `SinkConfigError` listing every sink that cannot be built. */
export function createTenantSinks(site: SiteConfig, deps: SinkDeps): TenantSinks {
  const problems: string[] = [];
  const sinks = new Map<string, LeadSink>();
  const home = site.domains[0] ? `https://${site.domains[0]}` : null;
  for (const sink of site.leads.sinks) {
    const url = sink.url ?? '';
    if (sink.kind === 'local') {
      sinks.set(sink.name, createLocalSink(sink.name));
    } else if (sink.kind === 'adf') {
      const location = primaryLocation(site.locations);
      sinks.set(sink.name, createAdfSink({
        name: sink.name, url, timeoutMs: sink.timeout_ms, fetch: deps.fetch, vehicleFor: deps.vehicleFor,
        parties: {
          vendor: { name: site.dealership.name, id: site.dealership.id, phone: location.contact_detail.phone, url: home },
          provider: { name: `${site.name} website`, url: home },
        },
      }));
    } else {
      const variable = sink.secret_env ?? '';
      const secret = deps.env[variable];
      if (!secret) {
        problems.push(`${site.slug}: leads sink "${sink.name}" signs with the secret in the environment variable ${variable || '(secret_env not set)'}, which is not set`);
        continue;
      }
      let key: Uint8Array<ArrayBuffer>;
      try {
        key = webhookKey(secret);
      } catch {
        problems.push(`${site.slug}: leads sink "${sink.name}": ${variable} starts with whsec_ but the rest is not base64`);
        continue;
      }
      sinks.set(sink.name, createWebhookSink({ name: sink.name, url, key, timeoutMs: sink.timeout_ms, fetch: deps.fetch, clock: deps.clock }));
    }
  }
  if (problems.length > 0) throw new SinkConfigError(problems.join('\n'));
  return {
    sinks,
    retry: { maxAttempts: site.leads.max_attempts, baseMs: site.leads.retry_base_ms, ceilingMs: site.leads.retry_ceiling_ms },
  };
}

/**
 * Every tenant's sinks, built now; the returned lookup answers null for a tenant the deployment
 * does not serve. Problems of all tenants are reported together, so one start-up shows them all.
 */
export function createSinkDirectory(sites: readonly SiteConfig[], deps: SinkDeps): (tenant: string) => TenantSinks | null {
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
