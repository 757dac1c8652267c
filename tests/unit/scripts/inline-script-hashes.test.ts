/**
 * The inline scripts' hashes of a page's bytes (scripts/inline-script-hashes.ts `inlineScriptHashesOfBytes`, issue 20
 * item 4), read by the page writer for every page: the same answers as `inlineScriptHashes` of the decoded page, the
 * security headers' rule (tests/unit/scripts/security-headers.test.ts holds that rule to the HTML tokenizer's).
 */
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, inlineScriptHashesOfBytes } from '../../../scripts/inline-script-hashes.ts';

const bytesOf = (html: string) => new TextEncoder().encode(html);

describe('inlineScriptHashesOfBytes: inlineScriptHashes without decoding the page', () => {
  it.each([
    [
      'a script, a module, an upper-case one',
      '<script>alert(1)</script><script type="module">a</script><SCRIPT>b</SCRIPT>',
    ],
    ['a quoted ">" in the attributes', '<script type="module" data-x="a>b">a\nb</script>'],
    ['CR LF and CR in the text', '<script>a\r\nb\rc</script>'],
    ['text past ASCII in the script', '<script>const s = "café … 🚗"</script>'],
    ['a closing tag with spaces, and one that is not one', '<script>a</scripts>b</script >c</script>'],
    ['a src, data blocks', '<script src="/a.js"></script><script type="application/ld+json">{}</script>'],
    ['"<script" in a comment and a style', '<!-- <script>a</script> --><style>p{content:"<script>b</script>"}</style>'],
    ['a comment never closed', '<!-- <script>a</script>'],
    ['a style never closed', '<style><script>a</script>'],
    ['a script never closed', '<script>a<script>b'],
    ['a quote never closed in the attributes', '<script data-x="a>b</script><script>c</script>'],
    ['a word after "<script"', '<scripts>a</script><script-x>b</script><script>c</script>'],
    ['a type with a no-break space', '<script type=" module\u00a0">a</script>'],
    ['a no-break space before ">" in a closing tag', '<script>a</script\u00a0>b</script>'],
    ['a type past ASCII', '<script type="modulé">a</script>'],
    ['the same script twice', '<script>a</script><p>x</p><script>a</script>'],
    ['nothing', ''],
  ])('%s', (_, html) => {
    expect(inlineScriptHashesOfBytes(bytesOf(html))).toEqual(inlineScriptHashes(html));
  });

  it('reads bytes that are not UTF-8 as the decoded page is read', () => {
    const bytes = Uint8Array.from([...bytesOf('<script>a'), 0xff, 0xfe, ...bytesOf('</script>')]);
    expect(inlineScriptHashesOfBytes(bytes)).toEqual(inlineScriptHashes(new TextDecoder().decode(bytes)));
  });

  it('gives the same answers for pages that each carry a script of their own, and for one seen before them', () => {
    // More distinct scripts than the hashes it keeps for scripts seen before (a thousand), so they are let go of once.
    const pages = Array.from({ length: 1500 }, (_, n) => `<script>a</script><script>page(${n})</script>`);
    for (const html of [...pages, pages[0]!])
      expect(inlineScriptHashesOfBytes(bytesOf(html))).toEqual(inlineScriptHashes(html));
  });

  it('gives the same answers for 3,000 pages made of the pieces that matter, in any order', () => {
    const pieces = [
      '<script>',
      '<SCRIPT type="module">',
      '<script type=application/json>',
      '<script src=x>',
      '</script>',
      '</script >',
      '</SCRIPT\t>',
      '</scripts>',
      '<style>',
      '</style>',
      '<!--',
      '-->',
      '<scriptx>',
      '<s',
      '</',
      '"',
      "'",
      '>',
      '<',
      'alert(1)',
      '\r\n',
      '\r',
      '…',
      '\u00a0',
      'é',
      '🚗',
      ' ',
    ];
    // A fixed sequence (a linear congruential generator), so a failure names the same page every run.
    let seed = 20;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let page = 0; page < 3000; page += 1) {
      const html = Array.from({ length: random(40) }, () => pieces[random(pieces.length)]).join('');
      expect(inlineScriptHashesOfBytes(bytesOf(html)), html).toEqual(inlineScriptHashes(html));
    }
  });
});
