/** A label and the value to show beside it on the vehicle page. */
export interface SpecRow {
  label: string;
  value: string;
}

/**
 * Spec 01 §5: specification rows whose value is empty, null or the text "null" are hidden.
 * Numbers are shown with their unit; 0 is a real value (e.g. 0 km) and stays.
 */
export function hasSpecValue(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'number') return Number.isFinite(value);
  const text = String(value).trim();
  return text !== '' && text.toLowerCase() !== 'null';
}

export function specRows(rows: ReadonlyArray<readonly [label: string, value: unknown, unit?: string]>): SpecRow[] {
  return rows
    .filter(([, value]) => hasSpecValue(value))
    .map(([label, value, unit]) => ({ label, value: unit ? `${String(value)}${unit}` : String(value) }));
}
