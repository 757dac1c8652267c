import { describe, expect, it } from 'vitest';
import { isCssColour, isFontStack } from '../../../src/domain/schemas/css-values.ts';
import { ThemeSchema } from '../../../src/domain/schemas/site-config.ts';
import { parseSiteConfig } from '../../../src/domain/stock-file.ts';
import { escapeCssValue, themeCss } from '../../../src/domain/theme-css.ts';
import { DataFileError } from '../../../src/domain/validation.ts';
import { minimalSiteInput } from '../../fixtures/cars.ts';

/** Values that would end the declaration, the rule or the `<style>` element if written as they are. */
const BREAKOUTS = [
  'x;}</style><script>window.__pwned=1</script><style>',
  'system-ui}body{background:url(https://evil.example/x)}',
  'Arial; background: red',
  'Arial /* comment */',
  'Arial\\3c /style',
  '"Unbalanced, sans-serif',
  '\'Mixed"',
  'Arial\n}',
  'expression(alert(1))',
  'url(javascript:alert(1))',
  '',
];

describe('theme colours accept CSS colours only', () => {
  it.each([
    '#fff',
    '#FFFA',
    '#1f4e8c',
    '#1f4e8c80',
    'rgb(31, 78, 140)',
    'rgb(31 78 140 / 50%)',
    'rgba(0,0,0,.5)',
    'hsl(210deg 60% 40%)',
    'navy',
    'RebeccaPurple',
    'transparent',
  ])('accepts %s', (value) => expect(isCssColour(value)).toBe(true));

  it.each([...BREAKOUTS, 'red;', 'rgb(1,2,3);x:y', 'rgb(1,2)', 'reddish', '#12345', 'var(--x)', 'currentColor;}'])(
    'refuses %j',
    (value) => expect(isCssColour(value)).toBe(false),
  );
});

describe('theme fonts accept a stack of safe family names', () => {
  it.each(['system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', "'Noto Sans', serif", 'Georgia', 'font_2'])(
    'accepts %s',
    (value) => expect(isFontStack(value)).toBe(true),
  );

  it.each(BREAKOUTS)('refuses %j', (value) => expect(isFontStack(value)).toBe(false));

  it('refuses a very long stack', () => expect(isFontStack(`${'a'.repeat(301)}`)).toBe(false));
});

describe('a bad theme value is a config error naming file and field', () => {
  it.each([
    ['primary', '#000;}</style><script>window.__pwned=1</script>'],
    ['primary_contrast', 'white;x'],
    ['accent', 'url(javascript:alert(1))'],
    ['accent_contrast', 'expression(1)'],
    ['surface', '</style>'],
    ['text', 'black}'],
    ['font_family', 'x;}</style><script>window.__pwned=1</script><style>'],
  ])('theme.%s', (field, value) => {
    let problems: readonly string[] = [];
    try {
      parseSiteConfig({ ...minimalSiteInput, theme: { [field]: value } }, 'sites/test-motors/site.json');
    } catch (error) {
      if (!(error instanceof DataFileError)) throw error;
      problems = error.problems;
    }
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^sites/test-motors/site\\.json: theme\\.${field}: expected a `));
    expect(problems[0]).toContain(JSON.stringify(value.slice(0, 60)).slice(0, -1));
  });

  it('the theme radius stays a number of pixels from 0 to 32', () => {
    expect(ThemeSchema.safeParse({ radius: '8px;}</style>' }).success).toBe(false);
  });
});

describe('themeCss writes each value inside its own declaration', () => {
  const defaults = ThemeSchema.parse({});

  it('writes the validated theme unchanged', () => {
    expect(themeCss({ ...defaults, primary: 'rgb(31 78 140 / 50%)' })).toBe(
      ':root{--brand:rgb(31 78 140 / 50%);--brand-contrast:#ffffff;--accent:#e4002b;--accent-contrast:#ffffff;' +
        '--surface:#f4f5f7;--text:#1b1f24;--font:system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;--radius:8px}',
    );
  });

  it.each(BREAKOUTS)('escapes %j so it can end neither the rule nor the <style>', (value) => {
    const escaped = escapeCssValue(value);
    expect(escaped).not.toMatch(/[;{}<>\n*&]/);
    expect(escaped.replace(/\\[0-9a-f]+ /g, '')).not.toContain('\\');
    const css = themeCss({ ...defaults, font_family: value, primary: value });
    expect(css).not.toMatch(/<\/style/i);
    expect(css.match(/[{}]/g)).toEqual(['{', '}']);
  });

  it('escapes with CSS hex escapes', () => {
    expect(escapeCssValue('a;b</style>')).toBe('a\\3b b\\3c /style\\3e ');
  });

  it('writes a radius that is no number as 0px', () => {
    expect(themeCss({ ...defaults, radius: Number.NaN })).toContain('--radius:0px}');
  });
});
