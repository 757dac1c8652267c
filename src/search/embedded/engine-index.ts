/**
 * The engine's in-memory view of the stock, built once from the documents: per attribute a value
 * dictionary with one code per car (facet counts are array increments), value bitsets made on first
 * use (filters are word-wise ANDs), the default order and each sort order computed once, and the
 * text vocabulary sorted so a prefix is a binary-searched range.
 */
import {
  EXTRA_FILTERABLE_ATTRIBUTES,
  FILTER_ATTRIBUTE_NAMES,
  SEARCHABLE_ATTRIBUTES,
  SORTABLE_ATTRIBUTES,
} from '../attributes.ts';
import type { SearchDocument } from '../document.ts';
import { addTo, emptySet, type Bitset } from './bitset.ts';
import { tokenize } from './text.ts';

export type AttributeKind = 'string' | 'strings' | 'number';

/** Attributes a filter or facet may name (Meilisearch's filterableAttributes for the same index). */
export const FILTERABLE_ATTRIBUTES: readonly string[] = [...FILTER_ATTRIBUTE_NAMES, ...EXTRA_FILTERABLE_ATTRIBUTES];

const NUMBER_FIELDS = new Set<string>([
  'id',
  'dealership_id',
  'location_id',
  'price',
  'km',
  'year',
  'weekly_price',
  'subscription_price',
  'created_at_timestamp',
  'in_stock',
] satisfies (keyof SearchDocument)[]);
const LIST_FIELDS = new Set<string>(['categories', 'filtered_features'] satisfies (keyof SearchDocument)[]);

export function attributeKind(attribute: string): AttributeKind {
  return NUMBER_FIELDS.has(attribute) ? 'number' : LIST_FIELDS.has(attribute) ? 'strings' : 'string';
}

/** One attribute's values, coded. */
export interface AttributeColumn {
  attribute: string;
  kind: AttributeKind;
  /** Facet key of each code: the value, numbers as text. Numbers are coded in ascending order. */
  labels: string[];
  /** Each code's place when the labels are in code-point order (facet counts break ties by label). */
  labelRank: Int32Array;
  /** Number attributes: the value of each code. */
  values: Float64Array | null;
  /** Codes of each lower-cased label: string filters ignore case, as Meilisearch's do. */
  folded: Map<string, number[]>;
  /** Scalar attributes: the code of each car, -1 for null. Lists: the codes of all cars, car after car. */
  codes: Int32Array;
  /** Lists: car d's codes (each once) are codes[offsets[d]] up to codes[offsets[d + 1]]. */
  offsets: Int32Array | null;
  /** Number attributes: each car's value, NaN for null (comparisons scan this). */
  numbers: Float64Array | null;
  bitsets: (Bitset | undefined)[];
  /** Cars with each code in the whole stock: a broad search's facet counts are these less its misses'. */
  allCounts: Int32Array;
  /**
   * Number attributes: every value a whole number and their magnitudes' sum exact in a double, so a
   * sum over any cars is the same in any order (facet statistics come from the counts).
   */
  integral: boolean;
  /** Number attributes: the cars with a value, by value (code), ties by position; code c's are byValue[codeStarts[c]] up to byValue[codeStarts[c + 1]]. */
  byValue: Int32Array | null;
  codeStarts: Int32Array | null;
}

/**
 * Postings of every indexed word in three flat arrays (no object per word: a 40,000-car stock has
 * 40,000 stock numbers): word w's cars, ascending, are docs[starts[w]] up to docs[starts[w + 1]],
 * each with the first searchable attribute the word is in (attributes, same places).
 */
export interface Postings {
  starts: Int32Array;
  docs: Int32Array;
  attributes: Uint8Array;
}

export interface EngineIndex {
  documents: readonly SearchDocument[];
  size: number;
  /** Cars in the default order: in stock first, newest first, then by id (src/site/car-index.ts). */
  defaultOrder: Int32Array;
  /** Each car's place in the default order (the tie-break of every order). */
  defaultRank: Int32Array;
  vocabulary: string[];
  postings: Postings;
  column(attribute: string): AttributeColumn;
  valueSet(column: AttributeColumn, code: number): Bitset;
  sortedOrder(attribute: string, direction: 'asc' | 'desc'): Int32Array;
}

export class UnknownAttributeError extends Error {
  override name = 'UnknownAttributeError';
}

/** Throws UnknownAttributeError naming the attribute unless filters and facets may use it. */
export function assertFilterable(attribute: string, where: string): void {
  if (!FILTERABLE_ATTRIBUTES.includes(attribute)) {
    throw new UnknownAttributeError(
      `${where}: unknown attribute "${attribute}" (filterable: ${FILTERABLE_ATTRIBUTES.join(', ')})`,
    );
  }
}

