/**
 * One run of the lead fault scenario, shared by the fault test (lead-fault.test.ts, SQLite) and the
 * chaos suite (tests/chaos/leads-postgres.test.ts, PostgreSQL restarted mid-run): 1,000 leads from
 * 16 shoppers at a time while the functions server (fault-server.ts) is killed with SIGKILL and
 * restarted twice and the CRM is down for part of the run; optionally the database is stopped at
 * once and started again under load. Returns what happened; `expectNothingLost` checks it.
 */
import { Agent } from 'node:http';
import { expect } from 'vitest';
import type { DeliveryAttempt, Delivery, LeadStore, StoredLead } from '../../../functions/ports/lead-store.ts';
import {
  freePort,
  shopperLead,
  startFaultServer,
  submitUntilAnswered,
  type RunningServer,
  type Submission,
} from './lead-fault-client.ts';
import {
  FAULT_FORWARDER_LIMITS,
  FAULT_OUTAGE_MAX_MS,
  FAULT_SECRET_ENV,
  FAULT_TENANT,
  seededRandom,
} from './lead-fault-config.ts';
import { startFakeCrm, type FakeCrm } from './lead-fault-crm.ts';

export const LEADS = 1_000;
const IN_FLIGHT = 16;
/** The CRM is down from the 200th acknowledgement to the 500th (or FAULT_OUTAGE_MAX_MS, if sooner). */
const OUTAGE = { from: 200, to: 500 } as const;
/** Every lead acknowledged within this; a stuck run fails here rather than at vitest's timeout. */
const SUBMIT_DEADLINE_MS = 100_000;
const DRAIN_DEADLINE_MS = 30_000;

/** A fixed 32-byte key as a `whsec_` secret, the way a CRM hands one out. */
export const KEY = Uint8Array.from({ length: 32 }, (_, i) => (i * 37 + 11) % 256);
const SECRET = `whsec_${Buffer.from(KEY).toString('base64')}`;

/** The database stopped at once (as a crash or an immediate shutdown) and started again, under load. */
export interface DatabaseRestart {
  /** After this many acknowledgements. */
  afterAcknowledged: number;
  /** Stops the database at once; resolves when it is down. */
  stop(): Promise<void>;
  /** Starts it again; resolves when it takes connections. */
  start(): Promise<void>;
  /** How long it stays down. */
  downMs: number;
}

export interface FaultRunOptions {
  seed: number;
  /** What the server process stores in: `FAULT_DB` (a SQLite file) or `DATABASE_URL`. */
  serverEnv: Record<string, string>;
  /** A reader of the same store, opened after the run. */
  openReader(): Promise<LeadStore>;
  databaseRestart?: DatabaseRestart;
  /** The first line's label ("[lead-fault]"). */
  label: string;
}

export interface FaultRun {
  submissions: Submission[];
  kills: { moment: string; afterAcknowledged: number; inFlight: number; signal: string | null; downMs: number }[];
  /** Server exits nobody asked for (the process died by itself): must stay empty. */
  unexpectedExits: string[];
  databaseRestart: { afterAcknowledged: number; downMs: number; inFlight: number } | null;
  crm: FakeCrm;
  stored: StoredLead[];
  deliveries: Delivery[];
  failedAttempts: DeliveryAttempt[];
  /** The status the server's gentle stop ended with. */
  stopCode: number | null;
}

/** Resolves when `done()` holds, checking every 100 ms; rejects with `what` after `ms`. */
async function waitFor(what: string, ms: number, done: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > ms) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

