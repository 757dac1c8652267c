/**
 * What a night's feed changed, car by car (matched by `id`): cars added, removed, sold (in both
 * snapshots, sold only in the new one) and price changed. Rows are the stock files' raw rows.
 */
export interface StockDiff {
  added: number;
  removed: number;
  sold: number;
  price_changed: number;
}

type Row = { id?: unknown; price?: unknown; sold?: unknown; status?: unknown };

const isSold = (row: Row) => row.sold === true || row.sold === 1 || row.status === 'sold';

export function diffStock(before: readonly unknown[], after: readonly unknown[]): StockDiff {
  const old = new Map((before as Row[]).map((row) => [row.id, row]));
  const seen = new Set<unknown>();
  const diff: StockDiff = { added: 0, removed: 0, sold: 0, price_changed: 0 };
  for (const row of after as Row[]) {
    seen.add(row.id);
    const previous = old.get(row.id);
    if (!previous) {
      diff.added++;
      continue;
    }
    if (isSold(row) && !isSold(previous)) diff.sold++;
    if (row.price !== previous.price) diff.price_changed++;
  }
  for (const id of old.keys()) if (!seen.has(id)) diff.removed++;
  return diff;
}
