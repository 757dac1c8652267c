/**
 * The SQLite lead store's group commit (functions/adapters/sqlite-lead-store.ts): the leads handed
 * to `createLead` in one turn of the event loop share one durable commit, which is what lets POST
 * /api/leads pass 1,000 leads a second on a disk that syncs a few thousand times a second (the lead pipeline's target
 * "`npm run bench`: ... with durable commits"). Each lead still settles on its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { createSqliteLeadStore } from '../../../functions/adapters/sqlite-lead-store.ts';
import { createThreadedSqliteLeadStore } from '../../../functions/adapters/sqlite-thread.ts';
import type { LeadStore } from '../../../functions/ports/lead-store.ts';
import { newLead } from './lead-store-fixtures.ts';

const directory = mkdtempSync(join(tmpdir(), 'group-commit-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
let files = 0;

/** Frames in the WAL: each transaction writes every page it touched once, so fewer commits write fewer frames. */
function walFrames(file: string): number {
  const reader = new DatabaseSync(file);
  const { log } = reader.prepare('PRAGMA wal_checkpoint(PASSIVE)').get() as { log: number };
  reader.close();
  return log;
}

// In this thread, and in a worker as the server runs it (functions/adapters/sqlite-thread.ts): the
// worker hands the calls of one turn to the store together, so they still share a commit.
describe.each<[string, (file: string) => LeadStore]>([
  ['in this thread', createSqliteLeadStore],
  ['in a worker', createThreadedSqliteLeadStore],
])('SQLite lead store %s: group commit', (_where, createStore) => {
  async function freshStore() {
    const file = join(directory, `leads-${(files += 1)}.sqlite`);
    const store = createStore(file);
    await store.migrate();
    return { file, store };
  }

  it('leads created in one turn share one commit; one after another, each has its own', async () => {
    const together = await freshStore();
    const apart = await freshStore();
    const baseline = [walFrames(together.file), walFrames(apart.file)];
    await Promise.all(Array.from({ length: 20 }, () => together.store.createLead(newLead())));
    for (let i = 0; i < 20; i += 1) await apart.store.createLead(newLead());
    expect(await together.store.listLeads('harbour-city-toyota')).toHaveLength(20);
    expect(await apart.store.listLeads('harbour-city-toyota')).toHaveLength(20);
    // Without group commit the two would write about as many frames. Under load the worker can receive the 20 calls over
    // a few turns (38 frames against 104 apart in one CI run), so the bound is half, not a single commit's worth.
    expect(walFrames(together.file) - baseline[0]!).toBeLessThan((walFrames(apart.file) - baseline[1]!) / 2);
    await together.store.close();
    await apart.store.close();
  });

  it.each([
    ['the first', 0],
    ['a middle', 5],
    ['the last', 9],
  ])('a lead that cannot be stored (%s of a batch) is refused alone; the others are committed', async (_, bad) => {
    const { store } = await freshStore();
    const leads = Array.from({ length: 10 }, (__, i) => newLead(i === bad ? { payload: { huge: 10n } } : {}));
    const settled = await Promise.allSettled(leads.map((lead) => store.createLead(lead)));
    expect(settled.map((result) => result.status)).toEqual(
      leads.map((__, i) => (i === bad ? 'rejected' : 'fulfilled')),
    );
    const stored = new Set((await store.listLeads('harbour-city-toyota')).map((lead) => lead.id));
    expect(stored).toEqual(new Set(leads.filter((__, i) => i !== bad).map((lead) => lead.id)));
    expect(await store.deliveries({})).toHaveLength(9 * 2);
    await store.close();
  });

  it('an Idempotency-Key used twice in one batch gives one lead: the second is a replay or a conflict', async () => {
    const { store } = await freshStore();
    const [first, same, other] = await Promise.all([
      store.createLead(newLead({ idempotencyKey: 'k', bodyHash: 'a' })),
      store.createLead(newLead({ idempotencyKey: 'k', bodyHash: 'a' })),
      store.createLead(newLead({ idempotencyKey: 'k', bodyHash: 'b' })),
    ]);
    expect([first!.outcome, same!.outcome, other!.outcome]).toEqual(['created', 'replayed', 'conflict']);
    expect(same!.lead.id).toBe(first!.lead.id);
    expect(await store.listLeads('harbour-city-toyota')).toHaveLength(1);
    await store.close();
  });

  it('close() commits the leads still waiting for their turn instead of dropping them', async () => {
    const { file, store } = await freshStore();
    const pending = store.createLead(newLead());
    await store.close();
    const { lead } = await pending;
    const reopened = createStore(file);
    expect((await reopened.getLead('harbour-city-toyota', lead.id))?.id).toBe(lead.id);
    await reopened.close();
  });
});
