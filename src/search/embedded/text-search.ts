/**
 * Free-text matching over the searchable attributes (prefix matching, one typo in longer
 * words, ranked sensibly). Every query word must match a word of the car; the last also as a
 * prefix. A car's relevance, best first: fewer typos in all, then its best match in an earlier
 * attribute (make before model before badge ...), then more words matched exactly rather than as a
 * prefix; the default order breaks ties.
 */
import { addTo, emptySet, type Bitset } from './bitset.ts';
import type { EngineIndex } from './engine-index.ts';
import { MIN_WORD_SIZE_FOR_TYPO, queryWords } from './text.ts';

export interface TextMatch {
  /** Cars matching every word. */
  matched: Bitset;
  /** Per car, lower ranks first: typos, then best attribute, then words not matched exactly. */
  rankKey: Uint32Array;
}

function lowerBound(sorted: readonly string[], target: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The UTF-16 code units the vocabulary's words are made of, once per vocabulary: typo candidates
 * draw from them, and oneEditApart compares code units.
 */
const alphabets = new WeakMap<readonly string[], string[]>();

function alphabetOf(vocabulary: readonly string[]): string[] {
  let alphabet = alphabets.get(vocabulary);
  if (!alphabet) {
    const characters = new Set<string>();
    for (const term of vocabulary) for (let i = 0; i < term.length; i += 1) characters.add(term[i]!);
    alphabets.set(vocabulary, (alphabet = [...characters]));
  }
  return alphabet;
}

/**
 * Every string one edit from `word` (a deletion, substitution, insertion or swap of two neighbours:
 * oneEditApart) that keeps its first character, with inserted and substituted characters drawn
 * from `alphabet`. A word of n characters has about 2·n·|alphabet| of them.
 */
function oneEditVariants(word: string, alphabet: readonly string[]): Set<string> {
  const variants = new Set<string>();
  for (let i = 0; i <= word.length; i += 1) {
    const head = word.slice(0, i);
    if (i < word.length) variants.add(head + word.slice(i + 1));
    if (i + 1 < word.length) variants.add(head + word[i + 1]! + word[i]! + word.slice(i + 2));
    for (const character of alphabet) {
      variants.add(head + character + word.slice(i));
      if (i < word.length) variants.add(head + character + word.slice(i + 1));
    }
  }
  variants.delete(word);
  for (const variant of variants) if (variant[0] !== word[0]) variants.delete(variant);
  return variants;
}

/** The end of the run of terms from `at` on that start with `prefix` (sorted, they are contiguous). */
function prefixEnd(sorted: readonly string[], prefix: string, at: number): number {
  let low = at;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]!.startsWith(prefix)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Terms start up to end (vocabulary places; their postings are contiguous too), each costing `typos`. */
export interface TermRange {
  start: number;
  end: number;
  typos: 0 | 1;
}

/**
 * Indexed words a query word matches, as ranges of the sorted vocabulary with the typos each
 * costs (wordTypos); a term may be in two ranges, once without a typo and once with one (the
 * caller keeps the fewer). A word with one typo is found by looking up each one-edit variant of
 * the query word in the sorted vocabulary (as a prefix range for the last word), so the work grows
 * with the word's length, not with how many indexed words share its first letter (40,000 stock
 * numbers all begin with the same letters), and a prefix they all share is one range, not 40,000 terms.
 */
export function matchingTermRanges(vocabulary: readonly string[], word: string, asPrefix: boolean): TermRange[] {
  const ranges: TermRange[] = [];
  const at = lowerBound(vocabulary, word);
  if (asPrefix) {
    const end = prefixEnd(vocabulary, word, at);
    if (end > at) ranges.push({ start: at, end, typos: 0 });
  } else if (vocabulary[at] === word) {
    ranges.push({ start: at, end: at + 1, typos: 0 });
  }
  if (word.length >= MIN_WORD_SIZE_FOR_TYPO) {
    // A typo never falls on the first character: every variant keeps it.
    const variants = [...oneEditVariants(word, alphabetOf(vocabulary))];
    if (!asPrefix) {
      for (const variant of variants) {
        const term = lowerBound(vocabulary, variant);
        if (vocabulary[term] === variant) ranges.push({ start: term, end: term + 1, typos: 1 });
      }
    } else {
      // The last word: a term starting with a variant has a prefix one edit from the word. Sorted,
      // a variant that extends the one before it ("bcmg3" after "bcmg") names no term that one missed.
      variants.sort();
      let covered: string | undefined;
      for (const variant of variants) {
        if (covered !== undefined && variant.startsWith(covered)) continue;
        covered = variant;
        const start = lowerBound(vocabulary, variant);
        const end = prefixEnd(vocabulary, variant, start);
        if (end > start) ranges.push({ start, end, typos: 1 });
      }
    }
  }
  return ranges;
}

/** The same as one entry per term: its vocabulary place and its fewest typos. */
export function matchingTerms(vocabulary: readonly string[], word: string, asPrefix: boolean): Map<number, 0 | 1> {
  const found = new Map<number, 0 | 1>();
  for (const { start, end, typos } of matchingTermRanges(vocabulary, word, asPrefix))
    for (let term = start; term < end; term += 1) if (!found.has(term)) found.set(term, typos);
  return found;
}

const NONE = 255;

/** Per-car working arrays of matchText, made once per index: a keystroke allocates only its answer. */
interface TextScratch {
  alive: Uint8Array;
  totalTypos: Uint16Array;
  bestAttribute: Uint8Array;
  exactWords: Uint16Array;
  wordTyposOf: Uint8Array;
  wordAttribute: Uint8Array;
  wordExact: Uint8Array;
}

const scratches = new WeakMap<EngineIndex, TextScratch>();

function scratchOf(index: EngineIndex): TextScratch {
  let scratch = scratches.get(index);
  if (!scratch) {
    const size = index.size;
    scratch = {
      alive: new Uint8Array(size),
      totalTypos: new Uint16Array(size),
      bestAttribute: new Uint8Array(size),
      exactWords: new Uint16Array(size),
      wordTyposOf: new Uint8Array(size),
      wordAttribute: new Uint8Array(size),
      wordExact: new Uint8Array(size),
    };
    scratches.set(index, scratch);
  }
  return scratch;
}

/** The cars matching a query and their rank keys; null when the query has no words (no text condition). */
export function matchText(index: EngineIndex, query: string): TextMatch | null {
  const { words, lastIsPrefix } = queryWords(query);
  if (words.length === 0) return null;
  const size = index.size;
  const { alive, totalTypos, bestAttribute, exactWords, wordTyposOf, wordAttribute, wordExact } = scratchOf(index);
  alive.fill(1);
  totalTypos.fill(0);
  bestAttribute.fill(NONE);
  exactWords.fill(0);
  words.forEach((word, position) => {
    wordTyposOf.fill(NONE);
    wordAttribute.fill(NONE);
    wordExact.fill(0);
    const asPrefix = lastIsPrefix && position === words.length - 1;
    const { starts, docs, attributes } = index.postings;
    // A term in two ranges is visited twice: its fewer typos and its best attribute win, and only
    // the word itself (never a typo) marks an exact match, so the order does not matter.
    for (const { start, end, typos } of matchingTermRanges(index.vocabulary, word, asPrefix)) {
      // Only the word itself is an exact match: with no typo, the first term of the range, if any.
      const exactTerm = typos === 0 && index.vocabulary[start] === word ? start : -1;
      for (let i = starts[start]!; i < starts[end]!; i += 1) {
        const d = docs[i]!;
        if (typos < wordTyposOf[d]!) wordTyposOf[d] = typos;
        if (attributes[i]! < wordAttribute[d]!) wordAttribute[d] = attributes[i]!;
      }
      if (exactTerm >= 0) for (let i = starts[exactTerm]!; i < starts[exactTerm + 1]!; i += 1) wordExact[docs[i]!] = 1;
    }
    for (let d = 0; d < size; d += 1) {
      if (wordTyposOf[d] === NONE) {
        alive[d] = 0;
        continue;
      }
      totalTypos[d]! += wordTyposOf[d]!;
      if (wordAttribute[d]! < bestAttribute[d]!) bestAttribute[d] = wordAttribute[d]!;
      exactWords[d]! += wordExact[d]!;
    }
  });
  const matched = emptySet(size);
  const rankKey = new Uint32Array(size);
  for (let d = 0; d < size; d += 1) {
    if (!alive[d]) continue;
    addTo(matched, d);
    rankKey[d] =
      ((Math.min(totalTypos[d]!, 0xffff) << 16) |
        (bestAttribute[d]! << 8) |
        Math.min(words.length - exactWords[d]!, 0xff)) >>>
      0;
  }
  return { matched, rankKey };
}
