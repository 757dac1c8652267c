/**
 * What the lead fault test (lead-fault.test.ts) and its server process (fault-server.ts) agree on:
 * the tenant, where the webhook secret is, the forwarder's pace and retry policy, and a seeded
 * random generator so jitter and kill moments repeat from run to run.
 */
import { createRng } from '../../../sample/stock/random.ts';

/** The test tenant: `http://fault-motors.localhost:<port>` is its origin. */
export const FAULT_TENANT = 'fault-motors';
/** The environment variable holding the CRM webhook's signing secret (secrets only from the environment). */
export const FAULT_SECRET_ENV = 'FAULT_CRM_SECRET';
/** Signs the fill-time tokens the fault server checks (the client signs its own, as if it had fetched them). */
export const FAULT_FORM_TOKEN_SECRET = 'fault-form-token-secret';
/**
 * Forwarder pace: batches of 20 back to back, a 20 ms poll, and a lease of 1.5 s, which outlasts a
 * local POST many times over and brings back soon what a killed forwarder had claimed.
 */
export const FAULT_FORWARDER_LIMITS = { batchSize: 20, leaseMs: 1_500, pollIntervalMs: 20 } as const;
/**
 * Backoff 20 ms doubling to a 200 ms ceiling, 100 attempts: about 10 s of trying per lead (full
 * jitter averages half the cap), twice the longest CRM outage the test makes (FAULT_OUTAGE_MAX_MS).
 */
export const FAULT_RETRY = { max_attempts: 100, retry_base_ms: 20, retry_ceiling_ms: 200 } as const;
/** The CRM outage ends at this length even if the submissions it spans are slow (a loaded CI box). */
export const FAULT_OUTAGE_MAX_MS = 5_000;

/** A seeded generator of [0, 1) (the stock generator's mulberry32), so a run's random choices repeat. */
export function seededRandom(seed: number): () => number {
  return createRng(seed).next;
}
