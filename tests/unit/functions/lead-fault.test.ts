/**
 * Requirement: "Fault test: 1,000 leads submitted while the server is killed with SIGKILL
 * and restarted twice and the CRM webhook is failing for part of the run: afterwards every lead
 * that got a lead_id is in the store once and was delivered to the test webhook exactly once by
 * idempotency key. This test runs in CI."
 *
 * Real processes and sockets: the functions server (fault-server.ts: createFunctionsApp, SQLite
 * with durable commits, the Standard Webhooks sink, the forwarder) is a child process killed with
 * SIGKILL at two seeded moments and restarted on the same port and store file; the CRM is an HTTP
 * server here that checks signatures and answers 503 during an outage; shoppers' browsers post
 * over HTTP, 16 at a time, retrying a failed connection with the same Idempotency-Key.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSqliteLeadStore } from '../../../functions/adapters/sqlite-lead-store.ts';
import { signWebhook } from '../../../functions/adapters/sinks/standard-webhooks.ts';
import { webhookProblem } from './lead-fault-crm.ts';
import { expectNothingLost, KEY, runLeadFault } from './lead-fault-run.ts';

const SEED = 20_260_502;

const directory = mkdtempSync(join(tmpdir(), 'lead-fault-'));
const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(directory, { recursive: true, force: true });
});

describe('the test CRM checks Standard Webhooks signatures on its own', () => {
  const at = new Date('2026-05-01T00:00:00Z');
  const seconds = at.getTime() / 1000;
  const body = '{"type":"lead.created","data":{"lead_id":"L1"}}';
  const signed = async (key: Uint8Array<ArrayBuffer>, id: string, timestamp: number, text: string) => ({
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': await signWebhook(key, id, timestamp, text),
  });

  it.each([
    ["the sink's own signature", 'accepted', async () => signed(KEY, 'L1', seconds, body), body],
    ['another body', 'bad signature', async () => signed(KEY, 'L1', seconds, body), body.replace('L1', 'L2')],
    [
      'another webhook-id',
      'bad signature',
      async () => ({ ...(await signed(KEY, 'L1', seconds, body)), 'webhook-id': 'L2' }),
      body,
    ],
    ['another key', 'bad signature', async () => signed(new Uint8Array(32), 'L1', seconds, body), body],
    ['a timestamp 10 minutes old', 'stale timestamp', async () => signed(KEY, 'L1', seconds - 600, body), body],
    [
      'no signature',
      'missing webhook headers',
      async () => ({ 'webhook-id': 'L1', 'webhook-timestamp': String(seconds) }),
      body,
    ],
  ] as const)('%s: %s', async (_, verdict, headers, text) => {
    expect(webhookProblem(KEY, await headers(), text, at) ?? 'accepted').toBe(verdict);
  });
});

describe('lead pipeline under faults (fault test)', () => {
  it('1,000 leads across two SIGKILLs and a CRM outage: each acknowledged lead stored once and delivered once by Idempotency-Key', async () => {
    const db = join(directory, 'leads.sqlite');
    const run = await runLeadFault(
      {
        seed: SEED,
        label: '[lead-fault]',
        // The SQLite file is what this test reads afterwards, whatever the runner's environment says.
        serverEnv: { FAULT_DB: db, DATABASE_URL: '' },
        openReader: async () => createSqliteLeadStore(db),
      },
      cleanups,
    );
    expectNothingLost(run);
  }, 180_000);
});
