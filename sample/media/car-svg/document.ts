// Wraps a drawing into the final SVG document: title, label, compacted paths and only the styles and defs it uses.

import type { Paint } from './paint.ts';
import { compactPathCached } from './path-compact.ts';
import { styleFor } from './styles.ts';

function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function doc(
  title: string,
  paint: Paint,
  defs: readonly string[],
  rules: readonly (readonly [string, string])[],
  content: string,
  label: string | undefined,
): string {
  const body = content.replace(/ d="([^"]*)"/g, (_, d: string) => ` d="${compactPathCached(d)}"`);
  const style = styleFor(rules, body, paint);
  // Only the gradients and symbols the drawing refers to.
  const bodyAndStyle = body + style;
  const used = defs.filter((d) => {
    const id = /id="(\w+)"/.exec(d)?.[1] ?? '';
    return body.includes(`#${id}"`) || bodyAndStyle.includes(`#${id})`);
  });
  let lab = '';
  if (label !== undefined && label !== '') {
    const text = label.length > 80 ? label.slice(0, 79) + '…' : label;
    const w = Math.round(Math.min(1152, text.length * 12.5 + 32));
    lab = `<rect x="24" y="734" width="${w}" height="44" rx="8" fill="#fff" opacity=".82"/><text x="40" y="764" font-family="sans-serif" font-size="22" fill="#39414b">${escapeXml(text)}</text>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800" role="img">` +
    `<title>${escapeXml(title)}</title><style>${style}</style><defs>${used.join('')}</defs>${body}${lab}</svg>`
  );
}
