import { lstatSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { liveRelease, newRelease, publishRelease, pruneReleases, withTenantLock } from '../../../scripts/publish.ts';
import { holdTenantLock } from './hold-tenant-lock.ts';

const FILES = 40;

/** A release whose every file names its build id, first and last line (a torn file shows). */
function writeRelease(root: string, id: string): string {
  const dir = join(root, 'dist/.releases/acme', id);
  mkdirSync(join(dir, 'cars'), { recursive: true });
  for (let i = 0; i < FILES; i++)
    writeFileSync(join(dir, i % 2 ? `cars/page-${i}.html` : `page-${i}.html`), `${id}\n${'x'.repeat(4000)}\n${id}\n`);
  return dir;
}

/**
 * Reads the live site in another thread until told to stop: each round resolves `dist/acme` once
 * and reads every page (one site, one build id), and reads one page by the link path (whole, and
 * there). Says when it starts; at the end, the problems it saw, its rounds and how many builds it saw.
 */
function reader(root: string, stop: Int32Array) {
  const code = `
    const { workerData, parentPort } = require('node:worker_threads');
    const { readFileSync, realpathSync, readdirSync } = require('node:fs');
    const { join } = require('node:path');
    const stop = new Int32Array(workerData.stop);
    const link = join(workerData.root, 'dist/acme');
    const problems = [];
    const builds = new Set();
    let rounds = 0;
    parentPort.postMessage('ready');
    while (Atomics.load(stop, 0) === 0) {
      rounds++;
      try {
        const one = readFileSync(join(link, 'page-0.html'), 'utf8').split('\\n');
        if (one[0] !== one[2]) problems.push('torn page ' + one[0] + ' / ' + one[2]);
        const dir = realpathSync(link);
        const ids = new Set();
        const names = readdirSync(dir, { recursive: true }).filter((n) => n.endsWith('.html'));
        if (names.length !== ${FILES}) problems.push('half a site: ' + names.length + ' pages');
        for (const name of names) {
          const lines = readFileSync(join(dir, name), 'utf8').split('\\n');
          ids.add(lines[0]);
          ids.add(lines[2]);
        }
        if (ids.size !== 1) problems.push('mixed builds: ' + [...ids].join(', '));
        for (const id of ids) builds.add(id);
      } catch (error) {
        problems.push(error.code ?? String(error));
      }
    }
    parentPort.postMessage({ problems: problems.slice(0, 5), count: problems.length, rounds, builds: builds.size });
  `;
  const worker = new Worker(code, { eval: true, workerData: { root, stop: stop.buffer } });
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  const done = ready.then(
    () =>
      new Promise<{ problems: string[]; count: number; rounds: number; builds: number }>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      }),
  );
  return { ready, done };
}

describe('atomic publish: dist/<slug> is a link swapped with one rename', () => {
  it('a reader during repeated publishes sees the old site or the new one, never a mix, half or nothing', async () => {
    const root = mkdtempSync(join(tmpdir(), 'dealer-publish-'));
    await publishRelease(root, 'acme', writeRelease(root, 'build-0'));
    const stop = new Int32Array(new SharedArrayBuffer(4));
    const reading = reader(root, stop);
    await reading.ready;
    for (let n = 1; n <= 40; n++) await publishRelease(root, 'acme', writeRelease(root, `build-${n}`));
    Atomics.store(stop, 0, 1);
    const seen = await reading.done;
    // It read while the link moved: several builds seen, each whole.
    expect(seen.builds).toBeGreaterThan(1);
    expect(seen.problems).toEqual([]);
    expect(liveRelease(root, 'acme')).toBe(join(root, 'dist/.releases/acme/build-40'));
  });

  it('moves a plain dist/<slug> folder from an older build into the releases, then links', async () => {
    const root = mkdtempSync(join(tmpdir(), 'dealer-publish-'));
    mkdirSync(join(root, 'dist/acme'), { recursive: true });
    writeFileSync(join(root, 'dist/acme/index.html'), 'old');
    const next = newRelease(root, 'acme');
    mkdirSync(next.dir, { recursive: true });
    expect(await publishRelease(root, 'acme', next.dir)).toBeNull();
    expect(lstatSync(join(root, 'dist/acme')).isSymbolicLink()).toBe(true);
    expect(readdirSync(join(root, 'dist/.releases/acme')).sort()).toEqual(['19700101T000000Z-legacy', next.id].sort());
  });

  it('prunes all but the live release and the newest other one', async () => {
    const root = mkdtempSync(join(tmpdir(), 'dealer-publish-'));
    for (const id of ['20260101T000000Z-a', '20260102T000000Z-b', '20260103T000000Z-c'])
      await publishRelease(root, 'acme', writeRelease(root, id));
    await publishRelease(root, 'acme', writeRelease(root, '20260104T000000Z-d'));
    await pruneReleases(root, 'acme');
    expect(readdirSync(join(root, 'dist/.releases/acme')).sort()).toEqual(['20260103T000000Z-c', '20260104T000000Z-d']);
  });
});

describe('one run per tenant at a time', () => {
  it('refuses a second run while the first holds the lock, and takes over a lock whose process is gone', async () => {
    const root = mkdtempSync(join(tmpdir(), 'dealer-lock-'));
    const first = await holdTenantLock(root, 'acme');
    await expect(withTenantLock(root, 'acme', async () => 'second')).rejects.toThrow(
      `another run (process ${process.pid}) is building acme`,
    );
    expect(await withTenantLock(root, 'other', async () => 'another tenant')).toBe('another tenant');
    await first.release();
    expect(await withTenantLock(root, 'acme', async () => 'after')).toBe('after');

    // A crashed run's lock: its process id is not running.
    mkdirSync(join(root, 'dist/.releases/acme.lock'), { recursive: true });
    writeFileSync(join(root, 'dist/.releases/acme.lock/pid'), '2147483646');
    expect(await withTenantLock(root, 'acme', async () => 'took over')).toBe('took over');
    expect(readdirSync(join(root, 'dist/.releases')).filter((name) => name.includes('.lock'))).toEqual([]);
  });
});
