/**
 * The per-lender finance box (spec 02 §2, §3 "Finance lender", §9 "Weekly payment shown rounded to
 * whole dollars; comparison rate to 2 decimals").
 */
import { describe, expect, it } from 'vitest';
import { financeBoxContent } from '../../../src/components/vehicle/tools/finance-box.ts';
import { DEFAULT_STRINGS } from '../../../src/domain/strings.ts';

describe('financeBoxContent', () => {
  const lender = {
    disclaimer: ' Estimated repayment based on a 5-year secured consumer loan. ',
    deposit: 5900,
    interestRate: 6.89,
    comparisonRate: 7.58,
    paymentWeek: 195.75,
    paymentMonth: 847.6,
    totalPayable: 71695,
    termYears: 5,
    balloon: 14900,
    establishmentFees: 1360.5,
  };
  it('shows every published figure, the weekly payment rounded to whole dollars and rates to 2 decimals', () => {
    expect(financeBoxContent(lender, DEFAULT_STRINGS)).toEqual({
      payment: '$196 per week*',
      rows: [
        { label: 'Deposit', value: '$5,900' },
        { label: 'Term', value: '5 years' },
        { label: 'Interest rate', value: '6.89% p.a.' },
        { label: 'Comparison rate*', value: '7.58% p.a.' },
        { label: 'Final payment (balloon)', value: '$14,900' },
        { label: 'Establishment fee', value: '$1,360.50' },
        { label: 'Total payable', value: '$71,695' },
      ],
      disclaimer: 'Estimated repayment based on a 5-year secured consumer loan.',
    });
  });

  it.each([
    [
      'no weekly payment: the monthly one (Nissan Finance publishes monthly)',
      { paymentMonth: 847.6 },
      '$848 per month*',
    ],
    ['neither payment: no headline', {}, null],
  ])('%s', (_name, figures, payment) => expect(financeBoxContent(figures, DEFAULT_STRINGS).payment).toBe(payment));

  it.each([
    ['a term in months only', { termMonths: 60 }, [{ label: 'Term', value: '5 years' }]],
    ['a rate of 8 reads 8.00', { interestRate: 8 }, [{ label: 'Interest rate', value: '8.00% p.a.' }]],
    ['nothing published: no rows', {}, []],
  ])('%s', (_name, figures, rows) => expect(financeBoxContent(figures, DEFAULT_STRINGS).rows).toEqual(rows));

  it('a blank disclaimer is none', () =>
    expect(financeBoxContent({ disclaimer: '  ' }, DEFAULT_STRINGS).disclaimer).toBeNull());
});
