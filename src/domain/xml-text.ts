/**
 * XML 1.0 text escaping for the ADF sink and the vehicle feeds. Shoppers type anything into a form and stock
 * feeds carry whatever the dealer platform sends, so every value is
 * escaped, and characters XML 1.0 cannot carry at all (control characters, lone surrogates,
 * U+FFFE/U+FFFF) are dropped rather than producing a document the CRM's parser rejects.
 */

// Allowed by XML 1.0 §2.2: tab, LF, CR, U+0020–U+D7FF, U+E000–U+FFFD, and paired surrogates.
// With the u flag a paired surrogate is one code point above U+FFFF, and a lone one (U+D800–U+DFFF) is outside them all.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** A value safe inside element text and double- or single-quoted attributes. */
export function escapeXml(value: string): string {
  return value.replace(NOT_XML_CHAR, '').replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
