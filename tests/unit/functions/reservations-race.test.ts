/**
 * One car, one hold (issue 16): 50 shoppers reserve the same car at the same moment through
 * app.request(); exactly one gets the hold, 49 get the 409 with the Find Me Something Similar link,
 * and only the one reaches the payment provider. On SQLite (worker thread) and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { CAR_ALREADY_RESERVED_MESSAGE } from '../../../src/domain/reservation.ts';
import { PG_URL, RESERVABLE, reservationHarness, SHOPPER } from './reservations-harness.ts';

const SHOPPERS = 50;
let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

const stores = PG_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

describe.each(stores)('50 concurrent reservations of one car on %s', (store) => {
  it.each(['none', 'stripe'] as const)(
    'with %s: exactly 1 hold, 49 clear refusals, 0 payment sessions for them',
    async (provider) => {
      const h = await reservationHarness({ store, provider });
      close = h.close;
      const responses = await Promise.all(
        Array.from({ length: SHOPPERS }, (_, n) =>
          h.reserve({ car_id: RESERVABLE.id, ...SHOPPER, email: `shopper${n}@example.com` }, randomUUID()),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(SHOPPERS - 1);
      const refusals = await Promise.all(responses.filter((r) => r.status === 409).map((r) => r.json()));
      for (const refusal of refusals)
        expect(refusal).toEqual({
          error: CAR_ALREADY_RESERVED_MESSAGE,
          similar_href: `/cars/${RESERVABLE.slug}#enquire`,
        });
      if (provider === 'stripe') expect(h.stripe!.sessionsCreated()).toHaveLength(1);
      expect(await h.reservationLeads()).toHaveLength(1);
    },
  );
});
