/**
 * CSV as RFC 4180 writes it (the format Google's vehicle listings feed asks for): a field holding a
 * comma, a double quote, a line break or edge spaces is enclosed in double quotes, with each double
 * quote inside doubled; records end in CRLF. Stock text is untrusted, so every field goes through here.
 */
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function csvRecord(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}
