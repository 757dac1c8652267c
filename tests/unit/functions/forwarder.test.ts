import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { createSqliteLeadStore } from '../../../functions/adapters/sqlite-lead-store.ts';
import { createLocalSink } from '../../../functions/adapters/sinks/local-sink.ts';
import { webhookKey } from '../../../functions/adapters/sinks/standard-webhooks.ts';
import type { RetryPolicy, TenantSinks } from '../../../functions/adapters/sinks/tenant-sinks.ts';
import { createWebhookSink } from '../../../functions/adapters/sinks/webhook-sink.ts';
import { createForwarder, type ForwarderOptions } from '../../../functions/forwarder.ts';
import type { LeadStore } from '../../../functions/ports/lead-store.ts';
import { StoreUnavailableError } from '../../../functions/ports/store-unavailable.ts';
import { retryDelayMs } from '../../../functions/retry-delay.ts';
import { fakeCrm, manualClock, type CrmAnswer } from './delivery-fakes.ts';

const TENANT = 'harbour-city-toyota';
const RETRY: RetryPolicy = { maxAttempts: 4, baseMs: 1_000, ceilingMs: 5_000 };
const stores: LeadStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

async function openStore(path = ':memory:'): Promise<LeadStore> {
  const store = createSqliteLeadStore(path);
  await store.migrate();
  stores.push(store);
  return store;
}

function setup(answers: CrmAnswer[], options: { retry?: RetryPolicy; random?: number; store?: LeadStore } = {}) {
  const clock = manualClock();
  const crm = fakeCrm(answers);
  const sinks: TenantSinks = {
    sinks: new Map([
      ['local', createLocalSink('local')],
      [
        'crm',
        createWebhookSink({
          name: 'crm',
          url: 'https://crm.example.com/hook',
          key: webhookKey('secret'),
          timeoutMs: 1_000,
          fetch: crm.fetch,
          clock: clock.now,
        }),
      ],
    ]),
    retry: options.retry ?? RETRY,
  };
  const forwarderOptions = (store: LeadStore): ForwarderOptions => ({
    store,
    sinksFor: (tenant) => (tenant === TENANT ? sinks : null),
    clock: clock.now,
    random: () => options.random ?? 0.5,
    log: () => undefined,
  });
  return { clock, crm, forwarderOptions };
}

async function addLead(
  store: LeadStore,
  now: Date,
  id = crypto.randomUUID(),
  sinks: readonly string[] = ['local', 'crm'],
): Promise<string> {
  await store.createLead({
    id,
    tenant: TENANT,
    type: 'enquiry',
    payload: { name: 'Test', car_id: 42 },
    idempotencyKey: null,
    bodyHash: 'h',
    sinks,
    now,
  });
  return id;
}

const status = async (store: LeadStore, leadId: string) =>
  Object.fromEntries(
    (await store.deliveries({ leadId })).map((d) => [
      d.sink,
      { status: d.status, attempts: d.attempts, next: d.nextAttemptAt, error: d.lastError },
    ]),
  );

