/**
 * The YouX finance partner against a local HTTP server answering in the shape the adapter documents
 * (functions/adapters/youx-finance.ts): POST /quote and POST /customers with a Bearer key, JSON in
 * and out, `{ error }` on failure. Slow, 500, 4xx, broken connections and malformed answers.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createYouxFinance } from '../../../functions/adapters/youx-finance.ts';
import { FinancePartnerError, type CustomerRequest } from '../../../functions/ports/finance-partner.ts';
import type { QuoteRequestBody } from '../../../src/domain/schemas/finance-calls.ts';

const API_KEY = 'test-youx-key';
const TIMEOUT_MS = 300;

interface Seen {
  url: string;
  authorization: string;
  idempotencyKey: string;
  body: unknown;
}
/** What the server does with the next requests, in order (the last one repeats). */
type Reply = { status: number; body: unknown } | { raw: string } | 'hang' | 'reset';

let server: Server;
let baseUrl: string;
let seen: Seen[];
let replies: Reply[];

async function read(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

function answer(response: ServerResponse, reply: Reply) {
  if (reply === 'hang') return; // never answers: the adapter's timeout must end it
  if (reply === 'reset') return response.socket?.destroy(); // the connection breaks: a network error
  response.writeHead('raw' in reply ? 200 : reply.status, { 'content-type': 'application/json' });
  response.end('raw' in reply ? reply.raw : JSON.stringify(reply.body));
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const text = await read(request);
    seen.push({
      url: `${request.method} ${request.url}`,
      authorization: request.headers.authorization ?? '',
      idempotencyKey: String(request.headers['idempotency-key'] ?? ''),
      body: JSON.parse(text),
    });
    answer(response, replies.length > 1 ? replies.shift()! : replies[0]!);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
  replies = [];
});

const youx = (url = baseUrl) => createYouxFinance({ baseUrl: url, apiKey: API_KEY, timeoutMs: TIMEOUT_MS });
const QUOTE: QuoteRequestBody = {
  selfAssessedCreditScore: 'GREAT',
  purchasePrice: 30000,
  loanTerm: 5,
  year: 2021,
  vin: 'JTNKU3JE60J012345',
  nvic: null,
  whoIsHelping: '',
};
const CUSTOMER: CustomerRequest = {
  applicationId: 'lead-1',
  data: {
    nvic: undefined,
    vin: 'JTNKU3JE60J012345',
    selfAssessedCreditScore: 'GREAT',
    purchasePrice: 30000,
    year: 2021,
    loanTerm: 5,
    phoneNumber: '0412345678',
    firstName: 'Jane',
    lastName: 'Citizen',
    email: 'jane@example.com',
    subscribe: false,
    postCode: '2232',
  },
  additionalData: { category: 'Finance Enquiry', car_id: 101 },
};
const GOOD_QUOTE = { weeklyRepaymentAmount: 123.45, advertisedRate: 8.99, comparisonRate: 9.52 };

async function failure(promise: Promise<unknown>): Promise<FinancePartnerError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(FinancePartnerError);
  return error as FinancePartnerError;
}

