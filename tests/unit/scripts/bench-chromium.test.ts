import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumPath } from '../../../scripts/bench/chromium.ts';

describe('the benchmarks’ browser (chromiumPath)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is CHROMIUM_PATH when that file is there', () => {
    const browser = join(dir, 'chromium');
    writeFileSync(browser, '');
    expect(chromiumPath({ CHROMIUM_PATH: browser })).toBe(browser);
  });

  it('refuses, naming the path and how to install it, when no browser is there (before any server starts)', () => {
    const missing = join(dir, 'no-such-chromium');
    expect(() => chromiumPath({ CHROMIUM_PATH: missing })).toThrow(
      `no Chromium at ${missing}: install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH`,
    );
  });
});
