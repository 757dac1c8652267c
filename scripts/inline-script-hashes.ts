/**
 * The `'sha256-…'` sources a Content-Security-Policy needs for the inline scripts of built pages:
 * Astro's island runtime (`astro:load`, `astro:idle`, `astro:visible`), the small component scripts
 * it inlines, and any `is:inline` script. Computed from the HTML as written, which is what the
 * browser hashes, so a script emitted by any means is covered, and nothing else is.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * `type` values a browser runs (HTML's JavaScript MIME types, `module`, and the JSON it executes as
 * script-like rules: `importmap`, `speculationrules`, both checked against script-src). Any other
 * type (`application/json`, `application/ld+json`) is a data block: never run, never checked.
 */
const EXECUTED_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  ...['application/ecmascript', 'application/javascript', 'application/x-ecmascript', 'application/x-javascript'],
  ...['text/ecmascript', 'text/javascript', 'text/javascript1.0', 'text/javascript1.1', 'text/javascript1.2'],
  ...['text/javascript1.3', 'text/javascript1.4', 'text/javascript1.5', 'text/jscript', 'text/livescript'],
  ...['text/x-ecmascript', 'text/x-javascript'],
]);

// Left to right, as the HTML tokenizer reads: a comment, a <style> or a <script> element. Matching
// comments and styles keeps a "<script" inside them from being taken for an element; a script's
// text ends at the first "</script" (the tokenizer's rule too). Attribute values are quoted.
const ATTRIBUTES = String.raw`((?:[^>"']|"[^"]*"|'[^']*')*)`;
const TOKENS = new RegExp(
  String.raw`<!--[\s\S]*?-->|<style\b${ATTRIBUTES}>[\s\S]*?</style\s*>|<script\b${ATTRIBUTES}>([\s\S]*?)</script\s*>`,
  'gi',
);

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(String.raw`(?:^|\s)${name}(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>\x60]+)))?`, 'i').exec(
    attributes,
  );
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** The CSP source for one script's text: the browser hashes it after the parser turns CR LF into LF. */
export function scriptHashSource(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

/** The hash sources of the executed inline scripts (no `src`) of one HTML document, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(TOKENS)) {
    const [, , scriptAttributes, text] = match;
    if (scriptAttributes === undefined || text === undefined) continue;
    if (attribute(scriptAttributes, 'src') !== null) continue;
    const type = (attribute(scriptAttributes, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTED_TYPES.has(type)) continue;
    hashes.add(scriptHashSource(text));
  }
  return [...hashes];
}

/**
 * The hash sources of every built page under `dir` (every `.html` file), sorted, without repeats.
 * A group's 4,000 pages (400 MB) take about 3 s, mostly reading and decoding.
 */
export async function builtInlineScriptHashes(dir: string): Promise<string[]> {
  const pages = (await readdir(dir, { recursive: true })).filter((entry) => entry.endsWith('.html'));
  const hashes = new Set<string>();
  for (const page of pages) {
    for (const hash of inlineScriptHashes(await readFile(join(dir, page), 'utf8'))) hashes.add(hash);
  }
  return [...hashes].sort();
}
