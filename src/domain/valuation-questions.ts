/**
 * The trade-in valuation's questions and the kilometres message, apart from the estimate's rules
 * (trade-in-valuation.ts) so the page's island carries only these.
 */

/** Ours: kilometres below zero or not a number. */
export const INVALID_KM_MESSAGE = 'Please enter the kilometres as a number of 0 or more.';

/** The condition questions (the valuation's `adjustmentAnswers`), each answer with its adjustment to the value. */
export const ADJUSTMENT_QUESTIONS = [
  {
    name: 'condition',
    options: [
      ['Excellent', 0],
      ['Good', -0.03],
      ['Fair', -0.08],
      ['Poor', -0.15],
    ],
  },
  {
    name: 'accident_history',
    options: [
      ['No', 0],
      ['Yes', -0.1],
    ],
  },
  {
    name: 'service_history',
    options: [
      ['Full', 0],
      ['Partial', -0.03],
      ['None', -0.07],
    ],
  },
] as const satisfies readonly { name: string; options: readonly (readonly [string, number])[] }[];
