/**
 * The wait before the next try of a failed delivery: exponential backoff with full jitter and a
 * ceiling,
 *
 *     delay(n) = random() × min(ceilingMs, baseMs × 2^(n−1))      n = attempts made so far (1, 2, …)
 *
 * Exponential so a CRM that is down for hours is not hammered; capped so a lead is never parked
 * longer than the ceiling between tries; fully jittered (uniform in [0, cap)) so the leads that
 * failed together during an outage do not all come back in the same second when it ends.
 */
import type { RetryPolicy } from './adapters/sinks/tenant-sinks.ts';

/** Milliseconds to wait after attempt `attempt` failed; `random` returns [0, 1) as Math.random does. */
export function retryDelayMs(
  attempt: number,
  policy: Pick<RetryPolicy, 'baseMs' | 'ceilingMs'>,
  random: () => number,
): number {
  const cap = Math.min(policy.ceilingMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.floor(Math.min(Math.max(random(), 0), 1) * cap);
}
