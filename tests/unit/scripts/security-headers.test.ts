import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { videoSource } from '../../../src/domain/gallery.ts';
import { videoEmbedFor } from '../../../src/domain/video-embed.ts';
import { inlineScriptHashes, scriptHashSource } from '../../../scripts/inline-script-hashes.ts';
import {
  connectOrigins,
  forMode,
  headersFileText,
  pageContentSecurityPolicy,
  pageSecurityHeaders,
  parseHeadersFile,
  writeHeadersFile,
} from '../../../scripts/security-headers.ts';
import { site } from '../../fixtures/cars.ts';

// Hashes computed outside the code under test: printf '%s' 'alert(1)' | openssl dgst -sha256 -binary | base64
const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
const A_NEWLINE_B_HASH = "'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg='"; // "a\nb"

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.split(' ')[0] === name);

describe('inline script hashes', () => {
  it('hashes a script as the browser does: sha256 of its text, base64, quoted', () => {
    expect(scriptHashSource('alert(1)')).toBe(ALERT_HASH);
    // The HTML parser turns CR LF (and a lone CR) into LF before the script sees its text.
    expect(scriptHashSource('a\r\nb')).toBe(A_NEWLINE_B_HASH);
    expect(scriptHashSource('a\rb')).toBe(A_NEWLINE_B_HASH);
  });

  it('takes every executed inline script, once: classic, module, a JavaScript type, whatever the attributes', () => {
    const html = `<head><script>alert(1)</script><script type="module" data-x="a>b">a
b</script></head><body><SCRIPT TYPE='text/javascript'>alert(1)</SCRIPT></body>`;
    expect(inlineScriptHashes(html)).toEqual([ALERT_HASH, A_NEWLINE_B_HASH]);
  });

  it('leaves out scripts with a src, data blocks (JSON, JSON-LD), and "<script" in comments or styles', () => {
    const html = [
      '<script type="module" src="/_astro/a.js"></script>',
      '<script src=/b.js>alert(1)</script>',
      '<script type="application/json" id="lead-dialog-data">{"a":1}</script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<!-- <script>alert(1)</script> -->',
      '<style>p::after{content:"<script>alert(1)</script>"}</style>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('ends a script at the first "</script", as the tokenizer does', () => {
    expect(inlineScriptHashes('<script>alert(1)</script ><script>a\nb</script>')).toEqual([
      ALERT_HASH,
      A_NEWLINE_B_HASH,
    ]);
  });
});

describe('the pages\u2019 Content-Security-Policy', () => {
  const policy = pageContentSecurityPolicy({ scriptHashes: [ALERT_HASH], connectOrigins: ['https://search.example'] });

  it('runs scripts only from the site and by hash: no unsafe-inline, no unsafe-eval', () => {
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${ALERT_HASH}`);
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it('cannot be framed, loads no plugins, keeps base and forms on the site', () => {
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(policy, 'form-action')).toBe("form-action 'self'");
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
  });

  it('lets pages call the configured origins besides their own', () => {
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://search.example");
  });

  it('frames the players the video section and the gallery embed, and nothing else', () => {
    const players = [
      videoEmbedFor('https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
      videoEmbedFor('https://vimeo.com/76979871'),
      videoSource('https://youtu.be/dQw4w9WgXcQ'),
      videoSource('https://vimeo.com/76979871'),
    ].map((source) => new URL((source as { src: string }).src).origin);
    const frameSrc = directive(policy, 'frame-src')!.split(' ').slice(1);
    for (const player of players) expect(frameSrc).toContain(player);
    expect(frameSrc).toHaveLength(new Set(players).size);
  });
});

describe('connect-src origins from site.json and the build environment', () => {
  const meilisearch = (host: string | null) => site({ search: { backend: 'meilisearch', meilisearch_host: host } });

  it('the Meilisearch server of a Meilisearch tenant, by origin only; MEILISEARCH_URL overrides site.json', () => {
    expect(connectOrigins(meilisearch('https://search.example.com:7700/some/path'), {})).toEqual([
      'https://search.example.com:7700',
    ]);
    expect(
      connectOrigins(meilisearch('https://search.example.com'), { MEILISEARCH_URL: 'http://127.0.0.1:7700' }),
    ).toEqual(['http://127.0.0.1:7700']);
  });

  it('none for the embedded search, whatever host is configured', () => {
    expect(connectOrigins(site({ search: { meilisearch_host: 'https://search.example.com' } }), {})).toEqual([]);
  });

  it('the analytics beacon when it is another site; a path on the site adds nothing', () => {
    expect(connectOrigins(site({ analytics: { beacon_url: 'https://collect.example.com/events?x=1' } }), {})).toEqual([
      'https://collect.example.com',
    ]);
    expect(connectOrigins(site({ analytics: { beacon_url: '/collect' } }), {})).toEqual([]);
  });

  it('refuses an origin a policy cannot name (an IPv6 literal)', () => {
    expect(() => connectOrigins(meilisearch('http://[::1]:7700'), {})).toThrow(/search.meilisearch_host/);
  });
});

describe('the _headers file', () => {
  const headers = pageSecurityHeaders({ scriptHashes: [ALERT_HASH], connectOrigins: [] });

  it('is one `/*` rule with every header indented as `Name: value`', () => {
    const text = headersFileText(headers);
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('/*');
    expect(lines.slice(1).map((line) => line.slice(0, line.indexOf(':')))).toEqual([
      '  Content-Security-Policy',
      '  X-Content-Type-Options',
      '  Referrer-Policy',
      '  Permissions-Policy',
      '  X-Frame-Options',
      '  Strict-Transport-Security',
    ]);
    expect(text).toContain('  X-Content-Type-Options: nosniff\n');
    expect(text).toContain('  Referrer-Policy: strict-origin-when-cross-origin\n');
    expect(text).toContain('  X-Frame-Options: DENY\n');
    expect(text).toMatch(/\n {2}Permissions-Policy: (?:[a-z-]+=\(\), )*[a-z-]+=\(\)\n/);
    expect(text).toContain('camera=()');
    expect(text).toContain('geolocation=()');
    expect(text).toMatch(/\n {2}Strict-Transport-Security: max-age=\d+\n/);
  });

  it('reads back as written, skipping comments and other rules', () => {
    expect(parseHeadersFile(headersFileText(headers))).toEqual(headers);
    expect(parseHeadersFile('# a comment\n/media/*\n  Cache-Control: no-store\n\n/*\n  X-A: b: c\n')).toEqual([
      ['X-A', 'b: c'],
    ]);
  });

  it('refuses a value that would start another line', () => {
    expect(() => headersFileText([['X-A', "ok\n  Content-Security-Policy: script-src 'unsafe-inline'"]])).toThrow();
  });

  it('loses HSTS in development (plain http) and keeps it in production', () => {
    const names = (mode: 'development' | 'production') => forMode(headers, mode).map(([name]) => name);
    expect(names('production')).toContain('Strict-Transport-Security');
    expect(names('development')).not.toContain('Strict-Transport-Security');
    expect(names('development')).toContain('Content-Security-Policy');
  });
});

describe('writeHeadersFile: the build step', () => {
  const dir = mkdtempSync(join(tmpdir(), 'headers-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('hashes the inline scripts of every page, the 404 page and nested pages included', async () => {
    mkdirSync(join(dir, 'cars', 'a-car'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<script type="module">alert(1)</script>');
    writeFileSync(join(dir, '404.html'), '<script>a\nb</script>');
    writeFileSync(join(dir, 'cars', 'a-car', 'index.html'), '<script type="module">alert(1)</script>');
    writeFileSync(join(dir, 'notes.txt'), '<script>not a page</script>');
    await writeHeadersFile(dir, site(), {});
    const written = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'));
    const policy = written.find(([name]) => name === 'Content-Security-Policy')![1];
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${ALERT_HASH} ${A_NEWLINE_B_HASH}`);
  });
});
