/**
 * The activity-store contract (view counts, the phone-reveal log and POST
 * /api/miscellaneous): every adapter of `functions/ports/activity-store.ts` must pass it.
 * Registered by the SQLite and PostgreSQL test files.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityStore, MiscellaneousRecord, PhoneReveal } from '../../../functions/ports/activity-store.ts';

const T0 = new Date('2026-05-01T00:00:00.000Z');
const at = (seconds: number): Date => new Date(T0.getTime() + seconds * 1000);
const HARBOUR = 'harbour-city-toyota';
const SOUTHSIDE = 'southside-used-cars';

type RevealInput = Parameters<ActivityStore['recordPhoneReveal']>[0];
type RecordInput = Parameters<ActivityStore['saveMiscellaneous']>[0];

/** Spec 01 §7 "Phone-reveal log: sends car_id, dealership_id, website_id". */
const reveal = (overrides: Partial<RevealInput> = {}): RevealInput => ({
  tenant: HARBOUR,
  carId: 42,
  dealershipId: 7,
  websiteId: HARBOUR,
  at: T0,
  ...overrides,
});

/** Spec 01 §7 "POST /api/miscellaneous | valuation result plus column_name valuation"; no real person's data. */
const record = (overrides: Partial<RecordInput> = {}): RecordInput => ({
  id: randomUUID(),
  tenant: HARBOUR,
  columnName: 'valuation',
  data: { car_id: 42, valuation: { low: 18_000, high: 21_500 } },
  createdAt: T0,
  ...overrides,
});

/** What a read gives back for what was written. */
const revealRead = (input: RevealInput): PhoneReveal => ({ ...input, at: input.at.toISOString() });
const recordRead = (input: RecordInput): MiscellaneousRecord => ({
  ...input,
  createdAt: input.createdAt.toISOString(),
});

/** Writes one of everything, for the tests that check nothing is lost. */
async function writeOneOfEach(store: ActivityStore) {
  const views = [await store.countView(HARBOUR, 42, T0), await store.countView(HARBOUR, 42, at(1))];
  const revealed = reveal({ carId: null, dealershipId: null, websiteId: null, at: at(2) });
  await store.recordPhoneReveal(revealed);
  const saved = record({ createdAt: at(3) });
  await store.saveMiscellaneous(saved);
  return { views, revealed, saved };
}

async function expectOneOfEach(store: ActivityStore, written: Awaited<ReturnType<typeof writeOneOfEach>>) {
  expect(written.views).toEqual([1, 2]);
  expect(await store.viewCount(HARBOUR, 42)).toBe(2);
  expect(await store.phoneReveals(HARBOUR)).toEqual([revealRead(written.revealed)]);
  expect(await store.miscellaneous(HARBOUR)).toEqual([recordRead(written.saved)]);
}

/**
 * Registers the contract for one adapter; `create` gives a fresh, empty store (migrated here).
 * `reopen`, where the adapter has somewhere lasting to keep data (a SQLite file, a PostgreSQL
 * schema), opens the store `create` gave last once more, to show a closed store kept everything.
 */
