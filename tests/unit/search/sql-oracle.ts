/**
 * An independent oracle for the embedded engine: the same stock in SQLite (node:sqlite, in memory,
 * list fields in a side table), searched with plain SQL (WHERE, GROUP BY, ORDER BY) and a naive
 * implementation of the word rule (tokens by regular expression, Damerau-Levenshtein by dynamic
 * programming over every prefix). Nothing here shares code with src/search/embedded.
 */
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SearchDocument } from '../../../src/search/document.ts';
import type { SearchState } from './instantsearch-requests.ts';

const SEARCHABLE = ['make', 'model', 'badge', 'series', 'name', 'colour', 'body', 'fuel', 'stocknum'] as const;
const LIST_FIELDS = ['categories', 'filtered_features'];
const NUMBER_FIELDS = [
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
];
const SCALAR_FIELDS = [
  'make',
  'model',
  'badge',
  'series',
  'name',
  'colour',
  'body',
  'fuel',
  'stocknum',
  'make_model',
  'transmission',
  'drive',
  'car_type',
  'status',
  'state',
  'city',
  'location_name',
  'dealership_name',
  'dealership_slug',
  'item_type',
  'seats',
  'tag',
  'certified',
  ...NUMBER_FIELDS,
];
const DEFAULT_ORDER = 'c.in_stock DESC, c.created_at_timestamp DESC, c.id ASC';

/** Lower case, accents dropped, split on anything but letters and digits. */
export function naiveWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]/u)
    .filter((word) => word.length > 0);
}

/** Damerau-Levenshtein (optimal string alignment), the textbook table. */
export function damerau(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The word rule: 0 typos when equal (or, for the last query word, when the word starts with it);
 * 1 typo for query words of 5+ characters within distance 1 of the word or (last word) of any of
 * its prefixes, the first character always matching; otherwise no match.
 */
export function naiveWordTypos(queryWord: string, word: string, asPrefix: boolean): number | null {
  if (word === queryWord || (asPrefix && word.startsWith(queryWord))) return 0;
  if (queryWord.length < 5 || word[0] !== queryWord[0]) return null;
  const candidates = asPrefix ? Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1)) : [word];
  // The distance is at least the difference in length: only near-equal lengths need the table.
  return candidates.some(
    (candidate) => Math.abs(candidate.length - queryWord.length) <= 1 && damerau(queryWord, candidate) <= 1,
  )
    ? 1
    : null;
}

/** A car's words with the rank of the attribute each comes from (make 0, model 1 ...). */
export function naiveCarWords(car: SearchDocument): [number, string][] {
  return SEARCHABLE.flatMap((field, rank) => {
    const text = car[field];
    return typeof text === 'string' ? naiveWords(text).map((word): [number, string] => [rank, word]) : [];
  });
}

type Memo = Map<string, Map<string, number | null>>;

/** A car's rank for a query (lower first: typos, best attribute, words not exact), or null when a word does not match. */
export function naiveTextRank(
  query: string,
  carWords: readonly [number, string][],
  memo: Memo = new Map(),
): number | null {
  const words = naiveWords(query);
  if (words.length === 0) return 0;
  const lastIsPrefix = /[\p{L}\p{N}]$/u.test(query.normalize('NFD').replace(/\p{M}/gu, ''));
  let typos = 0;
  let attribute = Infinity;
  let exact = 0;
  for (const [position, queryWord] of words.entries()) {
    const asPrefix = lastIsPrefix && position === words.length - 1;
    const memoKey = `${queryWord} ${asPrefix}`;
    let known = memo.get(memoKey);
    if (!known) memo.set(memoKey, (known = new Map()));
    let wordTypos = Infinity;
    let wordAttribute = Infinity;
    let wordExact = false;
    for (const [rank, word] of carWords) {
      if (!known.has(word)) known.set(word, naiveWordTypos(queryWord, word, asPrefix));
      const found = known.get(word)!;
      if (found === null) continue;
      wordTypos = Math.min(wordTypos, found);
      wordAttribute = Math.min(wordAttribute, rank);
      if (word === queryWord) wordExact = true;
    }
    if (wordTypos === Infinity) return null;
    typos += wordTypos;
    attribute = Math.min(attribute, wordAttribute);
    if (wordExact) exact += 1;
  }
  return typos * 65536 + attribute * 256 + (words.length - exact);
}

