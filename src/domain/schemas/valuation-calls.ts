/**
 * The trade-in valuation's calls (spec 02 §3 "registration lookup sends rego and regoState",
 * "Valuation sends id and adjustmentAnswers"), checked by the functions with these schemas and used
 * by the page for its replies:
 * - POST /api/valuations/lookup `{ rego, regoState }` → `{ vehicle }`;
 * - POST /api/valuations `{ year, make, model, badge, km, adjustmentAnswers, rego, regoState }` →
 *   `{ id, result }`, the result an estimate, an appraisal request (spec 02 §9 limit) or none.
 * Field messages are the lead forms' own (spec 02 §8 'This is a required field.').
 */
import { z } from './zod.ts';
import { INVALID_VALUE_MESSAGE } from './leads.ts';
import { REQUIRED_FIELD_MESSAGE } from '../lead-forms.ts';
import { AU_STATES } from '../au-states.ts';
import { INVALID_KM_MESSAGE } from '../valuation-questions.ts';

/** Ours: a registration that is no plate (1 to 9 letters and digits, spaces ignored). */
export const INVALID_REGO_MESSAGE = 'Please enter a registration of up to 9 letters and numbers.';
/** Ours: a state that is not an Australian state or territory. */
export const INVALID_STATE_MESSAGE = 'Please choose an Australian state or territory.';

const required = { error: REQUIRED_FIELD_MESSAGE };
const text = (max: number) => z.string(required).trim().min(1, REQUIRED_FIELD_MESSAGE).max(max, INVALID_VALUE_MESSAGE);
const rego = z
  .string(required)
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, REQUIRED_FIELD_MESSAGE)
      .regex(/^[A-Z0-9]{1,9}$/, INVALID_REGO_MESSAGE),
  );
const regoState = z
  .string(required)
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(AU_STATES, { error: INVALID_STATE_MESSAGE }));

export const RegoLookupRequestSchema = z.object({ rego, regoState });
export type RegoLookupRequest = z.output<typeof RegoLookupRequestSchema>;

/** The vehicle a lookup finds (spec 02 issue: year, make, model, badge, body, transmission). */
export const TradeInVehicleSchema = z.object({
  year: z.number(required).int(INVALID_VALUE_MESSAGE).min(1950, INVALID_VALUE_MESSAGE).max(2100, INVALID_VALUE_MESSAGE),
  make: text(60),
  model: text(60),
  badge: z.string(required).trim().max(80, INVALID_VALUE_MESSAGE).nullish(),
  body: z.string(required).trim().max(60, INVALID_VALUE_MESSAGE).nullish(),
  transmission: z.string(required).trim().max(60, INVALID_VALUE_MESSAGE).nullish(),
});

export const ValuationRequestSchema = TradeInVehicleSchema.extend({
  km: z
    .number({ error: INVALID_KM_MESSAGE })
    .int(INVALID_KM_MESSAGE)
    .min(0, INVALID_KM_MESSAGE)
    .max(2_000_000, INVALID_KM_MESSAGE),
  adjustmentAnswers: z
    .record(z.string().max(60), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]), required)
    .refine((answers) => Object.keys(answers).length <= 20, INVALID_VALUE_MESSAGE)
    .default({}),
  rego: rego.nullish(),
  regoState: regoState.nullish(),
});
export type ValuationRequest = z.output<typeof ValuationRequestSchema>;

/** What a valuation gives: a range with its basis and date, a dealer appraisal, or no estimate. */
export const ValuationResultSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('estimate'),
    low: z.number().nonnegative(),
    high: z.number().nonnegative(),
    /** How it was made, in the shopper's words ("12 comparable cars in our stock and the market"). */
    basis: z.string(),
    /** How many comparable cars it rests on, where the provider says. */
    comparables: z.number().int().nonnegative().nullable(),
    /** ISO date of the valuation. */
    valuedAt: z.string(),
  }),
  z.object({ kind: z.literal('appraisal'), reason: z.enum(['age', 'km', 'too-few']) }),
]);
export type ValuationResult = z.output<typeof ValuationResultSchema>;

export const ValuationReplySchema = z.object({ id: z.string(), result: ValuationResultSchema });
export type ValuationReply = z.output<typeof ValuationReplySchema>;