function buildColumn(documents: readonly SearchDocument[], attribute: string): AttributeColumn {
  const kind = attributeKind(attribute);
  const raw = (doc: SearchDocument) => (doc as unknown as Record<string, unknown>)[attribute];
  const size = documents.length;
  let labels: string[];
  let values: Float64Array | null = null;
  let codes: Int32Array;
  let offsets: Int32Array | null = null;
  let numbers: Float64Array | null = null;
  if (kind === 'number') {
    numbers = new Float64Array(size);
    documents.forEach((doc, d) => {
      const value = raw(doc);
      numbers![d] = typeof value === 'number' ? value : Number.NaN;
    });
    const distinct = [...new Set(numbers.filter((value) => !Number.isNaN(value)))].sort((a, b) => a - b);
    values = Float64Array.from(distinct);
    const codeOf = new Map(distinct.map((value, code) => [value, code]));
    labels = distinct.map(String);
    codes = Int32Array.from(numbers, (value) => codeOf.get(value) ?? -1);
  } else {
    const codeOf = new Map<string, number>();
    labels = [];
    const code = (value: string) => {
      let known = codeOf.get(value);
      if (known === undefined) {
        known = labels.length;
        codeOf.set(value, known);
        labels.push(value);
      }
      return known;
    };
    if (kind === 'strings') {
      offsets = new Int32Array(size + 1);
      const flat: number[] = [];
      documents.forEach((doc, d) => {
        const list = raw(doc);
        // A value listed twice on one car still counts that car once.
        if (Array.isArray(list))
          for (const value of new Set(list)) if (typeof value === 'string') flat.push(code(value));
        offsets![d + 1] = flat.length;
      });
      codes = Int32Array.from(flat);
    } else {
      codes = Int32Array.from(documents, (doc) => {
        const value = raw(doc);
        return typeof value === 'string' ? code(value) : -1;
      });
    }
  }
  const folded = new Map<string, number[]>();
  labels.forEach((label, code) => {
    const key = label.toLowerCase();
    const codes = folded.get(key);
    if (codes) codes.push(code);
    else folded.set(key, [code]);
  });
  const labelRank = new Int32Array(labels.length);
  labels
    .map((_, code) => code)
    .sort((a, b) => (labels[a]! < labels[b]! ? -1 : labels[a]! > labels[b]! ? 1 : 0))
    .forEach((code, rank) => {
      labelRank[code] = rank;
    });
  const allCounts = new Int32Array(labels.length);
  for (const code of codes) if (code >= 0) allCounts[code]! += 1;
  let integral = false;
  let byValue: Int32Array | null = null;
  let codeStarts: Int32Array | null = null;
  if (values) {
    let magnitude = 0;
    for (let code = 0; code < values.length; code += 1) magnitude += Math.abs(values[code]!) * allCounts[code]!;
    integral = values.every(Number.isInteger) && magnitude <= Number.MAX_SAFE_INTEGER;
    // A counting sort: the codes are already in value order.
    codeStarts = new Int32Array(labels.length + 1);
    for (let code = 0; code < labels.length; code += 1) codeStarts[code + 1] = codeStarts[code]! + allCounts[code]!;
    byValue = new Int32Array(codeStarts[labels.length]!);
    const next = codeStarts.slice(0, labels.length);
    for (let d = 0; d < size; d += 1) if (codes[d]! >= 0) byValue[next[codes[d]!]!++] = d;
  }
  return {
    attribute,
    kind,
    labels,
    labelRank,
    values,
    folded,
    codes,
    offsets,
    numbers,
    bitsets: new Array(labels.length),
    allCounts,
    integral,
    byValue,
    codeStarts,
  };
}

/** Fills the bitsets of every value of a column in one pass over the cars. */
function fillBitsets(column: AttributeColumn, size: number): void {
  for (let code = 0; code < column.labels.length; code += 1) column.bitsets[code] ??= emptySet(size);
  if (column.offsets) {
    for (let d = 0; d < size; d += 1) {
      for (let at = column.offsets[d]!; at < column.offsets[d + 1]!; at += 1)
        addTo(column.bitsets[column.codes[at]!]!, d);
    }
  } else {
    for (let d = 0; d < size; d += 1) {
      const code = column.codes[d]!;
      if (code >= 0) addTo(column.bitsets[code]!, d);
    }
  }
}

