/**
 * Spec 02 §5 credit history, on its own: the lead schema (schemas/leads.ts), which every form page's script loads,
 * needs only these, not the finance quote's texts and rules (finance-quote.ts re-exports them).
 */

/** Spec 02 §5: credit history GREAT, DECENT or POOR. */
export const CREDIT_SCORES = ['GREAT', 'DECENT', 'POOR'] as const;
export type CreditScore = (typeof CREDIT_SCORES)[number];
/** Spec 02 §5: credit history default GREAT. */
export const DEFAULT_CREDIT_SCORE: CreditScore = 'GREAT';
