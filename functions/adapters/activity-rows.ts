/**
 * Rows of the activity tables as the port's records, for both adapters: each says how its driver
 * returns a time (epoch ms in SQLite, Date in PostgreSQL) and a record's data (JSON text, jsonb).
 */
import type { MiscellaneousRecord, PhoneReveal, PhoneRevealCount } from '../ports/activity-store.ts';
import { textOrNull, type Row } from './lead-rows.ts';

// bigint and count(*) may come back as strings (they could exceed 2^53); car ids and counts never do.
const numberOrNull = (value: unknown): number | null => (value == null ? null : Number(value));

export function activityRows(read: {
  time: (value: unknown) => string;
  data: (value: unknown) => Record<string, unknown>;
}) {
  return {
    toReveal: (row: Row): PhoneReveal => ({
      tenant: String(row.tenant),
      carId: numberOrNull(row.car_id),
      dealershipId: numberOrNull(row.dealership_id),
      websiteId: textOrNull(row.website_id),
      at: read.time(row.at),
    }),
    toRevealCount: (row: Row): PhoneRevealCount => ({
      carId: numberOrNull(row.car_id),
      count: Number(row.count),
      lastAt: read.time(row.last_at),
    }),
    toRecord: (row: Row): MiscellaneousRecord => ({
      id: String(row.id),
      tenant: String(row.tenant),
      columnName: String(row.column_name),
      data: read.data(row.data),
      createdAt: read.time(row.created_at),
    }),
    toViewed: (row: Row) => ({ carId: Number(row.car_id), views: Number(row.views) }),
  };
}
