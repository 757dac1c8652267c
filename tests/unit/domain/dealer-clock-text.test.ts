import { describe, expect, it } from 'vitest';
import { formatDealerDateTime } from '../../../src/domain/dealer-clock-text.ts';
import { DEFAULT_STRINGS, fillString } from '../../../src/domain/strings.ts';

describe('"Stock as at {time}": the build clock on the dealer’s clock (Brisbane, AEST all year)', () => {
  it.each([
    ['2026-11-19T14:00:00Z', '20 Nov 2026, 12:00 am AEST'], // midnight in Brisbane, the day before in UTC
    ['2026-11-20T08:05:00Z', '20 Nov 2026, 6:05 pm AEST'],
    ['2026-01-01T02:00:00Z', '1 Jan 2026, 12:00 pm AEST'],
    ['2026-10-04T16:30:00Z', '5 Oct 2026, 2:30 am AEST'], // Sydney is on daylight time; Brisbane is not
  ])('%s reads %s', (instant, text) => {
    expect(formatDealerDateTime(new Date(instant))).toBe(text);
  });

  it('answers each instant its own text when asked again, formatted once per instant in a row', () => {
    const build = new Date('2026-11-20T08:05:00Z');
    expect(formatDealerDateTime(build)).toBe('20 Nov 2026, 6:05 pm AEST');
    expect(formatDealerDateTime(new Date(build))).toBe('20 Nov 2026, 6:05 pm AEST');
    expect(formatDealerDateTime(new Date('2026-01-01T02:00:00Z'))).toBe('1 Jan 2026, 12:00 pm AEST');
    expect(formatDealerDateTime(build)).toBe('20 Nov 2026, 6:05 pm AEST');
  });

  it('fills the footer string', () => {
    expect(
      fillString(DEFAULT_STRINGS['footer.stockAsAt'], { time: formatDealerDateTime(new Date('2026-11-19T14:00:00Z')) }),
    ).toBe('Stock as at 20 Nov 2026, 12:00 am AEST');
  });
});
