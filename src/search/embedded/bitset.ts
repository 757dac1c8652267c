/**
 * Sets of document positions as bit arrays (one bit a car, 125 words for 4,000 cars): a filter is
 * a handful of word-wise ANDs and ORs, and a count a popcount, which keeps a whole InstantSearch
 * multi-query within a couple of milliseconds.
 */
export type Bitset = Uint32Array;

export function emptySet(size: number): Bitset {
  return new Uint32Array((size + 31) >>> 5);
}

/** Every position below `size`; the bits past the end stay 0 so counts and complements stay exact. */
export function fullSet(size: number): Bitset {
  const set = emptySet(size);
  set.fill(0xffffffff);
  const spare = set.length * 32 - size;
  if (spare > 0) set[set.length - 1] = 0xffffffff >>> spare;
  return set;
}

export function addTo(set: Bitset, position: number): void {
  set[position >>> 5]! |= 1 << (position & 31);
}

export function has(set: Bitset, position: number): boolean {
  return (set[position >>> 5]! & (1 << (position & 31))) !== 0;
}

export function and(a: Bitset, b: Bitset): Bitset {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i += 1) out[i] = a[i]! & b[i]!;
  return out;
}

export function andInPlace(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i += 1) target[i]! &= other[i]!;
}

export function or(a: Bitset, b: Bitset): Bitset {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i += 1) out[i] = a[i]! | b[i]!;
  return out;
}

export function orInPlace(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i += 1) target[i]! |= other[i]!;
}

/** Positions below `size` not in the set. */
export function complement(set: Bitset, size: number): Bitset {
  const out = new Uint32Array(set.length);
  for (let i = 0; i < set.length; i += 1) out[i] = ~set[i]!;
  const spare = set.length * 32 - size;
  if (spare > 0 && out.length > 0) out[out.length - 1]! &= 0xffffffff >>> spare;
  return out;
}

function popcount32(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function count(set: Bitset): number {
  let total = 0;
  for (let i = 0; i < set.length; i += 1) if (set[i] !== 0) total += popcount32(set[i]!);
  return total;
}

/** The positions in the set, ascending. */
export function positions(set: Bitset): Int32Array {
  const out = new Int32Array(count(set));
  let at = 0;
  for (let i = 0; i < set.length; i += 1) {
    let word = set[i]!;
    while (word !== 0) {
      const low = word & -word;
      out[at++] = (i << 5) + (31 - Math.clz32(low));
      word ^= low;
    }
  }
  return out;
}

export function fromPositions(size: number, list: Iterable<number>): Bitset {
  const set = emptySet(size);
  for (const position of list) addTo(set, position);
  return set;
}