describe('forwarder: delivers each outbox entry, records every attempt', () => {
  it('success: both sinks delivered in one pass, each attempt logged', async () => {
    const store = await openStore();
    const { clock, crm, forwarderOptions } = setup([200]);
    const id = await addLead(store, clock.now());
    expect(await createForwarder(forwarderOptions(store)).runOnce()).toEqual({
      claimed: 2,
      delivered: 2,
      retrying: 0,
      dead: 0,
      unrecorded: 0,
    });
    expect(await status(store, id)).toMatchObject({
      local: { status: 'delivered', attempts: 1 },
      crm: { status: 'delivered', attempts: 1 },
    });
    expect(crm.received.map((r) => r.headers['idempotency-key'])).toEqual([id]);
    expect((await store.attempts(id)).map((a) => [a.sink, a.ok]).sort()).toEqual([
      ['crm', true],
      ['local', true],
    ]);
    expect((await createForwarder(forwarderOptions(store)).runOnce()).claimed).toBe(0);
  });

  it('retry timing: 503 then 503 then 200, waits random × base × 2^(n−1), nothing sent before it is due', async () => {
    const store = await openStore();
    const { clock, crm, forwarderOptions } = setup([503, 503, 200], { random: 0.5 });
    const forwarder = createForwarder(forwarderOptions(store));
    const id = await addLead(store, clock.now(), undefined, ['crm']);

    await forwarder.runOnce();
    expect(await status(store, id)).toEqual({
      crm: { status: 'pending', attempts: 1, next: '2026-05-01T00:00:00.500Z', error: 'crm.example.com: HTTP 503' },
    });
    clock.advance(499);
    expect((await forwarder.runOnce()).claimed).toBe(0);
    clock.advance(1);
    await forwarder.runOnce();
    expect(await status(store, id)).toMatchObject({
      crm: { status: 'pending', attempts: 2, next: '2026-05-01T00:00:01.500Z' },
    });
    clock.advance(1_000);
    await forwarder.runOnce();
    expect(await status(store, id)).toMatchObject({ crm: { status: 'delivered', attempts: 3 } });
    expect(crm.received).toHaveLength(3);
    expect((await store.attempts(id)).map((a) => [a.ok, a.error])).toEqual([
      [false, 'crm.example.com: HTTP 503'],
      [false, 'crm.example.com: HTTP 503'],
      [true, null],
    ]);
  });

  it('ceiling: the wait never exceeds retry_ceiling_ms however many attempts failed', async () => {
    const store = await openStore();
    const { clock, forwarderOptions } = setup([503], {
      retry: { maxAttempts: 20, baseMs: 1_000, ceilingMs: 5_000 },
      random: 0.999999,
    });
    const forwarder = createForwarder(forwarderOptions(store));
    const id = await addLead(store, clock.now(), undefined, ['crm']);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      await forwarder.runOnce();
      const next = Date.parse((await status(store, id)).crm!.next);
      waits.push(next - clock.now().getTime());
      clock.set(new Date(next));
    }
    expect(waits).toEqual([999, 1_999, 3_999, 4_999, 4_999, 4_999]);
  });

  it('dead after max_attempts, with the last error and the count', async () => {
    const store = await openStore();
    const { clock, crm, forwarderOptions } = setup(['network-error'], {
      retry: { maxAttempts: 3, baseMs: 10, ceilingMs: 10 },
    });
    const forwarder = createForwarder(forwarderOptions(store));
    const id = await addLead(store, clock.now(), undefined, ['crm']);
    for (let i = 0; i < 5; i += 1) {
      await forwarder.runOnce();
      clock.advance(10);
    }
    expect(crm.received).toHaveLength(3);
    expect(await status(store, id)).toMatchObject({
      crm: {
        status: 'dead',
        attempts: 3,
        error: 'crm.example.com: network error (TypeError ECONNREFUSED) (gave up after 3 attempts)',
      },
    });
    expect(await store.attempts(id)).toHaveLength(3);
  });

  it('a refusal retrying cannot fix (422) is dead at once', async () => {
    const store = await openStore();
    const { clock, crm, forwarderOptions } = setup([422]);
    const id = await addLead(store, clock.now(), undefined, ['crm']);
    expect(await createForwarder(forwarderOptions(store)).runOnce()).toMatchObject({ dead: 1 });
    expect(await status(store, id)).toMatchObject({
      crm: { status: 'dead', attempts: 1, error: 'crm.example.com: HTTP 422 (not retryable)' },
    });
    expect(crm.received).toHaveLength(1);
  });

  it('requeued dead deliveries are sent again with a fresh budget', async () => {
    const store = await openStore();
    const { clock, crm, forwarderOptions } = setup([422, 200]);
    const forwarder = createForwarder(forwarderOptions(store));
    const id = await addLead(store, clock.now(), undefined, ['crm']);
    await forwarder.runOnce();
    expect(await store.requeue({ tenant: TENANT, leadId: id, now: clock.now() })).toBe(1);
    await forwarder.runOnce();
    expect(await status(store, id)).toMatchObject({ crm: { status: 'delivered' } });
    expect(crm.received).toHaveLength(2);
  });

  it('an entry whose sink is no longer configured is parked dead, naming it', async () => {
    const store = await openStore();
    const { clock, forwarderOptions } = setup([200]);
    const id = await addLead(store, clock.now(), undefined, ['old-crm']);
    await createForwarder(forwarderOptions(store)).runOnce();
    expect(await status(store, id)).toMatchObject({
      'old-crm': { status: 'dead', error: `sink "old-crm" is not configured for ${TENANT}` },
    });
  });

  it('an unexpected sink failure is retried, its message kept', async () => {
    const store = await openStore();
    const { clock, forwarderOptions } = setup([200]);
    const options = forwarderOptions(store);
    const broken: TenantSinks = {
      sinks: new Map([
        [
          'crm',
          {
            name: 'crm',
            kind: 'webhook',
            deliver: async () => {
              throw new RangeError('boom');
            },
          },
        ],
      ]),
      retry: RETRY,
    };
    const id = await addLead(store, clock.now(), undefined, ['crm']);
    await createForwarder({ ...options, sinksFor: () => broken }).runOnce();
    expect(await status(store, id)).toMatchObject({
      crm: { status: 'pending', attempts: 1, error: 'RangeError: boom' },
    });
  });
});

