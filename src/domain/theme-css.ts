/**
 * The site's theme as CSS custom properties for the layout's `<style>`. The values were checked by
 * type when site.json was loaded (src/domain/schemas/css-values.ts); each is escaped again here, so
 * that even a value that slipped past a check stays inside its own declaration and its `<style>`.
 */
export interface ThemeValues {
  primary: string;
  primary_contrast: string;
  accent: string;
  accent_contrast: string;
  surface: string;
  text: string;
  font_family: string;
  radius: number;
}

/**
 * Escapes every character a theme value has no use for: what could end the declaration or the rule
 * (`;`, `{`, `}`), start a comment or an escape (`*`, `\`), close the `<style>` element (`<`,
 * `>`, `&`) or break a string (newlines). Each becomes a CSS hex escape (`\3c `), which the CSS parser
 * reads as a plain character inside the value.
 */
export function escapeCssValue(value: string): string {
  return value.replace(/[^A-Za-z0-9 #%.,()'"_+/-]/gu, (char) => `\\${char.codePointAt(0)!.toString(16)} `);
}

function radiusPx(radius: number): string {
  return Number.isFinite(radius) && radius >= 0 ? `${radius}px` : '0px';
}

export function themeCss(theme: ThemeValues): string {
  const properties: [string, string][] = [
    ['--brand', theme.primary],
    ['--brand-contrast', theme.primary_contrast],
    ['--accent', theme.accent],
    ['--accent-contrast', theme.accent_contrast],
    ['--surface', theme.surface],
    ['--text', theme.text],
    ['--font', theme.font_family],
  ];
  const declarations = properties.map(([name, value]) => `${name}:${escapeCssValue(value)}`);
  declarations.push(`--radius:${radiusPx(theme.radius)}`);
  return `:root{${declarations.join(';')}}`;
}
