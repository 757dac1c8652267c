/**
 * Pipeline step: the JSON body checked by a zod schema through `@hono/zod-validator`, the same
 * schema the page's own code uses. A refusal is 422 in the error shape every call answers with,
 * `{ error, fields }` (`LeadErrorReplySchema`): never zod's own reply.
 */
import { zValidator } from '@hono/zod-validator';
import type { Context, Env, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { fieldMessages } from '../../src/domain/validation.ts';

export type ValidationIssue = z.core.$ZodIssue;

/** The body of every refusal under /api: a sentence to show, and on 422 one message per field. */
export interface ErrorReply {
  error: string;
  fields?: Record<string, string>;
}

/** The 422 reply for a body its schema refuses; may log (field names only, never values). */
export type InvalidReply<E extends Env> = (issues: readonly ValidationIssue[], c: Context<E>) => ErrorReply;

/** A schema, or the request's own (a function of the context, e.g. of the tenant's form options). */
export type SchemaChoice<S extends z.core.$ZodType, E extends Env> = S | ((c: Context<E>) => S);

/** `{ error, fields }` with one message per field, the value as a whole under 'body'. */
export const fieldsReply =
  (error: string, rootField = 'body') =>
  (issues: readonly ValidationIssue[]): ErrorReply => ({ error, fields: fieldMessages(issues, rootField) });

/**
 * `zValidator('json', schema)` with a hook answering 422 `invalid(issues)`. After it,
 * `c.req.valid('json')` is the parsed request. `params` are zod's parse options (a fallback
 * `error` for checks without a message). A schema chosen per request should be the same object
 * each time for the same choice (cache it): one validator is built per schema.
 */
export function validateJson<S extends z.core.$ZodType, E extends Env>(
  schema: SchemaChoice<S, E>,
  invalid: InvalidReply<E>,
  params?: z.core.ParseContext<z.core.$ZodIssue>,
): MiddlewareHandler<E> {
  // The validator's context is untyped; it is the route's, which runs this step.
  const hook = (result: { success: boolean; error?: { issues: readonly ValidationIssue[] } }, c: Context) => {
    if (!result.success) return c.json(invalid(result.error?.issues ?? [], c as Context<E>), 422);
  };
  const options = params && {
    // Any zod schema, Zod Mini's included (the lead forms', src/domain/schemas/leads.ts).
    validationFunction: (chosen: z.core.$ZodType, value: unknown) => z.safeParseAsync(chosen, value, params),
  };
  const validatorOf = (chosen: z.core.$ZodType) => zValidator('json', chosen, hook, options) as MiddlewareHandler<E>;
  if (!isSchemaFunction(schema)) return validatorOf(schema);
  const validators = new WeakMap<S, MiddlewareHandler<E>>();
  return async (c, next) => {
    const chosen = schema(c);
    let validator = validators.get(chosen);
    if (!validator) validators.set(chosen, (validator = validatorOf(chosen)));
    return validator(c, next);
  };
}

function isSchemaFunction<S extends z.core.$ZodType, E extends Env>(
  schema: SchemaChoice<S, E>,
): schema is (c: Context<E>) => S {
  return typeof schema === 'function';
}
