/**
 * The functions app with a real lead store (SQLite in memory on Node, D1 on workerd: runtime/test-stores.ts), a fixed clock, numbered lead ids and
 * captured logs, for POST /api/leads tests through `app.request()` (no network).
 */
import { createHmac } from 'node:crypto';
import { createFunctionsApp, type FunctionsDeps } from '../../../functions/app.ts';
import { forwardedClientIp } from '../../../functions/pipeline/client-address.ts';
import type { LeadLogEntry } from '../../../functions/routes/leads.ts';
import type { TenantDirectory } from '../../../functions/pipeline/tenant.ts';
import type { LeadType } from '../../../src/domain/schemas/leads.ts';
import type { AuthService } from '../../../functions/ports/auth.ts';
import { freshStores } from './runtime/test-stores.ts';

export const TENANT = 'harbour-city-toyota';
export const HOST = `${TENANT}.localhost:4321`;
export const ORIGIN = `http://${HOST}`;
export const directory: TenantDirectory = {
  mode: 'development',
  slugs: [TENANT, 'southside-used-cars'],
  domains: new Map([['www.harbourcitytoyota.com.au', TENANT]]),
};
export const NOW = new Date('2026-03-02T01:00:00Z');
/** FORM_TOKEN_SECRET of the harness's app. */
export const FORM_TOKEN_SECRET = 'test-form-token-secret';
/**
 * A fill-time token as GET /api/form-token issues it (functions/form-token.ts), signed here with
 * node:crypto so fixtures stay plain data: `<issued at ms>.<base64url HMAC-SHA-256 of "tenant.issued">`.
 */
export function formTokenFor(tenant: string, issuedAt: number, secret = FORM_TOKEN_SECRET): string {
  return `${issuedAt}.${createHmac('sha256', secret).update(`${tenant}.${issuedAt}`).digest('base64url')}`;
}
/** The form's token was issued 30 s before it was sent: a shopper's pace. */
export const shown = { form_token: formTokenFor(TENANT, NOW.getTime() - 30_000) };

/** The one-time code the harness's default `auth` accepts (any phone, any number of times). */
export const FINANCE_CODE = '123456';
/** Verifies FINANCE_CODE only; no sessions. Tests of the code service itself use the builtin adapter. */
export const acceptingAuth: AuthService = {
  sendCode: () => Promise.reject(new Error('not in this harness')),
  verifyCode: async ({ code, phone }) =>
    code === FINANCE_CODE
      ? { outcome: 'verified', session: { token: 't', userId: 'u', phone, expiresAt: '2099-01-01T00:00:00Z' } }
      : { outcome: 'invalid' },
  session: async () => null,
  contactExists: async () => false,
  signOut: async () => {},
};

const contact = { name: 'Jane', last_name: 'Citizen', email: 'jane.citizen@example.com', phone: '0412 345 678' };
const context = {
  car_id: 101,
  car_dealership_id: 7,
  url: `${ORIGIN}/cars/2021-toyota-corolla-ascent-sport-abc123`,
  lead_attributes: { visited_pages: ['/', '/cars'], linked_query_params: { utm_source: 'google' } },
};

/** A valid request per form, as a shopper's browser sends it. */
export const VALID: Record<LeadType, Record<string, unknown>> = {
  enquiry: { type: 'enquiry', ...context, ...contact, message: 'Is it still available?', ...shown },
  'test-drive': { type: 'test-drive', ...context, ...contact, dateTime: '2026-03-10T10:30', ...shown },
  'request-photos': {
    type: 'request-photos',
    ...context,
    ...contact,
    request: 'Please send me more photos of this car.',
    ...shown,
  },
  'trade-in': {
    type: 'trade-in',
    ...contact,
    postcode: '4000',
    terms_conditions: true,
    finance: 'No',
    rego: 'ABC123',
    regoState: 'QLD',
    ...shown,
  },
  valuation: { type: 'valuation', id: 'val-1', adjustmentAnswers: { condition: 'Good', accidents: false }, ...shown },
  'offer-acceptance': {
    type: 'offer-acceptance',
    category: 'Trade-In',
    lead_id: 'lead-1',
    form_completed: true,
    offer_accepted: true,
    ...shown,
  },
  finance: {
    type: 'finance',
    ...context,
    ...contact,
    postcode: '2232',
    amount: 30000,
    term: 5,
    selfAssessedCreditScore: 'GREAT',
    whoIsHelping: '',
    code: FINANCE_CODE,
    subscribe: false,
    vin: 'JTNKU3JE60J012345',
    dealership_slug: 'harbour-city-toyota',
    car_type: 'used',
    ...shown,
  },
};

export interface PostOptions {
  /** Header overrides; `undefined` removes one of the defaults. */
  headers?: Record<string, string | undefined>;
  /** Sent as is instead of the JSON of `body`. */
  raw?: string | Uint8Array;
}

/** The app with `overrides`; its lead store is `overrides.leadStore` (migrated here) or a fresh one. */
export async function leadsHarness(overrides: Partial<FunctionsDeps> = {}) {
  const store = overrides.leadStore ?? (await freshStores()).leads();
  await store.migrate();
  const logs: LeadLogEntry[] = [];
  let now = NOW;
  let sequence = 0;
  const app = createFunctionsApp({
    tenants: directory,
    leadStore: store,
    clock: () => now,
    newLeadId: () => `lead-${++sequence}`,
    logLead: (entry) => logs.push(entry),
    clientIp: forwardedClientIp(1),
    formTokenSecret: FORM_TOKEN_SECRET,
    auth: acceptingAuth,
    ...overrides,
  });
  const post = (body: unknown, options: PostOptions = {}) => {
    const headers: Record<string, string> = {};
    const merged = {
      host: HOST,
      origin: ORIGIN,
      'content-type': 'application/json',
      'x-forwarded-for': '203.0.113.7',
      'user-agent': 'Mozilla/5.0 (test)',
      ...options.headers,
    };
    for (const [name, value] of Object.entries(merged)) if (value !== undefined) headers[name] = value;
    const raw = options.raw;
    return app.request('/api/leads', {
      method: 'POST',
      headers,
      body: raw === undefined ? JSON.stringify(body) : raw instanceof Uint8Array ? raw.slice().buffer : raw,
    });
  };
  return {
    app,
    store,
    logs,
    post,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}
