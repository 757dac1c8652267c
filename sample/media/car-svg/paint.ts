// Colour parsing and the paint shades (gradient stops, outline, flat face shading) derived from one body colour.

export type RGB = readonly [number, number, number];

export function parseColour(colour: unknown): RGB {
  const m = typeof colour === 'string' ? /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour) : null;
  const h = m?.[1];
  if (h === undefined) {
    throw new Error(`Invalid colour ${JSON.stringify(colour)}: expected a CSS hex colour like #1f4e8c or #fff`);
  }
  const full = h.length === 3 ? h.replace(/./g, (ch) => ch + ch) : h;
  const byte = (i: number): number => parseInt(full.slice(i, i + 2), 16);
  return [byte(0), byte(2), byte(4)];
}

const hex = (c: RGB): string =>
  '#' +
  c
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

/** Move `c` towards white (to=255) or black (to=0) by t (0..1). */
const mix = (c: RGB, to: number, t: number): RGB => [
  c[0] + (to - c[0]) * t,
  c[1] + (to - c[1]) * t,
  c[2] + (to - c[2]) * t,
];

export interface Paint {
  readonly c: RGB;
  readonly base: string;
  readonly light: string;
  readonly dark: string;
  readonly out: string;
  readonly pale: string;
  readonly rod: string;
}

export function paintOf(colour: string): Paint {
  const c = parseColour(colour);
  return {
    c,
    base: hex(c),
    light: hex(mix(c, 255, 0.32)),
    dark: hex(mix(c, 0, 0.3)),
    out: hex(mix(c, 0, 0.55)),
    pale: hex(mix(c, 255, 0.55)),
    rod: hex(mix(c, 0, 0.18)),
  };
}

/** Flat shade for a face with outward profile normal (nx, ny). */
export function shade(c: RGB, nx: number, ny: number): string {
  const lit = ny > 0 ? mix(c, 255, 0.3 * ny) : mix(c, 0, -0.42 * ny);
  return hex(mix(lit, 0, 0.1 * Math.abs(nx)));
}
