/**
 * Car types and their labels, free of the schemas (and so of zod): the search island shows them,
 * and its JavaScript budget has no room for a validation library it never uses.
 */

/** Spec 01 §3: car_type is new, demo or used. */
export const CAR_TYPES = ['new', 'demo', 'used'] as const;
export type CarType = (typeof CAR_TYPES)[number];
/** How a car type reads to shoppers (card "Condition", phone labels, headings). */
export const CAR_TYPE_LABELS: Record<CarType, string> = { new: 'New', demo: 'Demo', used: 'Used' };
