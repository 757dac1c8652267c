/**
 * FROZEN COPY (issue 20 item 5) of the engine before its 40,000-car rework, kept as the reference
 * the differential test (embedded-engine-differential.test.ts) compares the engine with. Do not edit.
 *
 * Facet counts and statistics over the cars a search matched: each value counted once per car that
 * has it (for a list attribute, each of its distinct elements), cars without a value not counted; numbers also give
 * min, max, average and sum for the range sliders (spec 01 §3 "A facet's statistics have min and max").
 */
import type { AttributeColumn } from '../../../../src/search/embedded/engine-index.ts';
import type { FacetStats } from '../../../../src/search/embedded/search-params.ts';

/**
 * Value counts, highest first, then by value (code-point order); at most `limit` values. Only the
 * first `limit` are kept in order as the values are visited, so a column of 20,000 distinct
 * kilometre readings costs a pass, not a sort of all of them, on every search.
 */
export function countFacet(column: AttributeColumn, docs: Int32Array, limit: number): Record<string, number> {
  const counts = new Int32Array(column.labels.length);
  const { codes, offsets, labelRank } = column;
  if (offsets) {
    for (let i = 0; i < docs.length; i += 1) {
      const d = docs[i]!;
      for (let at = offsets[d]!; at < offsets[d + 1]!; at += 1) counts[codes[at]!]! += 1;
    }
  } else {
    for (let i = 0; i < docs.length; i += 1) {
      const code = codes[docs[i]!]!;
      if (code >= 0) counts[code]! += 1;
    }
  }
  const keep = Math.max(0, limit);
  /** Negative when code a comes before code b. */
  const order = (a: number, b: number) => counts[b]! - counts[a]! || labelRank[a]! - labelRank[b]!;
  const top: number[] = [];
  for (let code = 0; code < counts.length && keep > 0; code += 1) {
    if (counts[code] === 0) continue;
    if (top.length === keep && order(code, top[keep - 1]!) > 0) continue;
    let low = 0;
    let high = top.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (order(top[middle]!, code) < 0) low = middle + 1;
      else high = middle;
    }
    top.splice(low, 0, code);
    if (top.length > keep) top.pop();
  }
  const out: Record<string, number> = {};
  for (const code of top) out[column.labels[code]!] = counts[code]!;
  return out;
}

/** Min, max, average and sum of a number attribute over the cars that have it; null when none has. */
export function facetStats(column: AttributeColumn, docs: Int32Array): FacetStats | null {
  const numbers = column.numbers;
  if (!numbers) return null;
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let counted = 0;
  for (let i = 0; i < docs.length; i += 1) {
    const value = numbers[docs[i]!]!;
    if (Number.isNaN(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
    sum += value;
    counted += 1;
  }
  return counted === 0 ? null : { min, max, avg: sum / counted, sum };
}