export function describeActivityStoreContract(
  name: string,
  create: () => Promise<ActivityStore>,
  reopen?: () => Promise<ActivityStore>,
): void {
  describe(`${name} activity store contract`, () => {
    let store: ActivityStore;
    beforeEach(async () => {
      store = await create();
      await store.migrate();
    });
    afterEach(async () => store.close());

    it('migrate is idempotent and keeps the data', async () => {
      const written = await writeOneOfEach(store);
      await store.migrate();
      await store.migrate();
      await expectOneOfEach(store, written);
    });

    if (reopen) {
      it('close then reopen keeps everything', async () => {
        const written = await writeOneOfEach(store);
        await store.close();
        store = await reopen();
        await store.migrate();
        await expectOneOfEach(store, written);
        expect(await store.countView(HARBOUR, 42, at(9))).toBe(3);
      });
    }

    it('countView returns 1, 2, 3... per tenant and car; tenants and cars never mix', async () => {
      const calls: [tenant: string, carId: number, expected: number][] = [
        [HARBOUR, 42, 1],
        [HARBOUR, 42, 2],
        [HARBOUR, 7, 1],
        [SOUTHSIDE, 42, 1],
        [HARBOUR, 42, 3],
        [SOUTHSIDE, 42, 2],
        [HARBOUR, 7, 2],
      ];
      const returned: number[] = [];
      for (const [index, [tenant, carId]] of calls.entries()) {
        returned.push(await store.countView(tenant, carId, at(index)));
      }
      expect(returned).toEqual(calls.map(([, , expected]) => expected));
      expect(await store.viewCount(HARBOUR, 42)).toBe(3);
      expect(await store.viewCount(HARBOUR, 7)).toBe(2);
      expect(await store.viewCount(SOUTHSIDE, 42)).toBe(2);
    });

    it.each<[string, string, number]>([
      ['an unknown car', HARBOUR, 999],
      ['a car viewed only on another tenant', SOUTHSIDE, 42],
      ['an unknown tenant', 'nobody', 42],
    ])('viewCount of %s is 0', async (_case, tenant, carId) => {
      await store.countView(HARBOUR, 42, T0);
      expect(await store.viewCount(tenant, carId)).toBe(0);
    });

    it("mostViewed lists a tenant's cars by views, ties by car id, up to the limit", async () => {
      for (const [carId, views] of [
        [7, 2],
        [3, 5],
        [9, 2],
        [1, 1],
      ] as const) {
        for (let n = 0; n < views; n += 1) await store.countView(HARBOUR, carId, at(n));
      }
      await store.countView(SOUTHSIDE, 4, T0);
      expect(await store.mostViewed(HARBOUR, 3)).toEqual([
        { carId: 3, views: 5 },
        { carId: 7, views: 2 },
        { carId: 9, views: 2 },
      ]);
      expect(await store.mostViewed(SOUTHSIDE, 10)).toEqual([{ carId: 4, views: 1 }]);
      expect(await store.mostViewed('nobody', 10)).toEqual([]);
    });

    it('200 concurrent countView calls count exactly 200, each number 1..200 given once', async () => {
      const returned = await Promise.all(
        Array.from({ length: 200 }, (_, index) => store.countView(HARBOUR, 42, at(index))),
      );
      expect(await store.viewCount(HARBOUR, 42)).toBe(200);
      expect([...returned].sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, index) => index + 1));
    });

    it.each<[string, Partial<RevealInput>]>([
      ['every field', {}],
      ['no car (a location card)', { carId: null }],
      ['no car, dealership or website', { carId: null, dealershipId: null, websiteId: null }],
      ['a unicode website id', { websiteId: 'café-motors-日本' }],
    ])('a phone reveal with %s reads back equal', async (_case, overrides) => {
      const input = reveal(overrides);
      await store.recordPhoneReveal(input);
      expect(await store.phoneReveals(HARBOUR)).toEqual([revealRead(input)]);
    });

    it("lists a tenant's reveals newest first, ties by insertion order, with a limit", async () => {
      const inputs = [
        reveal({ carId: 1, at: at(10) }),
        reveal({ carId: 2, at: at(0) }),
        reveal({ carId: 3, at: at(10) }),
        reveal({ carId: 4, at: at(5) }),
      ];
      for (const input of inputs) await store.recordPhoneReveal(input);
      await store.recordPhoneReveal(reveal({ tenant: SOUTHSIDE, carId: 9, at: at(20) }));
      const newestFirst = [inputs[2]!, inputs[0]!, inputs[3]!, inputs[1]!].map(revealRead);
      expect(await store.phoneReveals(HARBOUR)).toEqual(newestFirst);
      expect(await store.phoneReveals(HARBOUR, { limit: 2 })).toEqual(newestFirst.slice(0, 2));
      expect(await store.phoneReveals(SOUTHSIDE)).toEqual([
        revealRead(reveal({ tenant: SOUTHSIDE, carId: 9, at: at(20) })),
      ]);
      expect(await store.phoneReveals('nobody')).toEqual([]);
    });

    it('counts reveals per car (no car is its own group), most revealed first, ties latest first', async () => {
      const reveals: [carId: number | null, seconds: number][] = [
        [1, 0],
        [1, 10],
        [1, 5],
        [null, 20],
        [null, 1],
        [null, 2],
        [2, 50],
        [3, 40],
      ];
      for (const [carId, seconds] of reveals) await store.recordPhoneReveal(reveal({ carId, at: at(seconds) }));
      // Another tenant's reveals of the same cars count for that tenant only.
      await store.recordPhoneReveal(reveal({ tenant: SOUTHSIDE, carId: 3, at: at(60) }));
      await store.recordPhoneReveal(reveal({ tenant: SOUTHSIDE, carId: 3, at: at(61) }));
      expect(await store.phoneRevealCounts(HARBOUR)).toEqual([
        { carId: null, count: 3, lastAt: at(20).toISOString() },
        { carId: 1, count: 3, lastAt: at(10).toISOString() },
        { carId: 2, count: 1, lastAt: at(50).toISOString() },
        { carId: 3, count: 1, lastAt: at(40).toISOString() },
      ]);
      expect(await store.phoneRevealCounts(SOUTHSIDE)).toEqual([{ carId: 3, count: 2, lastAt: at(61).toISOString() }]);
      expect(await store.phoneRevealCounts('nobody')).toEqual([]);
    });

    it.each<[string, Record<string, unknown>]>([
      ['unicode, quotes and emoji', { note: 'Ça va? "quoted" \'single\' <b>&amp;</b> 🚗 — 日本', owner: "O'Brien" }],
      [
        'nested objects and arrays',
        { valuation: { range: { low: 18_000, high: 21_500 }, answers: [{ q: 'km', a: [1, 2] }] } },
      ],
      [
        'numbers, booleans and nulls',
        { price: 29_990.5, km: 0, negative: -3, accepted: false, finance: true, rego: null },
      ],
      ['an empty object', {}],
    ])('a miscellaneous record with %s reads back unchanged', async (_case, data) => {
      const input = record({ data });
      await store.saveMiscellaneous(input);
      expect(await store.miscellaneous(HARBOUR)).toEqual([recordRead(input)]);
    });

    it("lists a tenant's records newest first, ties by insertion order, by column name, with a limit", async () => {
      const inputs = [
        record({ createdAt: at(10) }),
        record({ createdAt: at(0), columnName: 'trade_in' }),
        record({ createdAt: at(10), columnName: 'trade_in' }),
        record({ createdAt: at(5) }),
      ];
      for (const input of inputs) await store.saveMiscellaneous(input);
      const other = record({ tenant: SOUTHSIDE, createdAt: at(20) });
      await store.saveMiscellaneous(other);
      const newestFirst = [inputs[2]!, inputs[0]!, inputs[3]!, inputs[1]!].map(recordRead);
      expect(await store.miscellaneous(HARBOUR)).toEqual(newestFirst);
      expect(await store.miscellaneous(HARBOUR, { limit: 3 })).toEqual(newestFirst.slice(0, 3));
      expect(await store.miscellaneous(HARBOUR, { columnName: 'valuation' })).toEqual(
        [inputs[0]!, inputs[3]!].map(recordRead),
      );
      expect(await store.miscellaneous(HARBOUR, { columnName: 'trade_in', limit: 1 })).toEqual([
        recordRead(inputs[2]!),
      ]);
      expect(await store.miscellaneous(HARBOUR, { columnName: 'nothing' })).toEqual([]);
      expect(await store.miscellaneous(SOUTHSIDE)).toEqual([recordRead(other)]);
      expect(await store.miscellaneous(SOUTHSIDE, { columnName: 'trade_in' })).toEqual([]);
      expect(await store.miscellaneous('nobody')).toEqual([]);
    });
  });
}
