/**
 * The body hash behind Idempotency-Key ("the same key with a different body is refused").
 * On Node it comes from `node:crypto`, elsewhere from Web Crypto: both must give the same hex, or a
 * retry after a deploy (or on another runtime) would be refused as a different body.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHash, sha256Hex } from '../../../functions/request-hash.ts';

async function webCryptoHex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

describe('request hash', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ])('sha256Hex(%j) is the FIPS 180-2 digest', async (text, hex) => {
    expect(await sha256Hex(text)).toBe(hex);
  });

  it('property: node:crypto and Web Crypto give the same hex for any text, lone surrogates included', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary' }), async (text) => {
        expect(await sha256Hex(text)).toBe(await webCryptoHex(text));
      }),
      { numRuns: 500 },
    );
  });

  it('property: key order and undefined members do not change the hash (a retry serialised differently replays)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.constant(undefined))),
        async (body) => {
          const reversed = Object.fromEntries(
            Object.entries(body)
              .reverse()
              .filter(([, value]) => value !== undefined),
          );
          expect(await requestHash(reversed)).toBe(await requestHash(body));
          expect(await requestHash(body)).toBe(await webCryptoHex(canonicalJson(body)));
        },
      ),
      { numRuns: 200 },
    );
  });
});
