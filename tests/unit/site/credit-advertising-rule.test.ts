import { describe, expect, it } from 'vitest';
import { creditAdvertisingProblems, pageText } from '../../e2e/credit-advertising-rule.ts';

const WARNING =
  'Comparison rate based on a 5-year secured loan of $30,000. WARNING: This comparison rate is true only for the example given and may not include all fees and charges.';

describe('creditAdvertisingProblems (issue 15 item 6)', () => {
  it('passes a rate with its comparison rate, the warning and the example', () => {
    expect(creditAdvertisingProblems(`8.99% p.a. · comparison rate 9.52% p.a.* ${WARNING}`)).toEqual([]);
  });

  it("fails the sticky bar's bare rate", () => {
    expect(creditAdvertisingProblems(`est. $247/wk based on sample 6.80% p.a. ${WARNING}`)).toEqual([
      "'est. $247/wk based on sample 6.80% p.a.' has no comparison rate nearby",
    ]);
  });

  it('fails a rate whose comparison rate is far away', () => {
    const far = 'x'.repeat(500);
    expect(creditAdvertisingProblems(`6.80% p.a. ${far} comparison rate 7.10% ${WARNING}`)).toHaveLength(1);
  });

  it('fails a page with rates and no warning or example', () => {
    expect(creditAdvertisingProblems('8.99% p.a. comparison rate 9.52% p.a.')).toEqual([
      'rates without the comparison-rate warning',
      'rates without the example (a 5-year secured loan of $30,000)',
    ]);
  });

  it('ignores labels without a figure, and pages without rates', () => {
    expect(creditAdvertisingProblems('Interest rate (% p.a.) Repayment')).toEqual([]);
  });

  it('reads the text, not scripts or attributes', () => {
    const html = `<p data-x="6.80% p.a.">Hello</p><script>const r = "6.80% p.a."</script><astro-island props='{"a":"5% p.a."}'></astro-island>`;
    expect(pageText(html).trim()).toBe('Hello');
  });
});

it('one comparison rate does not vouch for two advertised rates', () => {
  const page = `Only 6.80% p.a. and est. $247/wk based on sample 6.80% p.a. · comparison rate 7.10% p.a.* ${WARNING}`;
  expect(creditAdvertisingProblems(page)).toHaveLength(1);
});
