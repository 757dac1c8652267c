import { z } from './zod.ts';

/**
 * Theme values written into the page's `<style>` (src/domain/theme-css.ts). site.json comes from
 * outside, so each value is checked against what its CSS type allows, by a pattern that leaves no
 * room for `;`, `{`, `}`, `<`, `\` or a comment: a value can only ever be the one declaration.
 */

/** The CSS named colours (CSS Color Module Level 4), and `transparent`. */
const NAMED_COLOURS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood ' +
    'cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod ' +
    'darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon ' +
    'darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray ' +
    'dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green ' +
    'greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon ' +
    'lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon ' +
    'lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta ' +
    'maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen ' +
    'mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive ' +
    'olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru ' +
    'pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen ' +
    'seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato ' +
    'transparent turquoise violet wheat white whitesmoke yellow yellowgreen'
  ).split(' '),
);

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUMBER = String.raw`[+-]?(\d+(\.\d+)?|\.\d+)`;
const COMPONENT = String.raw`(${NUMBER}(%|deg|turn|rad|grad)?|none)`;
/** rgb()/rgba()/hsl()/hsla() with three components and an optional alpha, comma- or space-separated. */
const FUNCTIONAL = new RegExp(
  String.raw`^(rgba?|hsla?)\(\s*${COMPONENT}(\s*,\s*|\s+)${COMPONENT}(\s*,\s*|\s+)${COMPONENT}((\s*,\s*|\s*/\s*)${COMPONENT})?\s*\)$`,
  'i',
);

export function isCssColour(value: string): boolean {
  return HEX.test(value) || FUNCTIONAL.test(value) || NAMED_COLOURS.has(value.toLowerCase());
}

/**
 * One family: a quoted name ("Segoe UI", 'Noto Sans') or a bare one (system-ui, Roboto) of letters,
 * digits, spaces, "-" and "_"; quotes never nest.
 */
const FAMILY = String.raw`("[A-Za-z0-9 _-]+"|'[A-Za-z0-9 _-]+'|[A-Za-z_-][A-Za-z0-9 _-]*)`;
const FONT_STACK = new RegExp(String.raw`^\s*${FAMILY}(\s*,\s*${FAMILY})*\s*$`);
const MAX_FONT_STACK = 300;

export function isFontStack(value: string): boolean {
  return value.length <= MAX_FONT_STACK && FONT_STACK.test(value);
}

const got = (input: unknown) =>
  typeof input === 'string' ? `, got ${JSON.stringify(input.length > 60 ? `${input.slice(0, 60)}…` : input)}` : '';

/** A CSS colour: hex (#1f4e8c, #fff), rgb()/rgba()/hsl()/hsla() of plain numbers, or a named colour. */
export const cssColour = () =>
  z.string().refine(isCssColour, {
    error: (issue) => `expected a colour such as "#1f4e8c", "rgb(31 78 140)" or "navy"${got(issue.input)}`,
  });

/** A CSS font stack: family names, quoted or bare, of letters, digits, spaces, "-" and "_", separated by commas. */
export const cssFontStack = () =>
  z.string().refine(isFontStack, {
    error: (issue) =>
      `expected a font stack such as 'system-ui, "Segoe UI", sans-serif' (letters, digits, spaces, "-" and "_" in each name, at most ${MAX_FONT_STACK} characters)${got(issue.input)}`,
  });
