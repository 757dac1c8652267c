import { describe, expect, it } from 'vitest';
import { readFlags, SITE_FLAG, siteList } from '../../../scripts/cli-args.ts';
import { UsageError } from '../../../scripts/report-errors.ts';

const FLAGS = { ...SITE_FLAG, limit: { type: 'string' }, dead: { type: 'boolean' } } as const;
const USAGE = 'usage: example --site <slug> [--limit N] [--dead]';
const read = (...argv: string[]) => readFlags(argv, FLAGS, USAGE, { limit: 'a whole number above 0' });

describe('readFlags: util.parseArgs, strict', () => {
  it('reads switches, values and repeated --site', () => {
    expect(read('--site', 'a', '--site=b,c', '--limit', '5', '--dead')).toEqual({
      site: ['a', 'b,c'],
      limit: '5',
      dead: true,
    });
    expect(read()).toEqual({});
  });

  it.each([
    [['--sites', 'a'], "Unknown option '--sites'"],
    [['a'], "Unexpected argument 'a'"],
    [['--limit'], '--limit needs a whole number above 0'],
    [['--limit', '--dead'], '--limit needs a whole number above 0'],
    [['--site'], "Option '--site <value>' argument missing"],
    [['--dead=1'], "Option '--dead' does not take an argument"],
  ])('%j is a usage error: %s, then the usage line', (argv, message) => {
    const error = (() => {
      try {
        read(...argv);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toBe(`${message}\n  ${USAGE}`);
  });
});

describe('siteList', () => {
  it('splits commas and drops empty slugs', () => {
    expect(siteList(['a', 'b,c', ',d,'])).toEqual(['a', 'b', 'c', 'd']);
    expect(siteList(undefined)).toEqual([]);
  });
});
