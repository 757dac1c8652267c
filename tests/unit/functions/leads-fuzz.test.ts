/**
 * Requirement: "Fuzzing (fast-check): 10,000 random and mutated payloads get 400 or 422 with
 * field errors, never a 5xx, and never create a lead." Mutations start from a valid request per form
 * and always break it last (so no mutant is a valid lead); noise before that adds, retypes and
 * nests unknown keys. Random JSON, garbage bytes, wrong content types and oversized bodies join in.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INVALID_EMAIL_MESSAGE,
  INVALID_POSTCODE_MESSAGE,
  REQUIRED_FIELD_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
} from '../../../src/domain/lead-forms.ts';
import { createFormTokens } from '../../../functions/form-token.ts';
import { botSignal } from '../../../functions/lead-guards.ts';
import {
  INVALID_VALUE_MESSAGE,
  LEAD_TYPES,
  parseLeadRequest,
  UNKNOWN_FORM_MESSAGE,
  type LeadType,
} from '../../../src/domain/schemas/leads.ts';
import { FORM_TOKEN_SECRET, leadsHarness, NOW, TENANT, VALID } from './leads-harness.ts';

const formTokens = createFormTokens(FORM_TOKEN_SECRET);

const NO_LIMITS = { perIp: { limit: 1e9, windowMs: 60_000 }, perTenant: { limit: 1e9, windowMs: 60_000 } };
const SPEC_MESSAGES = new Set([
  REQUIRED_FIELD_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  INVALID_POSTCODE_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
  INVALID_VALUE_MESSAGE,
  UNKNOWN_FORM_MESSAGE,
]);
const isKnownMessage = (message: string) =>
  SPEC_MESSAGES.has(message) || /^Please enter at most \d+ characters\.$/.test(message);

type Kind = 'text' | 'email' | 'postcode' | 'id' | 'idOrText' | 'ticked' | 'boolean' | 'answers';
/** The fields each form requires with the default site options, and what kind of value each holds. */
const REQUIRED: Record<LeadType, Record<string, Kind>> = {
  enquiry: { name: 'text', email: 'email', phone: 'text', message: 'text' },
  'test-drive': { name: 'text', email: 'email', phone: 'text', car_id: 'id' },
  'request-photos': { name: 'text', email: 'email', phone: 'text', car_id: 'id' },
  'trade-in': { name: 'text', email: 'email', phone: 'text', postcode: 'postcode', terms_conditions: 'ticked' },
  valuation: { id: 'idOrText', adjustmentAnswers: 'answers' },
  'offer-acceptance': { category: 'text', lead_id: 'idOrText', form_completed: 'boolean', offer_accepted: 'boolean' },
};
/** Optional text fields each form declares: any value but text or null is invalid. */
const OPTIONAL_TEXT: Record<LeadType, string[]> = {
  enquiry: ['last_name', 'url', 'subcategory', 'Rego'],
  'test-drive': ['last_name', 'url', 'distribution_location'],
  'request-photos': ['last_name', 'url', 'request'],
  'trade-in': ['last_name', 'url', 'tracking', 'rego', 'regoState'],
  valuation: ['name', 'last_name', 'phone', 'url', 'rego', 'regoState'],
  'offer-acceptance': ['name', 'last_name', 'phone', 'url'],
};

const huge = (length: number) => 'x'.repeat(length);
const notText = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
const blank = fc.constantFrom('', ' ', '\t\n');
/** Values that break a required field of each kind. */
const WRONG: Record<Kind, fc.Arbitrary<unknown>> = {
  text: fc.oneof(blank, notText, fc.constant(null), fc.constant(huge(6000))),
  email: fc.oneof(
    blank,
    notText,
    fc.constantFrom('jane', 'jane@', '@example.com', 'jane@example', 'ja ne@example.com', huge(300)),
  ),
  postcode: fc.oneof(blank, notText, fc.stringMatching(/^\d{0,3}$|^\d{5,8}$|^[A-Za-z]{4}$/)),
  id: fc.oneof(fc.constantFrom(0, -1, 1.5, '101', '', true, null), fc.integer({ max: 0 }), fc.string()),
  idOrText: fc.oneof(
    fc.constantFrom(0, -7, 2.5, '', ' ', true, null),
    fc.array(fc.integer(), { maxLength: 2 }),
    fc.object({ maxDepth: 1 }),
  ),
  ticked: fc.constantFrom(false, 'true', 1, null, 'on', []),
  boolean: fc.constantFrom('true', 'false', 1, 0, null, [], {}),
  answers: fc.oneof(
    fc.string(),
    fc.integer(),
    fc.constant(null),
    fc.constant({ nested: { deep: 1 } }),
    fc.constant([[1]]),
    fc.constant({ long: huge(6000) }),
  ),
};

