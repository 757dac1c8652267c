/**
 * Fills `{name}` placeholders; an unknown placeholder is left as written so a gap is visible. Apart from
 * strings.ts, whose table of every default text (about 7.5 KB gzip) a page's script should not load to fill one.
 */
export function fillString(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
