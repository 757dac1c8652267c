// The shared CSS rules, gradients and symbols that documents pick from.

import type { Paint } from './paint.ts';

const DARK = '#2a2d32';

/** CSS rules; class rules are only emitted when the document uses the class. */
export const EXT_RULES: readonly (readonly [string, string])[] = [
  ['.a', 'fill:url(#p)'],
  ['.g', 'fill:url(#g)'],
  ['.t', 'fill:#1c1d20;stroke:none'],
  ['.d', `fill:${DARK}`],
  ['.l', 'fill:#eef2f5;stroke:#8d97a2'],
  ['.r', 'fill:#b3212b'],
  ['.w', 'fill:#f4f4f0;stroke:#9aa0a6'],
  ['.m', 'fill:#b4bac2'],
  ['.e', 'fill:$e'],
  ['.k', 'fill:none'],
  ['.h', 'fill:none;stroke-width:5'],
  ['.q', 'stroke:#1d1f23'],
];

export const INT_RULES: readonly (readonly [string, string])[] = [
  ['path', 'stroke-linejoin:round'],
  ['.s', 'stroke:$o;stroke-width:2'],
  ['.a', 'fill:url(#p)'],
  ['.g', 'fill:url(#g)'],
];

/** Per class selector, the pattern of an element using that class (built once, not per document). */
const classUse = new Map<string, RegExp>();

function usesClass(sel: string, body: string): boolean {
  let re = classUse.get(sel);
  if (re === undefined) {
    re = new RegExp(`class="[^"]*\\b${sel.slice(1)}\\b`);
    classUse.set(sel, re);
  }
  return re.test(body);
}

export function styleFor(rules: readonly (readonly [string, string])[], body: string, paint: Paint): string {
  let css = '';
  for (const [sel, decl] of rules) {
    if (sel.startsWith('.') && !usesClass(sel, body)) continue;
    css += `${sel}{${decl}}`;
  }
  return css.replace(/\$o/g, paint.out).replace('$e', paint.pale);
}

const f1 = (n: number): number => Math.round(n * 10) / 10;

export function grad(id: string, stops: readonly string[]): string {
  return `<linearGradient id="${id}" x2="0" y2="1">${stops
    .map(
      (c, i) =>
        `<stop${i ? ` offset="${String(f1(i / (stops.length - 1))).replace(/^0\./, '.')}"` : ''} stop-color="${c}"/>`,
    )
    .join('')}</linearGradient>`;
}

/** Studio wall and floor in one gradient (the floor starts at y=470). */
export const ROOM =
  '<linearGradient id="b" x2="0" y2="1"><stop stop-color="#f4f6f8"/><stop offset=".587" stop-color="#d5dae0"/><stop offset=".588" stop-color="#c2c8cf"/><stop offset="1" stop-color="#e9ebee"/></linearGradient>';

export const GLASS = grad('g', ['#93a7b9', '#3e5266', '#1f2a36']);

export const EXT_DEFS: readonly string[] = [
  GLASS,
  ROOM,
  '<radialGradient id="h"><stop offset=".3" stop-opacity=".45"/><stop offset="1" stop-opacity="0"/></radialGradient>',
  '<g id="w" stroke="none" stroke-linecap="butt"><circle r="1" fill="#1c1d20"/><circle r=".66" fill="#c5cbd2"/><circle r=".42" fill="none" stroke="#30343a" stroke-width=".34" stroke-dasharray=".31 .218"/><circle r=".13" fill="#7d858e"/></g>',
  '<g id="n" stroke="none"><circle r="1" fill="#1c1d20"/><circle r=".62" fill="#33363b"/></g>',
];

/** Defs an exterior drawing may use: the body paint gradient, then the shared EXT_DEFS. */
export function exteriorDefs(paint: Paint): string[] {
  return [grad('p', [paint.light, paint.base, paint.dark]), ...EXT_DEFS];
}
