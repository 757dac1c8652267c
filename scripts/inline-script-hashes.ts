/**
 * The `'sha256-…'` sources a Content-Security-Policy needs for the inline scripts of built pages:
 * Astro's island runtime (`astro:load`, `astro:idle`, `astro:visible`), the small component scripts
 * it inlines, and any `is:inline` script. Computed from the HTML as written, which is what the
 * browser hashes, so a script emitted by any means is covered, and nothing else is.
 */
import { isUtf8 } from 'node:buffer';
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

const attributePattern = (name: string) =>
  new RegExp(String.raw`(?:^|\s)${name}(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>\x60]+)))?`, 'i');
const ATTRIBUTE_PATTERNS = { src: attributePattern('src'), type: attributePattern('type') };

function attribute(attributes: string, name: keyof typeof ATTRIBUTE_PATTERNS): string | null {
  const match = ATTRIBUTE_PATTERNS[name].exec(attributes);
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

/** A script or style element's name, as the tokens above spell it (case aside), and its closing tag's start. */
const ELEMENTS = [
  { name: 'style', close: '</style' },
  { name: 'script', close: '</script' },
] as const;

const isWordChar = (code: number) =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
/** ASCII characters `\s` matches (a character past ASCII sends the page to the exact path instead). */
const isAsciiSpace = (code: number) => code === 32 || (code >= 9 && code <= 13);
/** A character past ASCII, in text read as Latin-1 (one character a byte). */
const NOT_ASCII = /[\x80-\xff]/;

/** Thrown when the fast path meets a character it cannot read as `inlineScriptHashes` would. */
class NeedsExactPath extends Error {}

/**
 * `inlineScriptHashes` of a page's UTF-8 bytes, without decoding the page or running its regular expression over all
 * of it (issue 20 item 4: the build's page-writing thread does this for every page, in less than half the time). The
 * bytes are read as Latin-1, one character a byte, so the ASCII structure the tokens match (`<`, quotes, tag names,
 * `-->`, `</script`) is where it is in the text, and a script's text maps back to its exact bytes; the same left-to-right
 * matching as TOKENS is done with `indexOf`. Where a character past ASCII could change what `\s` or `trim` match (in a
 * script or style tag's attributes, or between `</script` and `>`), and for bytes that are not UTF-8, the page is read
 * by `inlineScriptHashes` itself. `tests/unit/scripts/inline-script-hashes.test.ts` holds the two to the same answers.
 */
export function inlineScriptHashesOfBytes(bytes: Uint8Array): string[] {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!isUtf8(buffer)) return inlineScriptHashes(buffer.toString('utf8'));
  try {
    return latin1ScriptHashes(buffer.toString('latin1'));
  } catch (error) {
    if (error instanceof NeedsExactPath) return inlineScriptHashes(buffer.toString('utf8'));
    throw error;
  }
}

/** Where an element's attributes end (its `>`), quoted values skipped; -1 when a quote is never closed or no `>`. */
function attributesEnd(text: string, from: number): number {
  for (let at = from; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code === 62) return at;
    if (code === 34 || code === 39) {
      const closing = text.indexOf(code === 34 ? '"' : "'", at + 1);
      if (closing === -1) return -1;
      at = closing;
    }
  }
  return -1;
}

/** The first `close` tag (`</script\s*>`, case aside) from `from`: where it starts, and ends past its `>`. */
function closingTag(text: string, close: string, from: number): { start: number; end: number } | null {
  for (let start = text.indexOf('</', from); start !== -1; start = text.indexOf('</', start + 2)) {
    if (!spellsAt(text, start, close)) continue;
    let end = start + close.length;
    while (end < text.length && isAsciiSpace(text.charCodeAt(end))) end += 1;
    const code = text.charCodeAt(end);
    if (code === 62) return { start, end: end + 1 };
    if (code > 127) throw new NeedsExactPath();
  }
  return null;
}

/** The text at `at` is `word` (lowercase ASCII letters and `<`, `/`), the letters in either case. */
function spellsAt(text: string, at: number, word: string): boolean {
  for (let i = 0; i < word.length; i += 1) {
    const code = text.charCodeAt(at + i);
    const wanted = word.charCodeAt(i);
    if (code !== wanted && !(wanted >= 97 && wanted <= 122 && code === wanted - 32)) return false;
  }
  return true;
}

/** Where a token may start: a `<!--`, or a `<s` in either case (no other tag is a style or a script). */
const CANDIDATE = /<(?:!--|[sS])/g;

/**
 * The hash sources of scripts already seen, by their text read as Latin-1: the pages of a build repeat the same few
 * inline scripts (Astro's island runtime, the components' scripts), each hashed once instead of on every page.
 * Emptied when full, so a build whose pages each carry a script of their own holds no more than this many.
 */
const seenScripts = new Map<string, string>();
const MAX_SEEN_SCRIPTS = 1000;

function latin1ScriptHash(scriptText: string): string {
  let source = seenScripts.get(scriptText);
  if (source === undefined) {
    const normalised = scriptText.replace(/\r\n?/g, '\n');
    source = `'sha256-${createHash('sha256').update(Buffer.from(normalised, 'latin1')).digest('base64')}'`;
    if (seenScripts.size >= MAX_SEEN_SCRIPTS) seenScripts.clear();
    seenScripts.set(scriptText, source);
  }
  return source;
}

function latin1ScriptHashes(text: string): string[] {
  const hashes = new Set<string>();
  const candidate = new RegExp(CANDIDATE);
  const nextCandidate = (from: number) => {
    candidate.lastIndex = from;
    return candidate.exec(text)?.index ?? -1;
  };
  for (let at = nextCandidate(0); at !== -1;) {
    let next = at + 1;
    if (text.startsWith('<!--', at)) {
      const end = text.indexOf('-->', at + 4);
      if (end !== -1) next = end + 3;
    } else {
      const element = ELEMENTS.find(
        ({ name }) => spellsAt(text, at + 1, name) && !isWordChar(text.charCodeAt(at + 1 + name.length)),
      );
      const tagEnd = element ? attributesEnd(text, at + 1 + element.name.length) : -1;
      const closing = element && tagEnd !== -1 ? closingTag(text, element.close, tagEnd + 1) : null;
      if (element && closing) {
        next = closing.end;
        const attributes = text.slice(at + 1 + element.name.length, tagEnd);
        if (NOT_ASCII.test(attributes)) throw new NeedsExactPath();
        const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
        if (element.name === 'script' && attribute(attributes, 'src') === null && EXECUTED_TYPES.has(type)) {
          hashes.add(latin1ScriptHash(text.slice(tagEnd + 1, closing.start)));
        }
      }
    }
    at = nextCandidate(next);
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
