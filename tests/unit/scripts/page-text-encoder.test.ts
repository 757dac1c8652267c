/**
 * The pages' UTF-8 encoder (scripts/page-text-encoder.ts, issue 20 item 4): TextEncoder's bytes for every input, by
 * another road for long strings; and Astro's runtime, imported through `importWithPageEncoder`, makes its encoder of it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { importWithPageEncoder, PageTextEncoder } from '../../../scripts/page-text-encoder.ts';

/** A page-sized string: `unit` repeated past the length the encoder transcodes from. */
const long = (unit: string, around = '') => `${around}${unit.repeat(Math.ceil(20_000 / unit.length))}${around}`;

describe('PageTextEncoder: the bytes TextEncoder writes', () => {
  const reference = new TextEncoder();
  const encoder = new PageTextEncoder();

  it.each([
    ['a page of ASCII', long('<p class="x">Stock as at 6 December</p>')],
    ['Latin-1 past ASCII (one-byte in V8)', long('×·° © é')],
    ['an ellipsis and curly quotes (two-byte)', long('Loading… “it’s” ')],
    ['emoji: surrogate pairs', long('🚗 ok 𐀀')],
    ['a lone high surrogate at the end', long('abc', '') + '\uD800'],
    ['a lone low surrogate inside', long('x\uDC00y')],
    ['a high surrogate before another', long('\uD800\uD800\uDC00')],
    ['short strings', 'Loading…'],
    ['the empty string', ''],
  ])('%s', (_name, text) => {
    const bytes = encoder.encode(text);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(bytes).equals(Buffer.from(reference.encode(text)))).toBe(true);
  });

  it('what is not a string, as TextEncoder reads it', () => {
    for (const input of [undefined, 42, null, { toString: () => 'é…' }])
      expect([...encoder.encode(input as string)]).toEqual([...reference.encode(input as string)]);
  });

  it('bytes of their own (a Response may take them over)', () => {
    const bytes = encoder.encode(long('Loading… '));
    expect(bytes.byteOffset).toBe(0);
    expect(bytes.byteLength).toBe(bytes.buffer.byteLength);
  });
});

describe('importWithPageEncoder', () => {
  it('the module imported makes its encoder of PageTextEncoder; the global TextEncoder is put back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-encoder-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'runtime.mjs');
    // As Astro's server runtime does (render/common.js): one encoder, made as the module loads.
    writeFileSync(file, 'export const encoder = new TextEncoder();\n');
    const original = globalThis.TextEncoder;
    const { encoder } = await importWithPageEncoder<{ encoder: TextEncoder }>(pathToFileURL(file).href);
    expect(encoder).toBeInstanceOf(PageTextEncoder);
    expect(globalThis.TextEncoder).toBe(original);
  });

  it('puts the global back when the import fails', async () => {
    const original = globalThis.TextEncoder;
    await expect(importWithPageEncoder('file:///nowhere/missing-module.mjs')).rejects.toThrow();
    expect(globalThis.TextEncoder).toBe(original);
  });
});
