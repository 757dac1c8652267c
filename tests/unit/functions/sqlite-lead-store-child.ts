/**
 * A separate process on one SQLite lead-store file, for the tests that need a real second writer
 * or a real crash (tests/unit/functions/sqlite-lead-store.test.ts). Run by `fork`, it reports over
 * IPC. Modes:
 * - `create-forever <file>`: creates leads one after another, sending each id once `createLead`
 *   returned, until the parent kills it with SIGKILL.
 * - `race <file> <keys>`: creates one lead per key `k0..k<keys-1>` (shared with the other
 *   children), then claims everything due with a long lease; sends the outcomes and claims.
 */
import { randomUUID } from 'node:crypto';
import { createSqliteLeadStore } from '../../../functions/adapters/sqlite-lead-store.ts';

const [mode, file, keys] = process.argv.slice(2);
const send = (message: unknown) => new Promise<void>((resolve) => process.send?.(message, () => resolve()));
const lead = (key: string | null) => ({
  id: randomUUID(),
  tenant: 'harbour-city-toyota',
  type: 'enquiry',
  payload: { first_name: 'Test', email: 'test@example.com' },
  idempotencyKey: key,
  bodyHash: `hash-${key}`,
  sinks: ['local'],
  now: new Date('2026-05-01T00:00:00.000Z'),
});

const store = createSqliteLeadStore(file ?? '');
if (mode === 'create-forever') {
  for (;;) {
    const result = await store.createLead(lead(null));
    await send({ created: result.lead.id });
  }
} else if (mode === 'race') {
  const outcomes: string[] = [];
  for (let i = 0; i < Number(keys); i += 1) outcomes.push((await store.createLead(lead(`k${i}`))).outcome);
  const claimed = await store.claimDue(new Date('2026-05-01T00:01:00.000Z'), 1000, 600_000);
  await send({ outcomes, claimed: claimed.map((delivery) => delivery.leadId) });
  await store.close();
  process.disconnect?.();
}
