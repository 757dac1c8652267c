/**
 * The storage port for what shoppers do on a vehicle page besides sending a lead:
 * page views (`view.json`), phone reveals (spec 01 §4 "the reveal triggers a logging call") and the
 * valuation results some sites keep (POST /api/miscellaneous). Adapters: SQLite through
 * `node:sqlite` (`functions/adapters/sqlite-activity-store.ts`, its own file beside the lead store so
 * a burst of page views never queues behind a lead's durable commit) and PostgreSQL
 * (`functions/adapters/postgres-activity-store.ts`, tables beside the leads), and Cloudflare D1 on the edge
 * (`functions/adapters/d1-activity-store.ts`). One contract suite
 * (`tests/unit/functions/activity-store-contract.ts`) runs against all three.
 *
 * None of it holds a shopper's contact details; a valuation result may hold a registration plate,
 * so it is stored but never logged.
 */

/** One phone reveal, as logged (spec 01 §7 "Phone-reveal log: sends car_id, dealership_id, website_id"). */
export interface PhoneReveal {
  tenant: string;
  /** The car whose page showed the phone; null when revealed away from a car (a location card). */
  carId: number | null;
  dealershipId: number | null;
  /** The site the shopper was on, as the page sent it (the tenant's slug on our pages). */
  websiteId: string | null;
  /** ISO 8601. */
  at: string;
}

/** Reveals of one car (or of no car, `carId` null) for the command line's summary. */
export interface PhoneRevealCount {
  carId: number | null;
  count: number;
  /** ISO 8601 of the latest. */
  lastAt: string;
}

/** A record POSTed to /api/miscellaneous, kept as sent (spec: "valuation result plus column_name valuation"). */
export interface MiscellaneousRecord {
  /** Opaque id given by the server. */
  id: string;
  tenant: string;
  /** What the record is (`valuation`). */
  columnName: string;
  /** The JSON object as received, without `column_name`. */
  data: Record<string, unknown>;
  /** ISO 8601. */
  createdAt: string;
}

export interface ActivityStore {
  /** Creates the schema if missing. Idempotent. */
  migrate(): Promise<void>;
  /** Counts one view of a tenant's car and returns how many have been counted for it, this one included. */
  countView(tenant: string, carId: number, now: Date): Promise<number>;
  /** Views counted for a car so far (0 when none). */
  viewCount(tenant: string, carId: number): Promise<number>;
  /** A tenant's most viewed cars, most first (ties: the lower car id first), for the command line. */
  mostViewed(tenant: string, limit: number): Promise<{ carId: number; views: number }[]>;
  recordPhoneReveal(reveal: Omit<PhoneReveal, 'at'> & { at: Date }): Promise<void>;
  /** A tenant's reveals, newest first. */
  phoneReveals(tenant: string, options?: { limit?: number }): Promise<PhoneReveal[]>;
  /** A tenant's reveals counted per car, the most revealed first (ties: latest first). */
  phoneRevealCounts(tenant: string): Promise<PhoneRevealCount[]>;
  saveMiscellaneous(record: Omit<MiscellaneousRecord, 'createdAt'> & { createdAt: Date }): Promise<void>;
  /** A tenant's records, newest first, optionally of one column name. */
  miscellaneous(tenant: string, options?: { columnName?: string; limit?: number }): Promise<MiscellaneousRecord[]>;
  close(): Promise<void>;
}
