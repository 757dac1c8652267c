/**
 * The words free-text search compares (lower-cased, accents folded, split on anything not
 * a letter or digit) and the typo rule both backends follow (Meilisearch's defaults: one typo from
 * five characters, a typo on the first character costing two so never allowed).
 */

/** Query words shorter than this must match exactly (or as the prefix of the last word). */
export const MIN_WORD_SIZE_FOR_TYPO = 5;

/** "Crème Brûlée" → "creme brulee". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** "CX-3 G20 Evolve" → ["cx", "3", "g20", "evolve"]. */
export function tokenize(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A query's words; the last one also matches as a prefix unless the shopper has typed past it. */
export function queryWords(query: string): { words: string[]; lastIsPrefix: boolean } {
  const words = tokenize(query);
  return { words, lastIsPrefix: words.length > 0 && /[\p{L}\p{N}]$/u.test(foldText(query)) };
}

/**
 * True when `a` and `b` are one edit apart (substitution, insertion, deletion, or swap of two
 * neighbouring characters: Damerau-Levenshtein 1). Linear: compare up to the first difference,
 * then check the rest under each edit.
 */
export function oneEditApart(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1 || a === b) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return i + 1 < la && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * How a query word matches an indexed word: 0 typos (exact, or a prefix when the word is the last),
 * 1 typo (one edit away from the word, or for the last word from one of its prefixes; words of 5+
 * characters only, never on the first character), or null.
 */
export function wordTypos(word: string, term: string, asPrefix: boolean): 0 | 1 | null {
  if (term === word || (asPrefix && term.startsWith(word))) return 0;
  if (word.length < MIN_WORD_SIZE_FOR_TYPO || term[0] !== word[0]) return null;
  if (oneEditApart(word, term)) return 1;
  if (asPrefix) {
    for (let length = word.length - 1; length <= word.length + 1 && length < term.length; length += 1) {
      if (oneEditApart(word, term.slice(0, length))) return 1;
    }
  }
  return null;
}
