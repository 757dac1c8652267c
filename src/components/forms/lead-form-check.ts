/**
 * A lead form's field errors, found with the server's own schema (`parseLeadRequest`) so the shopper sees exactly the
 * messages the server would give (spec 02 §5 rules, §8 messages). It brings zod and the lead schema (about 15 KB gzip),
 * which no form needs until the shopper starts on it: the car page's forms load this module by URL on their first focus
 * or send (use-lead-form.ts), so it is not part of the page's JavaScript (issue 20).
 */
import { parseLeadRequest, type LeadFormOptions } from '../../domain/schemas/leads.ts';

/**
 * The errors of the given fields (all shown fields on the last step, the step's own before it), by
 * the server's schema: the spec's messages ('This is a required field.', the postcode and terms
 * texts). Errors of fields not asked about are ignored: a later step is checked when it is reached.
 */
export function fieldErrors(
  body: Record<string, unknown>,
  options: LeadFormOptions,
  fields: readonly string[],
): Record<string, string> {
  const parsed = parseLeadRequest(body, options);
  if (parsed.ok) return {};
  const wanted = new Set(fields);
  return Object.fromEntries(Object.entries(parsed.fields).filter(([field]) => wanted.has(field)));
}
