/**
 * Small integers packed into a JSON-safe string, a fixed number of characters each. A column of
 * dictionary codes costs one byte a car in the index file instead of two or three as a JSON number
 * list, and brotli finds the repeats in a plain byte stream more easily.
 */

/** Printable ASCII from '#' to '~' without the backslash: never escaped inside a JSON string. */
const ALPHABET = Array.from({ length: 0x7f - 0x23 }, (_, i) => String.fromCharCode(0x23 + i))
  .filter((c) => c !== '\\')
  .join('');
const BASE = ALPHABET.length;
const DIGIT_OF = new Map([...ALPHABET].map((char, digit) => [char, digit]));

/** Characters each code takes so that every code below `size` fits. */
export function codeWidth(size: number): number {
  let width = 1;
  for (let room = BASE; room < size; room *= BASE) width += 1;
  return width;
}

/** Packs non-negative integers below `size`, each in `codeWidth(size)` characters. */
export function packCodes(codes: readonly number[], size: number): string {
  const width = codeWidth(size);
  let out = '';
  for (const code of codes) {
    if (!Number.isInteger(code) || code < 0 || code >= Math.max(size, 1))
      throw new Error(`packCodes: code ${code} outside 0..${size - 1}`);
    let chars = '';
    let rest = code;
    for (let i = 0; i < width; i += 1) {
      chars = ALPHABET[rest % BASE]! + chars;
      rest = Math.floor(rest / BASE);
    }
    out += chars;
  }
  return out;
}

/** Reverses packCodes; throws on a malformed string so a corrupt index fails loudly. */
export function unpackCodes(packed: string, size: number): number[] {
  const width = codeWidth(size);
  if (packed.length % width !== 0)
    throw new Error(`unpackCodes: length ${packed.length} is not a multiple of ${width}`);
  const codes: number[] = new Array<number>(packed.length / width);
  for (let at = 0, i = 0; at < packed.length; at += width, i += 1) {
    let code = 0;
    for (let k = 0; k < width; k += 1) {
      const digit = DIGIT_OF.get(packed[at + k]!);
      if (digit === undefined) throw new Error(`unpackCodes: unexpected character ${JSON.stringify(packed[at + k])}`);
      code = code * BASE + digit;
    }
    codes[i] = code;
  }
  return codes;
}
