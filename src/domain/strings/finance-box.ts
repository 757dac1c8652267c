/** The default texts of the `financeBox.` keys: one message group of src/domain/strings.ts. */
export const FINANCE_BOX_STRINGS = {
  'financeBox.title': 'Finance this car',
  'financeBox.perWeek': '{amount} per week*',
  'financeBox.perMonth': '{amount} per month*',
  'financeBox.deposit': 'Deposit',
  'financeBox.term': 'Term',
  'financeBox.termYears': '{years} years',
  'financeBox.interestRate': 'Interest rate',
  'financeBox.comparisonRate': 'Comparison rate*',
  'financeBox.rate': '{rate}% p.a.',
  'financeBox.balloon': 'Final payment (balloon)',
  'financeBox.establishmentFee': 'Establishment fee',
  'financeBox.totalPayable': 'Total payable',
} as const;
