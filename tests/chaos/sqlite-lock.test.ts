/**
 * Chaos: "SQLite lock held by another process for 10 s → static pages still served under 100 ms
 * p99." The production server (scripts/serve.ts) serves a built tenant while another process holds
 * the lead store's write lock (BEGIN IMMEDIATE) for 10 s. Meanwhile four shoppers load pages back to
 * back and a lead is posted every 500 ms. Pages keep being answered while a lead waits (the event
 * loop is never blocked) and stay fast: p99 under 100 ms, or under 3x the same run's quiet p99 on a
 * machine busy with other work. Each lead must get 201 (it got the lock in time) or 503 with
 * Retry-After (nothing stored), never a 500 or a hang; after the lock, leads are taken again and
 * every acknowledged one is stored. Every page, 404 and lead answer must
 * carry the security headers (header-check.ts).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSqliteLeadStore } from '../../functions/adapters/sqlite-lead-store.ts';
import { formTokenFor } from '../unit/functions/leads-harness.ts';
import { HeaderTally } from './header-check.ts';
import { exchange, percentile, statusLine, tally, type Exchange } from './http.ts';
import { builtPages, ensureBuilt, startSiteProcess, type SiteProcess } from './site-process.ts';

const SLUG = 'southside-used-cars';
const SEED = 20_261_125;
const LOCK_MS = 10_000;
const SECRET = 'chaos-form-token-secret';
const PAGE_LOADERS = 4;

const directory = mkdtempSync(join(tmpdir(), 'chaos-lock-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** Another process on the same file: takes the write lock, says so, holds it for `ms`, then lets go. */
function holdWriteLock(file: string, ms: number): Promise<{ released: Promise<void> }> {
  const code = `
    import { DatabaseSync } from 'node:sqlite';
    const db = new DatabaseSync(${JSON.stringify(file)});
    db.exec('BEGIN IMMEDIATE');
    process.stdout.write('locked\\n');
    setTimeout(() => { db.exec('ROLLBACK'); db.close(); }, ${ms});`;
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', '--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const released = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => resolve({ released }));
    child.once('exit', (status) => reject(new Error(`the lock holder exited (${status}) before locking`)));
  });
}

function lead(site: SiteProcess, n: number): string {
  return JSON.stringify({
    type: 'enquiry',
    name: `Lock${n}`,
    last_name: 'Tester',
    email: `lock${n}@example.com`,
    phone: '0412 345 678',
    message: 'Is this car still available?',
    url: `${site.origin}/`,
    form_token: formTokenFor(SLUG, Date.now() - 30_000, SECRET),
  });
}

function postLead(site: SiteProcess, n: number): Promise<Exchange> {
  return exchange(site.agent, site.port, {
    method: 'POST',
    path: '/api/leads',
    headers: {
      host: site.host,
      origin: site.origin,
      'content-type': 'application/json',
      'idempotency-key': `lock-lead-${n}`,
      'user-agent': 'Mozilla/5.0 (chaos)',
    },
    body: lead(site, n),
  });
}

const headers = new HeaderTally();

/** How many page answers began after `lead` was sent and ended before its answer came. */
function pagesAnsweredWithin(pages: Exchange[], lead: Exchange): number {
  const leadEnd = lead.startedAt + lead.ms;
  return pages.filter((page) => page.startedAt > lead.startedAt && page.startedAt + page.ms < leadEnd).length;
}

/** Loads `pages` in turn from `loaders` shoppers until `until()` is true; every answer's time and status. */
async function loadPages(site: SiteProcess, pages: string[], until: () => boolean): Promise<Exchange[]> {
  const answers: Exchange[] = [];
  let next = 0;
  const shopper = async () => {
    while (!until()) {
      const path = pages[next++ % pages.length]!;
      const answer = await exchange(site.agent, site.port, { path, headers: { host: site.host } });
      headers.check(answer, 'page', path);
      answers.push(answer);
    }
  };
  await Promise.all(Array.from({ length: PAGE_LOADERS }, shopper));
  return answers;
}

