/**
 * The `adf` sink: the lead as an ADF/XML 1.0 document POSTed to the dealer's lead-import URL
 * (`Content-Type: application/xml`), with the same retry classes and Idempotency-Key as the
 * webhook sink. The car, when the lead names one, is looked up at delivery through an injected
 * function so the sink needs no stock of its own.
 */
import { primaryLocation } from '../../../src/domain/locations.ts';
import type { StoredLead } from '../../ports/lead-store.ts';
import type { LeadSink } from '../../ports/lead-sink.ts';
import { adfDocument, type AdfParties, type AdfVehicle } from './adf-document.ts';
import { postToSink, type FetchLike } from './http-post.ts';
import type { SinkAdapter } from './sink-adapter.ts';

/** The car with this id in a tenant's stock, as ADF describes it, or null when unknown. */
export type VehicleLookup = (tenant: string, carId: string) => AdfVehicle | null | Promise<AdfVehicle | null>;

export interface AdfSinkOptions {
  name: string;
  url: string;
  timeoutMs: number;
  fetch: FetchLike;
  parties: AdfParties;
  vehicleFor?: VehicleLookup;
}

/** Builds the ADF sink. */
export function createAdfSink(options: AdfSinkOptions): LeadSink {
  return {
    name: options.name,
    kind: 'adf',
    async deliver(lead) {
      await postToSink({
        fetch: options.fetch,
        url: options.url,
        timeoutMs: options.timeoutMs,
        body: adfDocument(lead, options.parties, await vehicleOf(lead, options.vehicleFor)),
        headers: { 'content-type': 'application/xml', 'idempotency-key': lead.id },
      });
    },
  };
}

async function vehicleOf(lead: StoredLead, lookup: VehicleLookup | undefined): Promise<AdfVehicle | null> {
  const carId = lead.payload.car_id;
  if (!lookup || (typeof carId !== 'string' && typeof carId !== 'number') || carId === '') return null;
  return lookup(lead.tenant, String(carId));
}

/**
 * The registry's adapter for `{ kind: 'adf' }`: the vendor is the tenant's dealership (its primary
 * location's phone), the provider its website.
 */
export const adfSinkAdapter: SinkAdapter<'adf'> = (config, { site, fetch, vehicleFor }) => {
  const home = site.domains[0] ? `https://${site.domains[0]}` : null;
  return createAdfSink({
    name: config.name,
    url: config.url,
    timeoutMs: config.timeout_ms,
    fetch,
    vehicleFor,
    parties: {
      vendor: {
        name: site.dealership.name,
        id: site.dealership.id,
        // ADF's vendor contact needs a phone: the primary location's, else the used-car sales line.
        phone: primaryLocation(site.locations).contact_detail.phone ?? site.phone_numbers.used,
        url: home,
      },
      provider: { name: `${site.name} website`, url: home },
    },
  });
};
