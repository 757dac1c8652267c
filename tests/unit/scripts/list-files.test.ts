import { linkSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listFiles } from '../../../scripts/list-files.ts';

describe('listFiles: the files of a built output, by path', () => {
  const dir = mkdtempSync(join(tmpdir(), 'list-files-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'cars/a-car/checkout'), { recursive: true });
  mkdirSync(join(dir, 'empty'));
  writeFileSync(join(dir, 'index.html'), 'home');
  writeFileSync(join(dir, 'cars/a-car/index.html'), 'car');
  writeFileSync(join(dir, 'cars/a-car/checkout/index.html'), 'checkout');
  // A hard link (a carried-over page, a sample picture) is a file like any other.
  linkSync(join(dir, 'index.html'), join(dir, 'linked.html'));

  it('lists every file below, relative to the folder with /, and no folder', () => {
    const files = ['cars/a-car/checkout/index.html', 'cars/a-car/index.html', 'index.html', 'linked.html'];
    expect(listFiles(dir).sort()).toEqual(files);
    expect(listFiles(`${dir}/`).sort()).toEqual(files);
  });
});