describe('youx quote', () => {
  it('posts the quote fields with the Bearer key and reads the three figures (not an estimate)', async () => {
    replies = [{ status: 200, body: GOOD_QUOTE }];
    expect(await youx().quote(QUOTE)).toEqual({ ...GOOD_QUOTE, estimate: false });
    expect(seen).toEqual([
      { url: 'POST /v1/quote', authorization: `Bearer ${API_KEY}`, idempotencyKey: '', body: QUOTE },
    ]);
  });

  it('a slow lender: abandoned after the timeout, not retried, outcome unknown', async () => {
    replies = ['hang'];
    const error = await failure(youx().quote(QUOTE));
    expect(error.failure).toBe('unknown');
    expect(error.message).toContain(`no answer in ${TIMEOUT_MS} ms`);
    expect(seen).toHaveLength(1);
  });

  it('a 500: not retried, outcome unknown, its error text kept', async () => {
    replies = [
      { status: 500, body: { error: 'Internal error' } },
      { status: 200, body: GOOD_QUOTE },
    ];
    const error = await failure(youx().quote(QUOTE));
    expect([error.failure, error.partnerMessage]).toEqual(['unknown', 'Internal error']);
    expect(seen).toHaveLength(1);
  });

  it("a 4xx: refused with the lender's text, never retried", async () => {
    replies = [
      { status: 422, body: { error: 'Purchase price too low' } },
      { status: 200, body: GOOD_QUOTE },
    ];
    const error = await failure(youx().quote(QUOTE));
    expect([error.failure, error.partnerMessage]).toEqual(['refused', 'Purchase price too low']);
    expect(seen).toHaveLength(1);
  });

  it('a network error is tried once more: the second answer is used', async () => {
    replies = ['reset', { status: 200, body: GOOD_QUOTE }];
    expect(await youx().quote(QUOTE)).toEqual({ ...GOOD_QUOTE, estimate: false });
    expect(seen).toHaveLength(2);
  });

  it('two network errors: given up after the one retry, outcome unknown', async () => {
    replies = ['reset'];
    expect((await failure(youx().quote(QUOTE))).failure).toBe('unknown');
    expect(seen).toHaveLength(2);
  });

  it('a lender that cannot be reached (connection refused): refused, nothing was sent', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect((await failure(youx(`http://127.0.0.1:${port}`).quote(QUOTE))).failure).toBe('refused');
  });

  it.each<[string, Reply]>([
    ['not JSON', { raw: '<html>Service Unavailable</html>' }],
    ['a figure missing', { status: 200, body: { weeklyRepaymentAmount: 120, advertisedRate: 8.99 } }],
    ['a figure as text', { status: 200, body: { ...GOOD_QUOTE, comparisonRate: '9.52' } }],
    ['a negative repayment', { status: 200, body: { ...GOOD_QUOTE, weeklyRepaymentAmount: -5 } }],
    ['an array', { status: 200, body: [GOOD_QUOTE] }],
    ['an empty body', { raw: '' }],
  ])('a malformed answer (%s) is an error, outcome unknown', async (_case, reply) => {
    replies = [reply];
    expect((await failure(youx().quote(QUOTE))).failure).toBe('unknown');
  });

  it('a 200 with an error field is refused with its text', async () => {
    replies = [{ status: 200, body: { error: 'Vehicle too old' } }];
    const error = await failure(youx().quote(QUOTE));
    expect([error.failure, error.partnerMessage]).toEqual(['refused', 'Vehicle too old']);
  });
});

describe('youx create customer', () => {
  it('posts { data, additionalData } with the application id as Idempotency-Key, and reads redirectUrl', async () => {
    replies = [{ status: 201, body: { redirectUrl: 'https://apply.youx.example/continue/abc' } }];
    expect(await youx().createCustomer(CUSTOMER)).toEqual({ redirectUrl: 'https://apply.youx.example/continue/abc' });
    expect(seen).toEqual([
      {
        url: 'POST /v1/customers',
        authorization: `Bearer ${API_KEY}`,
        idempotencyKey: 'lead-1',
        body: JSON.parse(JSON.stringify({ data: CUSTOMER.data, additionalData: CUSTOMER.additionalData })),
      },
    ]);
  });

  it('a network error is retried with the same Idempotency-Key', async () => {
    replies = ['reset', { status: 200, body: { redirectUrl: 'https://apply.youx.example/continue/abc' } }];
    await youx().createCustomer(CUSTOMER);
    expect(seen.map((request) => request.idempotencyKey)).toEqual(['lead-1', 'lead-1']);
  });

  it.each<[string, Reply]>([
    ['no redirectUrl', { status: 200, body: {} }],
    ['a javascript: URL', { status: 200, body: { redirectUrl: 'javascript:alert(1)' } }],
    ['a relative URL', { status: 200, body: { redirectUrl: '/continue' } }],
  ])('a malformed answer (%s) is an error, outcome unknown', async (_case, reply) => {
    replies = [reply];
    expect((await failure(youx().createCustomer(CUSTOMER))).failure).toBe('unknown');
  });

  it("a 400 is refused with the lender's text, not retried", async () => {
    replies = [{ status: 400, body: { error: 'Applicant must be 18 or over' } }];
    const error = await failure(youx().createCustomer(CUSTOMER));
    expect([error.failure, error.partnerMessage]).toEqual(['refused', 'Applicant must be 18 or over']);
    expect(seen).toHaveLength(1);
  });
});