function buildText(documents: readonly SearchDocument[]): { vocabulary: string[]; postings: Postings } {
  const termOf = new Map<string, number>();
  const terms: string[] = [];
  /** Per term, the last car that got a posting (a word twice in one car counts once, at its best attribute). */
  const lastDoc: number[] = [];
  const postingTerm: number[] = [];
  const postingDoc: number[] = [];
  const postingAttribute: number[] = [];
  // Makes, models and colours repeat across cars: each distinct text is split once.
  const split = new Map<string, number[]>();
  for (let d = 0; d < documents.length; d += 1) {
    const doc = documents[d]!;
    for (let rank = 0; rank < SEARCHABLE_ATTRIBUTES.length; rank += 1) {
      const text = doc[SEARCHABLE_ATTRIBUTES[rank]!];
      if (typeof text !== 'string') continue;
      let ids = split.get(text);
      if (!ids) {
        ids = tokenize(text).map((term) => {
          let id = termOf.get(term);
          if (id === undefined) {
            termOf.set(term, (id = terms.length));
            terms.push(term);
            lastDoc.push(-1);
          }
          return id;
        });
        split.set(text, ids);
      }
      // Attributes are visited most important first, so a car's first posting has its best attribute.
      for (const id of ids) {
        if (lastDoc[id] === d) continue;
        lastDoc[id] = d;
        postingTerm.push(id);
        postingDoc.push(d);
        postingAttribute.push(rank);
      }
    }
  }
  // The vocabulary sorted, and the postings grouped by word in that order (a counting sort, keeping
  // each word's cars ascending).
  const order = terms.map((_, id) => id).sort((a, b) => (terms[a]! < terms[b]! ? -1 : terms[a]! > terms[b]! ? 1 : 0));
  const rankOf = new Int32Array(terms.length);
  order.forEach((id, rank) => {
    rankOf[id] = rank;
  });
  const starts = new Int32Array(terms.length + 1);
  for (const id of postingTerm) starts[rankOf[id]! + 1]! += 1;
  for (let w = 0; w < terms.length; w += 1) starts[w + 1]! += starts[w]!;
  const next = starts.slice(0, terms.length);
  const docs = new Int32Array(postingTerm.length);
  const attributes = new Uint8Array(postingTerm.length);
  for (let i = 0; i < postingTerm.length; i += 1) {
    const at = next[rankOf[postingTerm[i]!]!]!++;
    docs[at] = postingDoc[i]!;
    attributes[at] = postingAttribute[i]!;
  }
  return { vocabulary: order.map((id) => terms[id]!), postings: { starts, docs, attributes } };
}

type Ordered = Pick<SearchDocument, 'in_stock' | 'created_at_timestamp' | 'id'>;

/** The engine's default order (hits without a sort or a query, and every order's tie-break): in stock, newest first. */
export function compareDefaultOrder(x: Ordered, y: Ordered): number {
  return y.in_stock - x.in_stock || y.created_at_timestamp - x.created_at_timestamp || x.id - y.id;
}

/** Builds the engine's structures; attribute columns and sort orders are made on first use. */
export function buildEngineIndex(documents: readonly SearchDocument[]): EngineIndex {
  const size = documents.length;
  const order = Array.from({ length: size }, (_, d) => d).sort((a, b) =>
    compareDefaultOrder(documents[a]!, documents[b]!),
  );
  const defaultOrder = Int32Array.from(order);
  const defaultRank = new Int32Array(size);
  defaultOrder.forEach((d, rank) => {
    defaultRank[d] = rank;
  });
  const { vocabulary, postings } = buildText(documents);
  const columns = new Map<string, AttributeColumn>();
  const sorted = new Map<string, Int32Array>();

  const column = (attribute: string): AttributeColumn => {
    let built = columns.get(attribute);
    if (!built) columns.set(attribute, (built = buildColumn(documents, attribute)));
    return built;
  };

  const valueSet = (target: AttributeColumn, code: number): Bitset => {
    const cached = target.bitsets[code];
    if (cached) return cached;
    // Small dictionaries fill every value at once; a stock number or name fills only its own.
    if (target.labels.length <= 512) {
      fillBitsets(target, size);
      return target.bitsets[code]!;
    }
    const set = emptySet(size);
    if (target.offsets) {
      for (let d = 0; d < size; d += 1) {
        for (let at = target.offsets[d]!; at < target.offsets[d + 1]!; at += 1)
          if (target.codes[at] === code) addTo(set, d);
      }
    } else {
      for (let d = 0; d < size; d += 1) if (target.codes[d] === code) addTo(set, d);
    }
    target.bitsets[code] = set;
    return set;
  };

  const sortedOrder = (attribute: string, direction: 'asc' | 'desc'): Int32Array => {
    const key = `${attribute}:${direction}`;
    const cached = sorted.get(key);
    if (cached) return cached;
    if (!(SORTABLE_ATTRIBUTES as readonly string[]).includes(attribute)) {
      throw new UnknownAttributeError(
        `sort: unknown attribute "${attribute}" (sortable: ${SORTABLE_ATTRIBUTES.join(', ')})`,
      );
    }
    const numbers = column(attribute).numbers!;
    const sign = direction === 'asc' ? 1 : -1;
    // Cars without the value go last; ties (and those cars) keep the default order.
    const result = Int32Array.from(defaultOrder).sort((a, b) => {
      const x = numbers[a]!;
      const y = numbers[b]!;
      const xMissing = Number.isNaN(x);
      const yMissing = Number.isNaN(y);
      if (xMissing || yMissing) return xMissing === yMissing ? defaultRank[a]! - defaultRank[b]! : xMissing ? 1 : -1;
      return sign * (x - y) || defaultRank[a]! - defaultRank[b]!;
    });
    sorted.set(key, result);
    return result;
  };

  return { documents, size, defaultOrder, defaultRank, vocabulary, postings, column, valueSet, sortedOrder };
}