type Body = Record<string, unknown>;
type Mutation = (body: Body) => unknown;

/** A mutation that leaves the request invalid whatever came before it. */
function breaking(type: LeadType): fc.Arbitrary<Mutation> {
  const required = Object.entries(REQUIRED[type]);
  const field = fc.constantFrom(...required);
  return fc.oneof(
    field.map(([name]): Mutation => (body) => {
      delete body[name];
      return body;
    }),
    field.chain(([name, kind]) => WRONG[kind].map((value): Mutation => (body) => ({ ...body, [name]: value }))),
    fc
      .constantFrom(...OPTIONAL_TEXT[type])
      .chain((name) =>
        fc.oneof(notText, fc.constant(huge(6000))).map((value): Mutation => (body) => ({ ...body, [name]: value })),
      ),
    fc
      .oneof(
        fc.string(),
        fc.integer(),
        fc.constant([]),
        fc.constant({ visited_pages: '/' }),
        fc.constant({ visited_pages: [1, 2] }),
        fc.constant({ visited_pages: {} }),
        fc.constant({ linked_query_params: [] }),
        fc.constant({ linked_query_params: { utm: 5 } }),
        fc.constant({ visited_pages: [huge(3000)] }),
      )
      .map((value): Mutation => (body) => ({ ...body, lead_attributes: value })),
    fc
      .oneof(fc.constantFrom(0, -1, 1.5, 'abc', true), fc.object({ maxDepth: 1 }))
      .map((value): Mutation => (body) => ({ ...body, car_dealership_id: value })),
    fc.constantFrom('yes', 1, 'false', []).map((value): Mutation => (body) => ({ ...body, opt_in: value })),
    fc
      .oneof(
        fc.constantFrom(undefined, '', 'finance', 'ENQUIRY', 'enquiry '),
        fc.integer(),
        fc.string({ maxLength: 12 }).filter((text) => !(LEAD_TYPES as readonly string[]).includes(text)),
      )
      .map((value): Mutation => (body) => ({ ...body, type: value })),
    fc.constantFrom<Mutation>(
      (body) => [body],
      (body) => ({ data: body }),
      (body) => JSON.stringify(body),
    ),
  );
}

/** Noise that a browser, a proxy or an attacker might add: unknown keys with any JSON, retyped extras. */
const noise: fc.Arbitrary<Mutation> = fc
  .dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 4 })
  .map((extra): Mutation => (body) => ({ ...extra, ...body }));

const mutated = fc
  .constantFrom(...LEAD_TYPES)
  .chain((type) =>
    fc.tuple(
      fc.constant(type),
      fc.array(noise, { maxLength: 2 }),
      fc.array(breaking(type), { minLength: 1, maxLength: 3 }),
    ),
  )
  .map(([type, before, breaks]) => {
    let body: unknown = structuredClone(VALID[type]);
    for (const mutation of [...before, ...breaks])
      body = typeof body === 'object' && body !== null && !Array.isArray(body) ? mutation(body as Body) : body;
    const text = JSON.stringify(body) ?? '';
    // What the server sees: NaN, Infinity and undefined do not survive JSON.
    return {
      kind: 'mutated' as const,
      text,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
      contentType: 'application/json',
    };
  });

