/**
 * A built page's head, as far as the sitemaps' rule reads it: whether the page says noindex
 * (`<meta name="robots" content="noindex">`, SiteLayout's `noindex`), read from the file on disk (`readPageHead`) or
 * from the bytes the page writer writes (`isNoindexPageBytes`, scripts/page-writer.ts).
 */
import { closeSync, openSync, readSync } from 'node:fs';

const HEAD_END = /<\/head\s*>/i;
/** An attribute's value in a tag, quoted either way or not at all. */
const attributePattern = (name: string) => new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i');
const NAME_ATTRIBUTE = attributePattern('name');
const CONTENT_ATTRIBUTE = attributePattern('content');

/** The `content` of each `<meta name="robots">` (or googlebot) tag in the page's head says noindex. */
export function isNoindexPage(html: string): boolean {
  const headEnd = html.search(HEAD_END);
  const head = headEnd === -1 ? html : html.slice(0, headEnd);
  // Most pages are indexed: a head without the word has no such tag, and its tags are not parsed (about half a
  // second of the group's 8,000 pages on the build's main thread).
  if (!/noindex/i.test(head)) return false;
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    const attr = (pattern: RegExp) =>
      pattern
        .exec(tag)
        ?.slice(1)
        .find((v) => v !== undefined);
    const name = attr(NAME_ATTRIBUTE)?.toLowerCase();
    if ((name === 'robots' || name === 'googlebot') && /\bnoindex\b/i.test(attr(CONTENT_ATTRIBUTE) ?? '')) return true;
  }
  return false;
}

/** Bytes read at a time looking for a page's `</head>`: a car page's head is about 28 KB of its 110. */
const HEAD_READ = 32 * 1024;

/**
 * The page at `path` from its start to its `</head>`, or all of it when it has none: all that isNoindexPage reads.
 * The rest of the page, three quarters of a car page, is never read or decoded (issue 20 item 4: the group's
 * 8,000 pages are 525 MB).
 */
export function readPageHead(path: string): string {
  const fd = openSync(path, 'r');
  try {
    const chunks: Buffer[] = [];
    let text = '';
    for (;;) {
      const chunk = Buffer.allocUnsafe(HEAD_READ);
      const read = readSync(fd, chunk, 0, HEAD_READ, null);
      if (read === 0) return text;
      chunks.push(chunk.subarray(0, read));
      // Decoded whole each time, so a character or a `</head>` split across two reads is read right.
      text = Buffer.concat(chunks).toString('utf8');
      if (HEAD_END.test(text)) return text;
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * isNoindexPage of a page's UTF-8 bytes. The word in either case in its head (read as Latin-1, without decoding) is
 * the cheap test: most pages lack it, and only a page that has it is decoded and read by isNoindexPage.
 */
export function isNoindexPageBytes(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // isNoindexPage reads the head alone, which ends at or before the first `</head>` as written (HEAD_END is the first
  // closing tag in any case or spacing), so the word is looked for up to there: a quarter of a car page.
  const headEnd = buffer.indexOf('</head>');
  if (!/noindex/i.test(buffer.toString('latin1', 0, headEnd === -1 ? buffer.length : headEnd))) return false;
  return isNoindexPage(buffer.toString('utf8'));
}
