import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  prefill,
  pushToast,
  rememberSearch,
  SEARCH_HISTORY_LIMIT,
  STORED_DETAIL_FIELDS,
  storedDetailsFrom,
  TOAST_LIMIT,
} from '../../../src/domain/shopper-lists.ts';

const entry = (path: string, label?: string) => (label === undefined ? { path } : { path, label });

describe('rememberSearch: "Search history: last 5 searches, each with a path" (spec 02 §3, §9 "Search history 5")', () => {
  it('keeps 5', () => expect(SEARCH_HISTORY_LIMIT).toBe(5));

  it.each([
    ['the first search', [], entry('/a'), [entry('/a')]],
    ['newest first', [entry('/a')], entry('/b', 'Used cars'), [entry('/b', 'Used cars'), entry('/a')]],
    [
      'a repeated path moves to the front',
      [entry('/c'), entry('/b'), entry('/a')],
      entry('/a', 'new label'),
      [entry('/a', 'new label'), entry('/c'), entry('/b')],
    ],
    [
      '4 earlier plus 1 makes 5',
      ['/4', '/3', '/2', '/1'].map((p) => entry(p)),
      entry('/5'),
      ['/5', '/4', '/3', '/2', '/1'].map((p) => entry(p)),
    ],
    [
      '5 earlier plus 1: the oldest drops',
      ['/5', '/4', '/3', '/2', '/1'].map((p) => entry(p)),
      entry('/6'),
      ['/6', '/5', '/4', '/3', '/2'].map((p) => entry(p)),
    ],
    [
      '5 earlier plus a repeat: nothing drops',
      ['/5', '/4', '/3', '/2', '/1'].map((p) => entry(p)),
      entry('/1'),
      ['/1', '/5', '/4', '/3', '/2'].map((p) => entry(p)),
    ],
  ])('%s', (_name, history, added, expected) => expect(rememberSearch(history, added)).toEqual(expected));

  it('at most 5 entries, no duplicate paths, newest first', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('/a', '/b', '/c', '/d', '/e', '/f', '/g')), (paths) => {
        const history = paths.reduce((list, path) => rememberSearch(list, { path }), [] as { path: string }[]);
        const kept = history.map((item) => item.path);
        return (
          kept.length <= 5 &&
          new Set(kept).size === kept.length &&
          (paths.length === 0 || kept[0] === paths[paths.length - 1])
        );
      }),
    );
  });
});

describe('pushToast: "toasts (one at a time)", "toast limit 1" (spec 02 §2, §9)', () => {
  it('shows 1', () => expect(TOAST_LIMIT).toBe(1));
  it.each([
    ['the first toast', [], 'Saved', ['Saved']],
    ['a new toast replaces the shown one', ['Saved'], 'Removed', ['Removed']],
    ['only the newest survives a backlog', ['a', 'b'], 'c', ['c']],
  ])('%s', (_name, queue, toast, expected) => expect(pushToast(queue, toast)).toEqual(expected));
});

describe('stored user details: "(local storage, used to prefill forms): name, last_name, email, phone, postcode" (spec 02 §3)', () => {
  it('keeps the five fields', () =>
    expect(STORED_DETAIL_FIELDS).toEqual(['name', 'last_name', 'email', 'phone', 'postcode']));

  it.each([
    [
      'keeps the five fields, trimmed',
      { name: ' Ann ', last_name: 'Lee', email: 'ann@example.com', phone: '0400000000', postcode: '4000 ' },
      { name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '0400000000', postcode: '4000' },
    ],
    [
      'drops other fields',
      { name: 'Ann', message: 'Hi', opt_in: true, Rego: 'ABC123', category: 'General Enquiry' },
      { name: 'Ann' },
    ],
    ['drops empty, blank, null and non-text values', { name: '', last_name: '  ', email: null, phone: true }, {}],
  ] as const)('storedDetailsFrom: %s', (_name, values, expected) =>
    expect(storedDetailsFrom(values)).toEqual(expected),
  );

  const stored = { name: 'Ann', email: 'ann@example.com', postcode: '4000' };
  it.each([
    ['stored details fill an empty form', {}, stored],
    [
      'explicit defaults win',
      { name: 'Bob', message: 'Can you please find me something similar?' },
      { name: 'Bob', email: 'ann@example.com', postcode: '4000', message: 'Can you please find me something similar?' },
    ],
    [
      'false and true are explicit',
      { opt_in: false, terms_conditions: true },
      { ...stored, opt_in: false, terms_conditions: true },
    ],
    ['an undefined default leaves the stored value', { name: undefined }, stored],
    ['a null default leaves the stored value', { email: null }, stored],
    ['an empty default leaves the stored value', { postcode: '' }, stored],
  ] as const)('prefill: %s', (_name, defaults, expected) => expect(prefill(defaults, stored)).toEqual(expected));
});
