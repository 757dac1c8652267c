/**
 * The lead pipeline's settings that do not depend on the runtime: the operator's rate limits from
 * the environment, and the car a lead names for the ADF sink. The Node services (lead-services.ts)
 * and the Worker (functions/edge/edge-services.ts) both read them.
 */
import { adfVehicle } from './adapters/sinks/adf-document.ts';
import type { VehicleLookup } from './adapters/sinks/adf-sink.ts';
import type { StockCatalog } from './ports/stock-catalog.ts';
import { DEFAULT_LEAD_RATE_LIMITS } from './routes/leads.ts';
import type { RateRule } from './rate-limit.ts';
import { DataFileError } from '../src/domain/validation.ts';

/** A whole number above 0 from `name`, or `fallback` when it is unset or empty. */
function perMinute(env: Readonly<Record<string, string | undefined>>, name: string, fallback: RateRule): RateRule {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1)
    throw new DataFileError([`${name}: expected a whole number above 0, got "${raw}"`]);
  return { limit, windowMs: 60_000 };
}

/**
 * The operator's limits on POST /api/leads, from the environment. LEADS_PER_IP_PER_MINUTE (default
 * 10): every request from one address, junk included; a test run or an office behind one address
 * sends more than a shopper does. LEADS_PER_TENANT_PER_MINUTE (default 600): leads that passed
 * validation, per tenant, from all addresses together.
 */
export function leadRateLimits(env: Readonly<Record<string, string | undefined>>) {
  return {
    perIp: perMinute(env, 'LEADS_PER_IP_PER_MINUTE', DEFAULT_LEAD_RATE_LIMITS.perIp),
    perTenant: perMinute(env, 'LEADS_PER_TENANT_PER_MINUTE', DEFAULT_LEAD_RATE_LIMITS.perTenant),
  };
}

/**
 * The car a lead names (`car_id`), from the tenant's current stock, as the ADF sink describes it;
 * null for a lead about no car or a car no longer in stock (the document then has an empty vehicle).
 */
export function vehicleLookup(catalog: StockCatalog): VehicleLookup {
  return async (tenant, carId) => {
    const id = Number(carId);
    if (!Number.isSafeInteger(id)) return null;
    const car = await catalog.tenant(tenant)?.carById(id);
    return car ? adfVehicle(car) : null;
  };
}