export interface OracleConfig {
  /** SQL equivalent of the engine's base filter, over the cars table aliased c. */
  baseSql?: string;
  excludeZeroPriceOnPriceAsc?: boolean;
}

export interface OracleAnswer {
  ids: number[];
  nbHits: number;
  facets: Record<string, [string, number][]>;
  stats: Record<string, { min: number; max: number; sum: number; avg: number }>;
}

/** The stock in SQLite, answering search states. */
export class SqlOracle {
  private readonly db = new DatabaseSync(':memory:');
  private readonly documents: readonly SearchDocument[];
  private readonly memo: Memo = new Map();
  private readonly carWords: [number, string][][];
  private readonly config: OracleConfig;

  constructor(documents: readonly SearchDocument[], config: OracleConfig = {}) {
    this.documents = documents;
    this.config = config;
    this.carWords = documents.map(naiveCarWords);
    const columns = SCALAR_FIELDS.map((field) => `${field} ${NUMBER_FIELDS.includes(field) ? 'INTEGER' : 'TEXT'}`);
    this.db.exec(`CREATE TABLE cars (pos INTEGER PRIMARY KEY, ${columns.join(', ')})`);
    this.db.exec('CREATE TABLE list_values (pos INTEGER, attribute TEXT, value TEXT)');
    this.db.function('fold', { deterministic: true }, (text) => (typeof text === 'string' ? text.toLowerCase() : null));
    // The word rule as SQL sees it: text_rank(query, pos) is the car's rank, NULL when it does not match.
    this.db.function('text_rank', { deterministic: true }, (query, pos) =>
      naiveTextRank(String(query), this.carWords[Number(pos)]!, this.memo),
    );
    const insert = this.db.prepare(`INSERT INTO cars VALUES (?, ${SCALAR_FIELDS.map(() => '?').join(', ')})`);
    const insertValue = this.db.prepare('INSERT INTO list_values VALUES (?, ?, ?)');
    documents.forEach((car, pos) => {
      const row = car as unknown as Record<string, SQLInputValue>;
      insert.run(pos, ...SCALAR_FIELDS.map((field) => row[field] ?? null));
      for (const field of LIST_FIELDS)
        for (const value of car[field as 'categories']) insertValue.run(pos, field, value);
    });
  }

  private where(state: SearchState, without: string | null): { sql: string; params: SQLInputValue[] } {
    const parts: string[] = ['1'];
    const params: SQLInputValue[] = [];
    const valueIs = (attribute: string, values: string[], every: boolean) => {
      const list = values.map(() => 'fold(?)').join(', ');
      if (LIST_FIELDS.includes(attribute)) {
        const exists = (inList: string) =>
          `EXISTS (SELECT 1 FROM list_values v WHERE v.pos = c.pos AND v.attribute = '${attribute}' AND fold(v.value) IN (${inList}))`;
        if (every)
          values.forEach((value) => {
            parts.push(exists('fold(?)'));
            params.push(value);
          });
        else {
          parts.push(exists(list));
          params.push(...values);
        }
      } else if (every) {
        values.forEach((value) => {
          parts.push(`fold(c.${attribute}) = fold(?)`);
          params.push(value);
        });
      } else {
        parts.push(`fold(c.${attribute}) IN (${list})`);
        params.push(...values);
      }
    };
    for (const [attribute, values] of Object.entries(state.lists))
      if (attribute !== without && values.length) valueIs(attribute, values, false);
    for (const [attribute, values] of Object.entries(state.conjunctive))
      if (values.length) valueIs(attribute, values, true);
    for (const [attribute, { min, max }] of Object.entries(state.ranges)) {
      if (attribute === without) continue;
      if (min !== undefined) {
        parts.push(`c.${attribute} >= ?`);
        params.push(min);
      }
      if (max !== undefined) {
        parts.push(`c.${attribute} <= ?`);
        params.push(max);
      }
    }
    if (this.config.baseSql) parts.push(`(${this.config.baseSql})`);
    const priceAscending =
      state.sort === 'price-asc' ||
      (typeof state.sort === 'object' && state.sort.attribute === 'price' && state.sort.direction === 'asc');
    if (this.config.excludeZeroPriceOnPriceAsc && priceAscending) parts.push('c.price > 0');
    return { sql: parts.join(' AND '), params };
  }

