/**
 * Requirement: "Fuzzing (fast-check): 10,000 random and mutated payloads get 400 or 422 with
 * field errors, never a 5xx, and never create a lead." Mutations start from a valid request per form
 * and always break it last (so no mutant is a valid lead); noise before that adds, retypes and
 * nests unknown keys. Random JSON, garbage bytes, wrong content types, oversized bodies and deeply
 * nested JSON join in (tests/fixtures/lead-fuzz.ts).
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
} from '../../../src/domain/schemas/leads.ts';
import { NOT_AUSTRALIAN_MOBILE_MESSAGE } from '../../../src/domain/mobile-number.ts';
import { CODE_LENGTH_ERROR } from '../../../src/domain/finance-quote.ts';
import { anyRequest, breaking, noise, type Body } from '../../fixtures/lead-fuzz.ts';
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
  NOT_AUSTRALIAN_MOBILE_MESSAGE,
  CODE_LENGTH_ERROR,
]);
const isKnownMessage = (message: string) =>
  SPEC_MESSAGES.has(message) || /^Please enter at most \d+ characters\.$/.test(message);

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
