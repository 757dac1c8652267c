/** Times for sample stock, all relative to the as-of day at 00:00 in Brisbane (UTC+10, no daylight saving). */

export const DAY_MS = 24 * 60 * 60 * 1000;
const OFFSET_MS = 10 * 60 * 60 * 1000;

/** The as-of day's midnight in Brisbane, as epoch milliseconds. */
export function asOfMidnight(asOf: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(asOf);
  if (!match) throw new Error(`asOf: expected YYYY-MM-DD, got "${asOf}"`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - OFFSET_MS;
}

/** "2026-11-14T09:23:41+10:00": Brisbane local time, whole seconds. */
export function brisbaneIso(ms: number): string {
  return `${new Date(Math.floor(ms / 1000) * 1000 + OFFSET_MS).toISOString().slice(0, 19)}+10:00`;
}

/** "2026-11-14" in Brisbane. */
export function brisbaneDate(ms: number): string {
  return new Date(ms + OFFSET_MS).toISOString().slice(0, 10);
}

/** A month as a count from year 0, so months add and compare as integers. */
export function monthIndex(year: number, month1to12: number): number {
  return year * 12 + (month1to12 - 1);
}

/** "2024-03" from a month index. */
export function yearMonth(index: number): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function monthIndexOf(ms: number): number {
  const date = new Date(ms + OFFSET_MS);
  return monthIndex(date.getUTCFullYear(), date.getUTCMonth() + 1);
}
