/**
 * One wrapper for every store adapter whose database reports "cannot take the call now" in its own
 * way (SQLite's SQLITE_BUSY, D1's transient errors): each method of the store, with the errors the
 * rule recognises turned into `StoreUnavailableError` (503 with Retry-After) and every other error
 * passed on as it is.
 */
import { StoreUnavailableError } from '../ports/store-unavailable.ts';

export interface UnavailableRule {
  /** Whether an error a method threw means the database could not take the call. */
  matches(error: unknown): boolean;
  /** The error's message, for the method `name`. */
  message(name: string): string;
  /** Seconds the client should wait before trying again. */
  retryAfterSeconds: number;
}

export function errorsAsUnavailable<S extends object>(store: S, rule: UnavailableRule): S {
  const wrapped = Object.entries(store).map(([name, method]: [string, (...args: unknown[]) => unknown]) => [
    name,
    async (...args: unknown[]) => {
      try {
        return await method(...args);
      } catch (error) {
        if (!rule.matches(error)) throw error;
        throw new StoreUnavailableError(rule.message(name), rule.retryAfterSeconds, { cause: error });
      }
    },
  ]);
  return Object.fromEntries(wrapped) as S;
}
