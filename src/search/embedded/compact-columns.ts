/**
 * Column codecs of the compact index: one JSON value per document field holding that field for every
 * car. Each decoder gives back exactly what its encoder was given; the index file is small because
 * repeated strings become dictionary codes, sequences become differences, and values other fields
 * already imply are not stored at all (derive-or-store: only the exceptions are written).
 */
import { packCodes, unpackCodes } from './code-packing.ts';

/** Nullable strings: a dictionary, most frequent first, and one packed code per row. */
export interface StringColumn {
  d: (string | null)[];
  c: string;
}
/** String lists: a dictionary of elements, the packed list lengths (each below `m`) and element codes. */
export interface StringListColumn {
  d: string[];
  m: number;
  n: string;
  c: string;
}
/**
 * Nullable numbers, either as a dictionary (few distinct values: years, ids of 16 dealerships) or
 * as a list offset by `b`, optionally each the difference from the previous non-null value.
 */
export type NumberColumn = { d: (number | null)[]; c: string } | { b: number; delta: boolean; v: (number | null)[] };
/** Strings written as the string another rule derives plus a suffix; the rest stored as they are. */
export interface DerivedColumn {
  s: StringColumn;
  x: Record<string, string | null>;
}
/** Strings ending in a number ("BCMG10060"): the prefix as a dictionary, the number as a difference. */
export interface NumberedColumn {
  p: StringColumn;
  n: NumberColumn;
  x: Record<string, string | null>;
}

function byFrequency<T>(values: readonly T[]): T[] {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  // Most frequent first gives the common values the smallest codes; ties keep first appearance, so
  // the same input always writes the same file (content-hashed).
  return [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)!);
}

export function encodeStrings(values: readonly (string | null)[]): StringColumn {
  const dictionary = byFrequency(values);
  const code = new Map(dictionary.map((value, index) => [value, index]));
  return {
    d: dictionary,
    c: packCodes(
      values.map((value) => code.get(value)!),
      dictionary.length,
    ),
  };
}

/** The dictionary codes of a string column, checked against its dictionary and row count. */
export function decodeCodes(column: { d: readonly unknown[]; c: string }, count: number): number[] {
  const codes = unpackCodes(column.c, column.d.length);
  if (codes.length !== count) throw new Error(`decodeCodes: ${codes.length} codes for ${count} rows`);
  for (const code of codes)
    if (code >= column.d.length) throw new Error(`decodeCodes: code ${code} outside the dictionary`);
  return codes;
}

export function decodeStrings(column: StringColumn, count: number): (string | null)[] {
  return decodeCodes(column, count).map((code) => column.d[code]!);
}

export function encodeStringLists(lists: readonly (readonly string[])[]): StringListColumn {
  const dictionary = byFrequency(lists.flat());
  const code = new Map(dictionary.map((value, index) => [value, index]));
  const lengthSize = Math.max(0, ...lists.map((list) => list.length)) + 1;
  return {
    d: dictionary,
    m: lengthSize,
    n: packCodes(
      lists.map((list) => list.length),
      lengthSize,
    ),
    c: packCodes(
      lists.flatMap((list) => list.map((value) => code.get(value)!)),
      dictionary.length,
    ),
  };
}

export function decodeStringLists(column: StringListColumn, count: number): string[][] {
  const lengths = unpackCodes(column.n, column.m);
  if (lengths.length !== count) throw new Error(`decodeStringLists: ${lengths.length} lengths for ${count} rows`);
  const codes = unpackCodes(column.c, column.d.length);
  let at = 0;
  return lengths.map((length) =>
    codes.slice(at, (at += length)).map((code) => {
      const value = column.d[code];
      if (value === undefined) throw new Error(`decodeStringLists: code ${code} outside the dictionary`);
      return value;
    }),
  );
}

const DICTIONARY_SHARE = 8;

/**
 * Numbers with few distinct values become a dictionary; the rest a list offset by its smallest
 * value (timestamps lose their common leading digits), as differences when `delta` (sorted ids).
 */
export function encodeNumbers(values: readonly (number | null)[], options: { delta?: boolean } = {}): NumberColumn {
  const distinct = new Set(values);
  if (!options.delta && distinct.size * DICTIONARY_SHARE <= values.length) {
    const dictionary = byFrequency(values);
    const code = new Map(dictionary.map((value, index) => [value, index]));
    return {
      d: dictionary,
      c: packCodes(
        values.map((value) => code.get(value)!),
        dictionary.length,
      ),
    };
  }
  const present = values.filter((value): value is number => value !== null);
  // Differences are exact only between whole numbers; anything else is stored as it is.
  const whole =
    present.every((value) => Number.isSafeInteger(value)) &&
    (present.length === 0 || Number.isSafeInteger(Math.max(...present) - Math.min(...present)));
  const delta = Boolean(options.delta) && whole;
  const base = !delta && whole && present.length ? Math.min(...present) : 0;
  let previous = 0;
  const v = values.map((value) => {
    if (value === null) return null;
    const stored = delta ? value - previous : value - base;
    previous = value;
    return stored;
  });
  return { b: base, delta, v };
}