export async function runLeadFault(
  options: FaultRunOptions,
  cleanups: Array<() => Promise<unknown> | unknown>,
): Promise<FaultRun> {
  const { seed } = options;
  const random = seededRandom(seed);
  // "killed with SIGKILL and restarted twice": once at a seeded moment around the 300th
  // acknowledgement (mid-outage unless the outage ran out of time), once after about 700 at the
  // moment the CRM has taken a delivery whose answer the forwarder has not heard yet, so
  // at-least-once shows as a duplicate that the Idempotency-Key must absorb.
  const killAfter = [280 + Math.floor(random() * 40), 680 + Math.floor(random() * 40)] as const;
  const firstKillDelayMs = Math.floor(random() * 25);
  const startedAt = Date.now();

  let acknowledged = 0;
  let inFlight = 0;
  const outage = { openedAt: 0, closedAt: 0 };
  const kills: FaultRun['kills'] = [];
  const unexpectedExits: string[] = [];
  let databaseRestart: FaultRun['databaseRestart'] = null;
  let databaseRestarting: Promise<void> | null = null;
  let restarting: Promise<void> | null = null;
  let killsOrdered = 0;
  let restartFailure: unknown = null;
  /** Kills the server now and starts it again; resolves once the killed process is gone. */
  let killNow: (moment: string) => Promise<unknown> = async () => undefined;

  const crm = await startFakeCrm(KEY, {
    isDown: () => outage.openedAt > 0 && outage.closedAt === 0 && Date.now() - outage.openedAt < FAULT_OUTAGE_MAX_MS,
    afterReceiving: () => {
      if (killsOrdered !== 1 || kills.length !== 1 || acknowledged < killAfter[1]) return;
      killsOrdered = 2;
      return killNow('after the CRM took a delivery, before the forwarder heard');
    },
  });
  cleanups.push(() => crm.close());

  const port = await freePort(random);
  let generation = 0;
  const serverEnv = () => ({
    FAULT_PORT: String(port),
    FAULT_CRM_URL: crm.url,
    [FAULT_SECRET_ENV]: SECRET,
    FAULT_SEED: String(seed + generation),
    ...options.serverEnv,
  });
  const killed = new Set<RunningServer>();
  const watch = (running: RunningServer) => {
    void running.exited.then(({ code, signal }) => {
      if (!killed.has(running)) unexpectedExits.push(`exit ${signal ?? code} at ${acknowledged} acknowledgements`);
    });
    return running;
  };
  let server: RunningServer = watch(await startFaultServer(serverEnv()));
  cleanups.push(() => server.child.kill('SIGKILL'));

  // Started again on the same port and store; the shoppers' retries meet refused connections meanwhile.
  killNow = (moment) => {
    const victim = server;
    const at = { moment, afterAcknowledged: acknowledged, inFlight };
    const killedAt = Date.now();
    killed.add(victim);
    victim.child.kill('SIGKILL');
    restarting = (async () => {
      const { signal } = await victim.exited;
      generation += 1;
      server = watch(await startFaultServer(serverEnv()));
      kills.push({ ...at, signal, downMs: Date.now() - killedAt });
    })()
      .catch((error: unknown) => {
        restartFailure = error;
      })
      .finally(() => {
        restarting = null;
      });
    return victim.exited;
  };

  const restartDatabase = (restart: DatabaseRestart) => {
    const at = { afterAcknowledged: acknowledged, inFlight };
    const stoppedAt = Date.now();
    databaseRestarting = (async () => {
      await restart.stop();
      await new Promise((resolve) => setTimeout(resolve, restart.downMs));
      await restart.start();
      databaseRestart = { ...at, downMs: Date.now() - stoppedAt };
    })()
      .catch((error: unknown) => {
        restartFailure = error;
      })
      .finally(() => {
        databaseRestarting = null;
      });
  };

  const onAcknowledged = () => {
    acknowledged += 1;
    if (acknowledged === OUTAGE.from) outage.openedAt = Date.now();
    if (acknowledged === OUTAGE.to) outage.closedAt = Date.now();
    if (killsOrdered === 0 && acknowledged >= killAfter[0]) {
      killsOrdered = 1;
      setTimeout(() => void killNow(`${firstKillDelayMs} ms after an acknowledgement`), firstKillDelayMs);
    }
    const restart = options.databaseRestart;
    if (restart && acknowledged === restart.afterAcknowledged) restartDatabase(restart);
  };

  // The shoppers: each lead its own body and Idempotency-Key, IN_FLIGHT submitted at once.
  const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  cleanups.push(() => agent.destroy());
  const connectionErrors = new Map<string, number>();
  const submissions: Submission[] = [];
  const deadline = Date.now() + SUBMIT_DEADLINE_MS;
  let nextLead = 0;
  const shopper = async () => {
    for (let n = nextLead++; n < LEADS; n = nextLead++) {
      const body = JSON.stringify(shopperLead(n, port, Date.now() - 30_000));
      inFlight += 1;
      const submission = await submitUntilAnswered(
        agent,
        port,
        body,
        `fault-${seed}-lead-${n}`,
        deadline,
        connectionErrors,
      );
      inFlight -= 1;
      submissions.push(submission);
      if (submission.leadId) onAcknowledged();
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, shopper));
  const submittedMs = Date.now() - startedAt;
  // The second kill waits for the forwarder, which may still be behind the shoppers.
  await waitFor('the second kill and restart, and the database back', DRAIN_DEADLINE_MS, async () => {
    if (restartFailure) throw restartFailure;
    return kills.length === 2 && !restarting && !databaseRestarting;
  });

  // Drain: the CRM has every acknowledged lead and the outbox holds nothing pending.
  const acknowledgedIds = new Set(submissions.flatMap((s) => (s.leadId ? [s.leadId] : [])));
  const reader = await options.openReader();
  cleanups.push(() => reader.close());
  const drainMs = await waitFor('the forwarder to deliver every lead', DRAIN_DEADLINE_MS, async () => {
    const received = new Set(crm.delivered.map((delivery) => delivery.idempotencyKey));
    return (
      [...acknowledgedIds].every((id) => received.has(id)) &&
      (await reader.deliveries({ status: 'pending' })).length === 0
    );
  });

  // A gentle stop now (the forwarder records its run in progress), then the store as left.
  killed.add(server);
  server.child.kill('SIGTERM');
  const stopCode = (await server.exited).code;

  const stored = await reader.listLeads(FAULT_TENANT);
  const deliveries = await reader.deliveries({ tenant: FAULT_TENANT });
  const failedAttempts = (await Promise.all(stored.map((lead) => reader.attempts(lead.id))))
    .flat()
    .filter((attempt) => !attempt.ok);
  const byKey = new Set(crm.delivered.map((delivery) => delivery.idempotencyKey));
  const outageMs = Math.min(outage.closedAt || Infinity, outage.openedAt + FAULT_OUTAGE_MAX_MS) - outage.openedAt;
  const restarted = databaseRestart as FaultRun['databaseRestart'];
  console.info(
    [
      `${options.label} ${LEADS} leads acknowledged in ${submittedMs} ms (${submissions.filter((s) => s.status === 201).length} created, ${submissions.filter((s) => s.status === 200).length} replayed: committed, answer lost to a kill)`,
      ...kills.map(
        (kill, i) =>
          `  kill ${i + 1}: ${kill.moment}, at ${kill.afterAcknowledged} acknowledgements with ${kill.inFlight} leads in flight; serving again ${kill.downMs} ms later`,
      ),
      ...(restarted
        ? [
            `  database stopped at once at ${restarted.afterAcknowledged} acknowledgements with ${restarted.inFlight} leads in flight; back ${restarted.downMs} ms later; server exits nobody asked for: ${unexpectedExits.length}`,
          ]
        : []),
      `  failures the shoppers retried: ${JSON.stringify(Object.fromEntries(connectionErrors))}`,
      `  CRM outage ${outageMs} ms: ${crm.refusedWhileDown} deliveries answered 503, ${failedAttempts.length} failed attempts recorded (${failedAttempts.filter((a) => a.error?.startsWith('interrupted: ')).length} interrupted by a kill)`,
      `  stored ${stored.length} leads for ${acknowledgedIds.size} acknowledged (${stored.length - new Set(stored.map((lead) => lead.idempotencyKey)).size} duplicated); ${deliveries.length} deliveries (${deliveries.filter((d) => d.status === 'delivered').length} delivered)`,
      `  CRM received ${crm.delivered.length} deliveries, ${byKey.size} distinct Idempotency-Keys (${crm.delivered.length - byKey.size} raw duplicates); the outbox drained ${drainMs} ms after the shoppers and the restarts were done`,
    ].join('\n'),
  );
  return {
    submissions,
    kills,
    unexpectedExits,
    databaseRestart: restarted,
    crm,
    stored,
    deliveries,
    failedAttempts,
    stopCode,
  };
}

