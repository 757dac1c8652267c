/**
 * A faster UTF-8 encoder for Astro's pages (issue 20 item 4). Astro encodes each page it renders with a TextEncoder its
 * server runtime makes as it loads (render/common.js in the prerender bundle). A page that holds one character beyond
 * Latin-1 (an ellipsis in a "Loading…" text, a dealer's curly quote) is a two-byte string in V8, and TextEncoder
 * encodes those a character at a time: about 0.25 ms for a 110 KB car page, a tenth of its render. Node's `transcode`
 * (ICU) turns the string's UTF-16 bytes, copied out at memory speed, into the same UTF-8 in about a quarter of that.
 *
 * The render threads import the bundle with this class as the global TextEncoder (`importWithPageEncoder`), so the
 * encoder Astro makes is one of these; the global is put back at once. The bytes are TextEncoder's: a string with a
 * lone surrogate, which `transcode` refuses, and short strings, for which it is no faster, go to TextEncoder itself.
 */
import { transcode } from 'node:buffer';

/** Below this many UTF-16 code units TextEncoder is as fast (a page is 10,000 times this). */
const MIN_TRANSCODED_LENGTH = 4096;

export class PageTextEncoder extends TextEncoder {
  override encode(input = ''): Uint8Array<ArrayBuffer> {
    if (typeof input === 'string' && input.length >= MIN_TRANSCODED_LENGTH) {
      try {
        const bytes = transcode(Buffer.from(input, 'utf16le'), 'utf16le', 'utf8');
        return new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
      } catch {
        // A lone surrogate (U_INVALID_CHAR_FOUND): TextEncoder writes the replacement character for it.
      }
    }
    return super.encode(input);
  }
}

/**
 * Imports `url` with PageTextEncoder as the global TextEncoder, so that the modules it loads for the first time make
 * theirs of it (a module already loaded keeps its own); then puts the global back.
 */
export async function importWithPageEncoder<Module>(url: string): Promise<Module> {
  const original = globalThis.TextEncoder;
  globalThis.TextEncoder = PageTextEncoder;
  try {
    return (await import(url)) as Module;
  } finally {
    globalThis.TextEncoder = original;
  }
}
