/**
 * A small seeded PRNG (mulberry32) and the draws the generator needs. Never Math.random: the same
 * seed must give the same stock, byte for byte.
 */

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
  shuffle<T>(items: readonly T[]): T[];
  /** A distinct generator derived from this one, so adding draws in one area leaves others alone. */
  fork(label: string): Rng;
}

function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (!items.length) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    weighted: (items, weight) => {
      const total = items.reduce((sum, item) => sum + weight(item), 0);
      if (!(total > 0)) throw new Error('weighted pick without positive weights');
      let roll = next() * total;
      for (const item of items) {
        roll -= weight(item);
        if (roll < 0) return item;
      }
      return items[items.length - 1]!;
    },
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
    fork: (label) => createRng((hashString(label) ^ Math.floor(next() * 4294967296)) >>> 0),
  };
  return rng;
}

/** A stable 32-bit hash of a text, for values that must depend on content only (NVIC per variant). */
export function stableHash(text: string): number {
  return hashString(text);
}

/**
 * Exactly `count` labels in the given proportions (largest remainders), each present at least once
 * when count allows, in shuffled order: small samples still contain every kind.
 */
export function quotas<T>(rng: Rng, count: number, shares: readonly (readonly [T, number])[]): T[] {
  const total = shares.reduce((sum, [, share]) => sum + share, 0);
  const exact = shares.map(([label, share]) => ({ label, exact: (share / total) * count }));
  const counts = exact.map((entry) => Math.floor(entry.exact));
  if (count >= shares.length)
    counts.forEach((n, i) => {
      if (n === 0) counts[i] = 1;
    });
  let left = count - counts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((entry, i) => ({ i, rest: entry.exact - Math.floor(entry.exact) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) counts[order[k]!.i]! += 1;
  // Forcing the small kinds in can overshoot: take the extra from the largest.
  while (left < 0) {
    const largest = counts.indexOf(Math.max(...counts));
    counts[largest]! -= 1;
    left++;
  }
  return rng.shuffle(shares.flatMap(([label], i) => Array.from({ length: counts[i]! }, () => label)));
}
