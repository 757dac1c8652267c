import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeVersion, writeBuildRecord } from '../../../scripts/build-record.ts';
import { site } from '../../fixtures/cars.ts';

describe('.build.json: what a build was made from', () => {
  const root = mkdtempSync(join(tmpdir(), 'build-record-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const folder = join(root, 'sites', 'test-motors');
  mkdirSync(folder, { recursive: true });
  mkdirSync(join(root, 'dist'), { recursive: true });
  writeFileSync(join(folder, 'stock.json'), '[{"id":1}]');
  writeFileSync(join(folder, 'site.json'), '{"slug":"test-motors"}');
  const sha = (text: string) => createHash('sha256').update(text).digest('hex');

  it('records the stock and config hashes, the build clock, the finish time and the code version', async () => {
    const tenant = { site: site(), now: new Date('2026-11-19T14:00:00Z') };
    const written = await writeBuildRecord(join(root, 'dist'), root, tenant, new Date('2026-11-20T16:01:02Z'), {
      CODE_VERSION: 'v1.2.3',
    });
    const onDisk = JSON.parse(readFileSync(join(root, 'dist', '.build.json'), 'utf8')) as unknown;
    expect(onDisk).toEqual({
      slug: 'test-motors',
      built_at: '2026-11-20T16:01:02.000Z',
      stock_as_at: '2026-11-19T14:00:00.000Z',
      stock_sha256: sha('[{"id":1}]'),
      site_sha256: sha('{"slug":"test-motors"}'),
      code_version: 'v1.2.3',
    });
    expect(written).toEqual(onDisk);
  });

  it('a changed stock file changes the hash', async () => {
    writeFileSync(join(folder, 'stock.json'), '[{"id":2}]');
    const record = await writeBuildRecord(join(root, 'dist'), root, { site: site(), now: new Date() }, new Date());
    expect(record.stock_sha256).toBe(sha('[{"id":2}]'));
  });

  it('code version: the git commit in a repository, null outside one', () => {
    expect(codeVersion(process.cwd(), {})).toMatch(/^[0-9a-f]{40}(-dirty)?$/);
    expect(codeVersion(root, {})).toBeNull(); // a folder under the system temp directory
  });
});