export function decodeNumbers(column: NumberColumn, count: number): (number | null)[] {
  if ('d' in column) return decodeCodes(column, count).map((code) => column.d[code] ?? null);
  if (column.v.length !== count) throw new Error(`decodeNumbers: ${column.v.length} values for ${count} rows`);
  let previous = 0;
  return column.v.map((stored) => {
    if (stored === null) return null;
    const value = column.delta ? previous + stored : column.b + stored;
    previous = value;
    return value;
  });
}

/**
 * Derive-or-store: a value equal to `derive(row)` followed by a suffix costs one suffix code (the
 * empty suffix when the rule holds exactly); any other value (or null) is stored whole under its
 * row. `derive` is called once per row, in row order, on encoding and decoding alike, so a rule may
 * depend on earlier rows (see `onValue`).
 */
export function encodeDerived(values: readonly (string | null)[], derive: (row: number) => string): DerivedColumn {
  const exceptions: Record<string, string | null> = {};
  const suffixes = values.map((value, row) => {
    const base = derive(row);
    if (value !== null && value.startsWith(base)) return value.slice(base.length);
    exceptions[row] = value;
    return null;
  });
  return { s: encodeStrings(suffixes), x: exceptions };
}

export function decodeDerived(
  column: DerivedColumn,
  count: number,
  derive: (row: number) => string,
  onValue?: (row: number, value: string | null) => void,
): (string | null)[] {
  return decodeStrings(column.s, count).map((suffix, row) => {
    const base = derive(row);
    let value: string | null;
    if (suffix !== null) value = base + suffix;
    else if (row in column.x) value = column.x[row]!;
    else throw new Error(`decodeDerived: row ${row} has neither a suffix nor a stored value`);
    onValue?.(row, value);
    return value;
  });
}

/** Values a rule predicts, stored only where the prediction is wrong (compared as JSON). */
export function encodeExceptions<T>(values: readonly T[], predict: (row: number) => T): Record<string, T> {
  const exceptions: Record<string, T> = {};
  values.forEach((value, row) => {
    if (JSON.stringify(value) !== JSON.stringify(predict(row))) exceptions[row] = value;
  });
  return exceptions;
}

export function decodeExceptions<T>(exceptions: Record<string, T>, count: number, predict: (row: number) => T): T[] {
  return Array.from({ length: count }, (_, row) => (row in exceptions ? exceptions[row]! : predict(row)));
}

/** Rows of several fields that move together (a location's city, state, name and ids) as one dictionary of tuples. */
export interface TupleColumn {
  f: string[];
  d: (string | number | null)[][];
  c: string;
}

export function encodeTuples(fields: readonly string[], rows: readonly Record<string, unknown>[]): TupleColumn {
  const keys = rows.map((row) => JSON.stringify(fields.map((field) => row[field] ?? null)));
  const column = encodeStrings(keys);
  return { f: [...fields], d: column.d.map((key) => JSON.parse(key!) as (string | number | null)[]), c: column.c };
}

/** The tuples back as one value list per field. */
export function decodeTuples(column: TupleColumn, count: number): Map<string, (string | number | null)[]> {
  const codes = decodeCodes(column, count);
  return new Map(column.f.map((field, i) => [field, codes.map((code) => column.d[code]![i] ?? null)]));
}

const NUMBERED = /^(.*?)([1-9]\d{0,14}|0)$/;

/** Strings such as stock numbers: a prefix code and the trailing number as a difference. */
export function encodeNumbered(values: readonly (string | null)[]): NumberedColumn {
  const exceptions: Record<string, string | null> = {};
  const prefixes: (string | null)[] = [];
  const numbers: (number | null)[] = [];
  values.forEach((value, row) => {
    const match = value === null ? null : NUMBERED.exec(value);
    if (match) {
      prefixes.push(match[1]!);
      numbers.push(Number(match[2]));
    } else {
      exceptions[row] = value;
      prefixes.push(null);
      numbers.push(null);
    }
  });
  return { p: encodeStrings(prefixes), n: encodeNumbers(numbers, { delta: true }), x: exceptions };
}

export function decodeNumbered(column: NumberedColumn, count: number): (string | null)[] {
  const prefixes = decodeStrings(column.p, count);
  const numbers = decodeNumbers(column.n, count);
  return prefixes.map((prefix, row) => {
    const number = numbers[row];
    if (prefix !== null && number != null) return `${prefix}${number}`;
    if (!(row in column.x)) throw new Error(`decodeNumbered: row ${row} has no value`);
    return column.x[row]!;
  });
}