describe('chaos: the SQLite write lock held by another process', () => {
  it('static pages keep being served fast while a lead waits, and leads get 503 with Retry-After, never a 500 or a hang', async () => {
    ensureBuilt(SLUG);
    const pages = builtPages(SLUG, 40);
    const leadsDb = join(directory, 'leads.sqlite');
    const site = await startSiteProcess(SLUG, SEED, {
      LEADS_DB: leadsDb,
      ACTIVITY_DB: join(directory, 'activity.sqlite'),
      AUTH_DB: join(directory, 'auth.sqlite'),
      FORM_TOKEN_SECRET: SECRET,
      LEADS_PER_IP_PER_MINUTE: '100000',
    });
    try {
      // Before: pages and one lead with nobody else on the file.
      const quietUntil = Date.now() + 2_000;
      const before = await loadPages(site, pages, () => Date.now() > quietUntil);
      const first = await postLead(site, 0);

      const lock = await holdWriteLock(leadsDb, LOCK_MS);
      const lockedAt = Date.now();
      let released = false;
      void lock.released.then(() => {
        released = true;
      });
      const posted: Promise<Exchange>[] = [];
      const poster = setInterval(() => {
        if (!released) posted.push(postLead(site, posted.length + 1));
      }, 500);
      const during = await loadPages(site, pages, () => released);
      clearInterval(poster);
      const heldMs = Date.now() - lockedAt;
      const leads = await Promise.all(posted);
      const after = await postLead(site, 1_000);
      for (const answer of [first, ...leads, after]) headers.check(answer, 'api', 'POST /api/leads');
      const missing = await exchange(site.agent, site.port, { path: '/no-such-page/', headers: { host: site.host } });
      headers.check(missing, 'page', '/no-such-page/ (404)');

      await site.stop();
      const reader = createSqliteLeadStore(leadsDb);
      const stored = await reader.listLeads(SLUG);
      await reader.close();

      const acknowledged = [first, ...leads, after].filter((answer) => answer.status === 201 || answer.status === 200);
      const pageStatuses = new Map<number, number>();
      for (const answer of during) tally(pageStatuses, answer.status);
      const leadStatuses = new Map<number, number>();
      for (const answer of leads) tally(leadStatuses, answer.status);
      const ms = (answers: Exchange[], fraction: number) =>
        percentile(
          answers.map((a) => a.ms),
          fraction,
        ).toFixed(1);
      console.info(
        [
          `[chaos lock] ${SLUG}: write lock held by another process for ${heldMs} ms`,
          `  pages before: ${before.length} requests, p50 ${ms(before, 0.5)} ms, p99 ${ms(before, 0.99)} ms`,
          `  pages during: ${during.length} requests (${statusLine(pageStatuses)}), p50 ${ms(during, 0.5)} ms, p99 ${ms(during, 0.99)} ms, max ${ms(during, 1)} ms`,
          `  leads during: ${leads.length} (${statusLine(leadStatuses)}), answered within ${ms(leads, 1)} ms at most; Retry-After on every 503: ${leads.filter((a) => a.status === 503).every((a) => Number(a.headers['retry-after']) > 0) ? 'yes' : 'no'}`,
          `  pages answered while each lead waited a second or more: ${leads
            .filter((a) => a.ms >= 1_000)
            .map((a) => pagesAnsweredWithin(during, a))
            .join(', ')}`,
          `  lead after the lock: ${after.status}; acknowledged ${acknowledged.length}, stored ${stored.length}`,
          `  ${headers.line()}`,
        ].join('\n'),
      );

      expect(first.status).toBe(201);
      expect(missing.status).toBe(404);
      expect(headers.examples).toEqual([]);
      expect(during.filter((answer) => answer.status !== 200)).toEqual([]);
      // The event loop is never blocked: every lead that waited on the lock (answered after a second or more; the
      // 503s wait 5 s) saw pages answered from start to finish while it waited. Before the fix none was: pages
      // queued behind the wait.
      const waited = leads.filter((answer) => answer.ms >= 1_000);
      expect(waited.length).toBeGreaterThan(0);
      for (const lead of waited) expect(pagesAnsweredWithin(during, lead)).toBeGreaterThan(PAGE_LOADERS);
      // The "under 100 ms p99", judged against this run's own quiet pages: on a machine busy with other
      // work, pages before the lock are slower too, and the lock must not be what makes them slow (before the fix
      // p99 was 9,480 ms).
      expect(
        percentile(
          during.map((answer) => answer.ms),
          0.99,
        ),
      ).toBeLessThan(
        Math.max(
          100,
          3 *
            percentile(
              before.map((answer) => answer.ms),
              0.99,
            ),
        ),
      );
      expect(leads.length).toBeGreaterThan(10);
      expect(leads.filter((answer) => answer.status !== 201 && answer.status !== 503)).toEqual([]);
      expect(leads.filter((answer) => answer.status === 503).length).toBeGreaterThan(0);
      for (const refused of leads.filter((answer) => answer.status === 503))
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(after.status).toBe(201);
      expect(stored.length).toBe(acknowledged.length);
    } finally {
      await site.stop();
    }
  });
});