/**
 * "every lead that got a lead_id is in the store once and was delivered to the test webhook exactly
 * once by idempotency key", and nothing died that was not killed.
 */
export function expectNothingLost(run: FaultRun): void {
  const { submissions, kills, crm, stored, deliveries, failedAttempts } = run;
  // Every shopper got a lead_id; no answer but 201 (created) or 200 (replayed after a lost answer).
  expect(submissions.filter((s) => s.refusal)).toEqual([]);
  expect(submissions).toHaveLength(LEADS);
  const acknowledgedIds = new Map(submissions.map((s) => [s.key, s.leadId ?? '']));
  expect(new Set(acknowledgedIds.values()).size).toBe(LEADS);
  expect(kills.map((kill) => kill.signal)).toEqual(['SIGKILL', 'SIGKILL']);
  expect(run.unexpectedExits).toEqual([]);
  expect(run.stopCode).toBe(0);

  // As many leads as acknowledgements, ids and keys unique.
  const storedById = new Map(stored.map((lead) => [lead.id, lead]));
  expect(stored.length).toBe(LEADS);
  expect(storedById.size).toBe(LEADS);
  expect(new Set(stored.map((lead) => lead.idempotencyKey)).size).toBe(LEADS);
  expect([...acknowledgedIds].filter(([key, id]) => storedById.get(id)?.idempotencyKey !== key)).toEqual([]);

  // Every delivery delivered: one per lead for its one sink, none dead, none pending.
  expect(deliveries.length).toBe(LEADS);
  expect(deliveries.filter((delivery) => delivery.status !== 'delivered')).toEqual([]);
  // The outage shows in the attempts log; nothing else failed but, at worst, a connection or the database.
  expect(failedAttempts.filter((attempt) => / HTTP 503$/.test(attempt.error ?? '')).length).toBeGreaterThan(0);
  expect(
    failedAttempts.filter((attempt) => !/ HTTP 503$|network error|^interrupted: /.test(attempt.error ?? '')),
  ).toEqual([]);

  // Authentic, known, one per lead after de-duplication.
  const byKey = new Map<string, number>();
  for (const delivery of crm.delivered)
    byKey.set(delivery.idempotencyKey, (byKey.get(delivery.idempotencyKey) ?? 0) + 1);
  const duplicates = crm.delivered.length - byKey.size;
  expect(crm.invalid).toEqual([]);
  expect(crm.refusedWhileDown).toBeGreaterThan(0);
  expect(byKey.size).toBe(LEADS);
  expect([...byKey.keys()].filter((id) => !storedById.has(id))).toEqual([]);
  expect(crm.delivered.filter((delivery) => delivery.tenant !== FAULT_TENANT)).toEqual([]);
  // At-least-once across a SIGKILL: the batch the second kill caught after the CRM took it comes again, nothing more
  // (a database stopped mid-run may leave one more batch delivered but not recorded).
  expect(duplicates).toBeGreaterThan(0);
  const interruptions = kills.length + (run.databaseRestart ? 1 : 0);
  expect(duplicates).toBeLessThanOrEqual(interruptions * FAULT_FORWARDER_LIMITS.batchSize);
  // Each lead the CRM got twice had its interrupted attempt recorded: the duplicate risk shows in the store.
  const interrupted = new Set(
    failedAttempts.filter((attempt) => attempt.error?.startsWith('interrupted: ')).map((attempt) => attempt.leadId),
  );
  expect([...byKey].filter(([id, count]) => count > 1 && !interrupted.has(id))).toEqual([]);
  expect(deliveries.filter((delivery) => delivery.attemptStartedAt !== null)).toEqual([]);
}
