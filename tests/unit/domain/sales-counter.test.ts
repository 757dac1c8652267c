import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SALES_COUNTER_REFRESH_MS,
  SALES_PER_DAY,
  SECONDS_PER_SALE,
  salesThisMonth,
} from '../../../src/domain/sales-counter.ts';

describe('sales counter: "192 per day from a day-of-month base plus one per 450 seconds of the day, timezone Brisbane, refreshed every 150000 ms" (spec 02 §9)', () => {
  it("uses the spec's constants", () => {
    expect([SALES_PER_DAY, SECONDS_PER_SALE, SALES_COUNTER_REFRESH_MS]).toEqual([192, 450, 150000]);
  });

  it.each([
    ['midnight on the 1st, Brisbane', '2026-11-01T00:00:00+10:00', 0],
    ['449 seconds later', '2026-11-01T00:07:29+10:00', 0],
    ['450 seconds later', '2026-11-01T00:07:30+10:00', 1],
    ['noon on the 1st', '2026-11-01T12:00:00+10:00', 96],
    ['one second before midnight', '2026-11-01T23:59:59+10:00', 191],
    ['midnight on the 2nd', '2026-11-02T00:00:00+10:00', 192],
    ['the 21st at 05:30', '2026-11-21T05:30:00+10:00', 20 * 192 + 44],
    ['the 1st in Brisbane while UTC is still on the 31st', '2026-10-31T14:30:00Z', 4],
  ])('%s → %s', (_name, iso, expected) => expect(salesThisMonth(new Date(iso))).toBe(expected));

  it('never goes down within a Brisbane day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 86_399 }),
        fc.integer({ min: 0, max: 86_399 }),
        (day, a, b) => {
          const at = (seconds: number) =>
            new Date(Date.parse(`2026-02-${String(day).padStart(2, '0')}T00:00:00+10:00`) + seconds * 1000);
          const [early, late] = a <= b ? [a, b] : [b, a];
          return salesThisMonth(at(early)) <= salesThisMonth(at(late));
        },
      ),
    );
  });
});