  /**
   * What a request of the state must answer: `without` is the disjunctive facet whose own query
   * this is (its refinement left out), null for the main query.
   */
  answer(
    state: SearchState,
    request: {
      without: string | null;
      facets: readonly string[];
      hitsPerPage: number;
      page: number;
      maxValuesPerFacet: number;
    },
  ): OracleAnswer {
    const { sql, params } = this.where(state, request.without);
    this.db.exec('DROP TABLE IF EXISTS temp.matched');
    this.db
      .prepare(
        `CREATE TEMP TABLE matched AS SELECT pos, rank FROM (SELECT c.pos AS pos, text_rank(?, c.pos) AS rank FROM cars c WHERE ${sql}) WHERE rank IS NOT NULL`,
      )
      .run(state.query, ...params);
    const nbHits = Number((this.db.prepare('SELECT COUNT(*) AS n FROM matched').get() as { n: number }).n);
    const named = {
      latest: ['created_at_timestamp', 'DESC'],
      'price-desc': ['price', 'DESC'],
      'price-asc': ['price', 'ASC'],
    } as const;
    const [column, direction] =
      typeof state.sort === 'string'
        ? state.sort === 'relevance'
          ? [null, null]
          : named[state.sort]
        : [state.sort.attribute, state.sort.direction.toUpperCase()];
    const order =
      column === null
        ? `m.rank ASC, ${DEFAULT_ORDER}`
        : `c.${column} IS NULL, c.${column} ${direction}, ${DEFAULT_ORDER}`;
    const ids =
      request.hitsPerPage === 0
        ? []
        : (
            this.db
              .prepare(
                `SELECT c.id AS id FROM matched m JOIN cars c ON c.pos = m.pos ORDER BY ${order} LIMIT ? OFFSET ?`,
              )
              .all(request.hitsPerPage, request.page * request.hitsPerPage) as { id: number }[]
          ).map((row) => Number(row.id));
    const facets: OracleAnswer['facets'] = {};
    const stats: OracleAnswer['stats'] = {};
    for (const attribute of request.facets) {
      const rows = LIST_FIELDS.includes(attribute)
        ? this.db
            .prepare(
              `SELECT v.value AS value, COUNT(DISTINCT v.pos) AS n FROM matched m JOIN list_values v ON v.pos = m.pos AND v.attribute = ? GROUP BY v.value ORDER BY n DESC, v.value ASC LIMIT ?`,
            )
            .all(attribute, request.maxValuesPerFacet)
        : this.db
            .prepare(
              `SELECT CAST(c.${attribute} AS TEXT) AS value, COUNT(*) AS n FROM matched m JOIN cars c ON c.pos = m.pos WHERE c.${attribute} IS NOT NULL GROUP BY c.${attribute} ORDER BY n DESC, CAST(c.${attribute} AS TEXT) ASC LIMIT ?`,
            )
            .all(request.maxValuesPerFacet);
      const counts = (rows as { value: string; n: number }[]).map((row): [string, number] => [
        String(row.value),
        Number(row.n),
      ]);
      if (counts.length) facets[attribute] = counts;
      if (NUMBER_FIELDS.includes(attribute)) {
        const range = this.db
          .prepare(
            `SELECT MIN(c.${attribute}) AS min, MAX(c.${attribute}) AS max, SUM(c.${attribute}) AS sum, COUNT(c.${attribute}) AS n FROM matched m JOIN cars c ON c.pos = m.pos`,
          )
          .get() as { min: number; max: number; sum: number; n: number };
        if (Number(range.n) > 0) {
          const sum = Number(range.sum);
          stats[attribute] = { min: Number(range.min), max: Number(range.max), sum, avg: sum / Number(range.n) };
        }
      }
    }
    return { ids, nbHits, facets, stats };
  }
}