describe('leases, restarts and two forwarders', () => {
  it('two forwarders on one store file never deliver the same entry twice', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'forwarder-')), 'leads.sqlite');
    const [a, b] = [await openStore(file), await openStore(file)];
    const { clock, crm, forwarderOptions } = setup([200]);
    const ids = await Promise.all(Array.from({ length: 60 }, () => addLead(a, clock.now(), undefined, ['crm'])));
    const limits = { batchSize: 7 };
    const [one, two] = [
      createForwarder({ ...forwarderOptions(a), limits }),
      createForwarder({ ...forwarderOptions(b), limits }),
    ];
    for (let pass = 0; pass < 10; pass += 1)
      await Promise.all([one.runOnce(), two.runOnce(), one.runOnce(), two.runOnce()]);
    const sent = crm.received.map((r) => r.headers['idempotency-key']);
    expect(new Set(sent).size).toBe(sent.length);
    expect(sent.sort()).toEqual([...ids].sort());
  });

  it('an entry claimed by a forwarder that died is not touched until its lease ends, then delivered', async () => {
    const store = await openStore();
    const { clock, crm, forwarderOptions } = setup([200]);
    const id = await addLead(store, clock.now(), undefined, ['crm']);
    await store.claimDue(clock.now(), 10, 60_000); // the dead forwarder's claim
    const forwarder = createForwarder({ ...forwarderOptions(store), limits: { leaseMs: 60_000 } });
    clock.advance(59_999);
    expect((await forwarder.runOnce()).claimed).toBe(0);
    clock.advance(1);
    await forwarder.runOnce();
    expect(await status(store, id)).toMatchObject({ crm: { status: 'delivered' } });
    expect(crm.received).toHaveLength(1);
  });

  describe('a crash mid-delivery', () => {
    /** A pid no process has: a child that has already exited. */
    const deadPid = () => {
      const child = spawnSync(process.execPath, ['-e', '0']);
      return child.pid!;
    };

    it('the attempt is marked started in the store before anything is sent, and cleared when recorded', async () => {
      const store = await openStore();
      const { clock, forwarderOptions } = setup([200]);
      const id = await addLead(store, clock.now(), undefined, ['probe']);
      const seenBySink: (string | null)[] = [];
      const sinks: TenantSinks = {
        sinks: new Map([
          [
            'probe',
            {
              name: 'probe',
              kind: 'local',
              async deliver() {
                seenBySink.push((await store.deliveries({ leadId: id }))[0]!.attemptStartedAt);
              },
            },
          ],
        ]),
        retry: RETRY,
      };
      await createForwarder({ ...forwarderOptions(store), sinksFor: () => sinks }).runOnce();
      expect(seenBySink).toEqual([clock.now().toISOString()]);
      expect(await store.deliveries({ leadId: id })).toMatchObject([
        { status: 'delivered', attemptStartedAt: null, interruptedAttempts: 0 },
      ]);
    });

    it.each([
      ['no process with its pid runs on this host', () => `${hostname()}:${deadPid()}:dead0001`],
      ['it is an earlier process with this pid (a restarted container)', () => `${hostname()}:${process.pid}:earlier1`],
    ])(
      'at start the leases of a forwarder that is gone (%s) are released: resent at once, the risk recorded',
      async (_, deadOwner) => {
        const store = await openStore();
        const { clock, crm, forwarderOptions } = setup([200]);
        const id = await addLead(store, clock.now(), undefined, ['crm']);
        // The dead forwarder claimed the entry, marked its attempt started, and died mid-send.
        await store.claimDue(clock.now(), 10, 120_000, deadOwner());
        await store.markAttemptStarted(id, 'crm', clock.now());
        expect((await store.deliveries({ leadId: id }))[0]!.attemptStartedAt).toBe(clock.now().toISOString());

        clock.advance(1_000);
        const forwarder = createForwarder(forwarderOptions(store));
        expect(await forwarder.releaseOrphanedLeases()).toBe(1);
        await forwarder.runOnce();
        expect(crm.received).toHaveLength(1);
        expect(await store.deliveries({ leadId: id })).toMatchObject([
          { status: 'delivered', attemptStartedAt: null, interruptedAttempts: 1 },
        ]);
        expect((await store.attempts(id)).map((a) => [a.ok, a.error?.split(':')[0] ?? null])).toEqual([
          [false, 'interrupted'],
          [true, null],
        ]);
      },
    );

    it.each([
      ['a live process on this host', () => `${hostname()}:${process.ppid}:alive001`],
      ['another host', () => `elsewhere.example:${deadPid()}:other001`],
      ['an owner id of another form', () => 'some-instance'],
    ])('leases held by %s are left to run out', async (_, liveOwner) => {
      const store = await openStore();
      const { clock, crm, forwarderOptions } = setup([200]);
      await addLead(store, clock.now(), undefined, ['crm']);
      await store.claimDue(clock.now(), 10, 120_000, liveOwner());
      const forwarder = createForwarder(forwarderOptions(store));
      expect(await forwarder.releaseOrphanedLeases()).toBe(0);
      expect((await forwarder.runOnce()).claimed).toBe(0);
      expect(crm.received).toHaveLength(0);
    });

    it('start() releases orphaned leases before its first pass', async () => {
      const store = await openStore();
      const { crm, forwarderOptions } = setup([200]);
      const id = await addLead(store, new Date(), undefined, ['crm']);
      await store.claimDue(new Date(), 10, 120_000, `${hostname()}:${deadPid()}:dead0002`);
      const forwarder = createForwarder({ ...forwarderOptions(store), clock: () => new Date() });
      forwarder.start();
      await expect
        .poll(async () => (await store.deliveries({ leadId: id }))[0]!.status, { timeout: 3_000 })
        .toBe('delivered');
      await forwarder.stop();
      expect(crm.received).toHaveLength(1);
    });
  });

  it('a restart resumes from the store: pending entries and their attempt counts survive', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'forwarder-')), 'leads.sqlite');
    const first = await openStore(file);
    const { clock, crm, forwarderOptions } = setup([503, 200]);
    const id = await addLead(first, clock.now(), undefined, ['crm']);
    await createForwarder(forwarderOptions(first)).runOnce();
    await first.close();
    stores.splice(stores.indexOf(first), 1);

    const second = await openStore(file);
    clock.advance(60_000);
    await createForwarder(forwarderOptions(second)).runOnce();
    expect(await status(second, id)).toMatchObject({ crm: { status: 'delivered', attempts: 2 } });
    expect(crm.received).toHaveLength(2);
  });

  it('start() polls until stop(), which waits for the pass in progress', async () => {
    const store = await openStore();
    const crm = fakeCrm([200]);
    const sinks: TenantSinks = {
      sinks: new Map([
        [
          'crm',
          createWebhookSink({
            name: 'crm',
            url: 'https://crm.example.com/hook',
            key: webhookKey('s'),
            timeoutMs: 1_000,
            fetch: crm.fetch,
            clock: () => new Date(),
          }),
        ],
      ]),
      retry: RETRY,
    };
    const forwarder = createForwarder({
      store,
      sinksFor: () => sinks,
      clock: () => new Date(),
      random: Math.random,
      limits: { pollIntervalMs: 5 },
      log: () => undefined,
    });
    forwarder.start();
    forwarder.start(); // a second start is a no-op, not a second loop
    const id = await addLead(store, new Date(), undefined, ['crm']);
    await expect
      .poll(async () => (await status(store, id)).crm?.status, { timeout: 2_000, interval: 5 })
      .toBe('delivered');
    await forwarder.stop();
    await addLead(store, new Date(), undefined, ['crm']);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(crm.received).toHaveLength(1);
  });

  it('a store outage (every call unavailable) is logged and waited out: the loop keeps polling and delivers once the store is back', async () => {
    const real = await openStore();
    const down = { now: true, calls: 0 };
    // Every method throws what the PostgreSQL store throws while its database is away.
    const store = new Proxy(real, {
      get(target, name: keyof LeadStore) {
        const value = target[name];
        if (typeof value !== 'function' || name === 'close') return value;
        return (...args: unknown[]) => {
          if (!down.now) return (value as (...a: unknown[]) => unknown).apply(target, args);
          down.calls += 1;
          return Promise.reject(new StoreUnavailableError('PostgreSQL unavailable: connect ECONNREFUSED'));
        };
      },
    });
    const id = await addLead(real, new Date(), undefined, ['local']);
    const logs: string[] = [];
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const forwarder = createForwarder({
      store,
      sinksFor: () => ({ sinks: new Map([['local', createLocalSink('local')]]), retry: RETRY }),
      clock: () => new Date(),
      random: Math.random,
      limits: { pollIntervalMs: 5 },
      log: (line) => logs.push(line),
    });
    try {
      forwarder.start();
      await expect.poll(() => down.calls, { timeout: 2_000, interval: 5 }).toBeGreaterThan(5);
      expect(logs.some((line) => line.includes('run failed') && line.includes('unavailable'))).toBe(true);
      down.now = false;
      await expect
        .poll(async () => (await status(real, id)).local?.status, { timeout: 2_000, interval: 5 })
        .toBe('delivered');
    } finally {
      await forwarder.stop();
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });
});

describe('retryDelayMs: random × min(ceiling, base × 2^(n−1))', () => {
  it.each([
    [1, 0.5, 500],
    [2, 0.5, 1_000],
    [3, 0.5, 2_000],
    [4, 0.5, 2_500],
    [30, 0.5, 2_500],
    [1, 0, 0],
    [3, 0.999, 3_996],
    [200, 0.25, 1_250],
  ])('attempt %i, random %f → %i ms (base 1000, ceiling 5000)', (attempt, random, delay) => {
    expect(retryDelayMs(attempt, RETRY, () => random)).toBe(delay);
  });

  it('property: within [0, min(ceiling, base × 2^(n−1))), never above the ceiling', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000 }),
        fc.integer({ min: 1, max: 1e7 }),
        fc.integer({ min: 0, max: 1e8 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (attempt, base, extra, random) => {
          const policy = { baseMs: base, ceilingMs: base + extra };
          const delay = retryDelayMs(attempt, policy, () => random);
          expect(delay).toBeGreaterThanOrEqual(0);
          expect(delay).toBeLessThanOrEqual(Math.min(policy.ceilingMs, base * 2 ** (attempt - 1)));
          expect(Number.isInteger(delay)).toBe(true);
        },
      ),
    );
  });
});