const randomJson = fc.jsonValue({ maxDepth: 4 }).map((value) => ({
  kind: 'json' as const,
  text: JSON.stringify(value) ?? '',
  body: value,
  contentType: 'application/json',
}));
const garbage = fc.uint8Array({ maxLength: 600 }).map((bytes) => ({
  kind: 'bytes' as const,
  text: new TextDecoder().decode(bytes),
  body: undefined,
  contentType: 'application/json; charset=utf-8',
}));
const wrongType = fc
  .tuple(
    mutated,
    fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      '',
      'application/json-patch+json',
      'json',
    ),
  )
  .map(([request, contentType]) => ({ ...request, kind: 'content-type' as const, contentType }));
const oversized = mutated.map((request) => ({
  ...request,
  kind: 'oversized' as const,
  text: `${request.text}${' '.repeat(33 * 1024)}`,
}));

const anyRequest = fc.oneof(
  { arbitrary: mutated, weight: 14 },
  { arbitrary: randomJson, weight: 3 },
  { arbitrary: garbage, weight: 2 },
  { arbitrary: wrongType, weight: 1 },
  { arbitrary: oversized, weight: 1 },
);

describe('POST /api/leads fuzzing', () => {
  it("10,000 random and mutated payloads: 400, 413, 415 or 422 with the spec's field messages; never a 5xx; never a lead", async () => {
    const { post, store } = await leadsHarness({ rateLimits: NO_LIMITS });
    let createCalls = 0;
    const createLead = store.createLead.bind(store);
    store.createLead = (lead) => {
      createCalls += 1;
      return createLead(lead);
    };
    const statuses = new Map<number, number>();

    await fc.assert(
      fc.asyncProperty(anyRequest, async (request) => {
        createCalls = 0; // per run, so a shrunk counterexample is the one that stored a lead
        const response = await post(null, { raw: request.text, headers: { 'content-type': request.contentType } });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect([400, 413, 415, 422]).toContain(response.status);
        const reply = (await response.json()) as { error?: unknown; fields?: Record<string, unknown> };
        expect(typeof reply.error).toBe('string');
        const reachedFields =
          request.kind === 'mutated' &&
          typeof request.body === 'object' &&
          request.body !== null &&
          !Array.isArray(request.body) &&
          (await botSignal(request.body as Body, TENANT, NOW, formTokens)) === null;
        if (reachedFields) {
          expect(response.status).toBe(422);
          expect(Object.keys(reply.fields ?? {}).length).toBeGreaterThan(0);
        }
        for (const message of Object.values(reply.fields ?? {}))
          expect(isKnownMessage(String(message)), String(message)).toBe(true);
        expect(createCalls).toBe(0);
      }),
      { numRuns: 10_000 },
    );

    expect(await store.listLeads(TENANT, { limit: 10_000 })).toEqual([]);
    expect(await store.deliveries({})).toEqual([]);
    // Every refusal was exercised, the field checks most of all.
    for (const status of [400, 413, 415, 422]) expect(statuses.get(status) ?? 0).toBeGreaterThan(0);
  }, 120_000);

  it('the route takes exactly what the schema takes: valid or noisy requests are stored once, all else refused', async () => {
    const { post, store } = await leadsHarness({ rateLimits: NO_LIMITS });
    const request = fc
      .constantFrom(...LEAD_TYPES)
      .chain((type) =>
        fc.tuple(fc.constant(type), fc.array(noise, { maxLength: 2 }), fc.option(breaking(type), { freq: 2 })),
      );
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(request, async ([type, before, broken]) => {
        let body: unknown = structuredClone(VALID[type]);
        for (const mutation of [...before, ...(broken ? [broken] : [])]) body = mutation(body as Body);
        const text = JSON.stringify(body) ?? '';
        body = text === '' ? undefined : JSON.parse(text);
        const response = await post(null, { raw: text });
        const accepted =
          typeof body === 'object' &&
          body !== null &&
          !Array.isArray(body) &&
          (await botSignal(body as Body, TENANT, NOW, formTokens)) === null &&
          parseLeadRequest(body).ok;
        expect(response.status).toBe(
          accepted ? 201 : typeof body === 'object' && body !== null && !Array.isArray(body) ? 422 : 400,
        );
        if (accepted) stored += 1;
      }),
      { numRuns: 1_000 },
    );
    expect(await store.listLeads(TENANT, { limit: 10_000 })).toHaveLength(stored);
  }, 60_000);
});
