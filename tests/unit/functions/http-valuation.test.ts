/**
 * The http valuation provider against a local HTTP server answering in the shape the adapter
 * documents (functions/adapters/http-valuation.ts): GET /vehicles?rego&state and POST /valuations
 * with a Bearer key. Found, not found, slow, 500, broken connections and malformed answers.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpValuation } from '../../../functions/adapters/http-valuation.ts';
import { ValuationUnavailableError } from '../../../functions/ports/valuation.ts';
import type { ValuationRequest } from '../../../src/domain/schemas/valuation-calls.ts';
import { PROVIDER_VEHICLE } from '../../fixtures/valuation-provider.ts';

const API_KEY = 'test-valuation-key';
const TIMEOUT_MS = 300;
const NOW = new Date('2026-11-20T03:00:00Z');

interface Seen {
  url: string;
  authorization: string;
  body: unknown;
}
type Reply = { status: number; body: unknown } | { raw: string } | 'hang' | 'reset';

let server: Server;
let baseUrl: string;
let seen: Seen[];
let reply: Reply;

async function read(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

function answer(response: ServerResponse, next: Reply) {
  if (next === 'hang') return; // never answers: the adapter's timeout must end it
  if (next === 'reset') return response.socket?.destroy();
  response.writeHead('raw' in next ? 200 : next.status, { 'content-type': 'application/json' });
  response.end('raw' in next ? next.raw : JSON.stringify(next.body));
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const text = await read(request);
    seen.push({
      url: `${request.method} ${request.url}`,
      authorization: request.headers.authorization ?? '',
      body: text === '' ? null : JSON.parse(text),
    });
    answer(response, reply);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
});

const provider = () => createHttpValuation({ baseUrl, apiKey: API_KEY, timeoutMs: TIMEOUT_MS });
// The vehicle the end-to-end spec's provider answers (tests/fixtures/valuation-provider.ts): one documented shape.
const VEHICLE = PROVIDER_VEHICLE;
const VALUATION: ValuationRequest = {
  year: 2021,
  make: 'Toyota',
  model: 'RAV4',
  badge: 'GX',
  km: 60_000,
  adjustmentAnswers: { condition: 'Good' },
  rego: 'ABC123',
  regoState: 'QLD',
};

async function unavailable(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ValuationUnavailableError);
  return (error as Error).message;
}

describe('registration lookup', () => {
  it('asks GET /vehicles with the plate and state and the Bearer key, and reads the vehicle', async () => {
    reply = { status: 200, body: VEHICLE };
    expect(await provider().lookup({ rego: 'ABC123', regoState: 'QLD' })).toEqual(VEHICLE);
    expect(seen).toEqual([
      { url: 'GET /v2/vehicles?rego=ABC123&state=QLD', authorization: `Bearer ${API_KEY}`, body: null },
    ]);
  });

  it('a 404 is a plate the registry does not know: null', async () => {
    reply = { status: 404, body: { error: 'not found' } };
    expect(await provider().lookup({ rego: 'ZZZ999', regoState: 'NSW' })).toBeNull();
  });

  it.each([
    ['a slow provider, abandoned after the timeout', 'hang' as const, `no answer in ${TIMEOUT_MS} ms`],
    ['a 500', { status: 500, body: { error: 'boom' } }, 'HTTP 500'],
    ['a broken connection', 'reset' as const, 'network error'],
    ['an answer that is not JSON', { raw: '<html>' }, 'malformed answer'],
    ['a vehicle without a make', { status: 200, body: { ...VEHICLE, make: '' } }, 'malformed answer'],
  ])('%s: unavailable, asked once', async (_, next, message) => {
    reply = next;
    expect(await unavailable(provider().lookup({ rego: 'ABC123', regoState: 'QLD' }))).toContain(message);
    expect(seen).toHaveLength(1);
  });
});

describe('valuation', () => {
  it('posts the vehicle, km and adjustments, and reads the range with its basis and date', async () => {
    reply = { status: 200, body: { low: 21_000, high: 23_500, valued_at: '2026-11-20T01:02:03Z', comparables: 14 } };
    expect(await provider().value(VALUATION, NOW)).toEqual({
      kind: 'estimate',
      low: 21_000,
      high: 23_500,
      comparables: 14,
      basis: 'Our valuation partner’s market data for this car',
      valuedAt: '2026-11-20',
    });
    expect(seen).toEqual([
      {
        url: 'POST /v2/valuations',
        authorization: `Bearer ${API_KEY}`,
        body: {
          year: 2021,
          make: 'Toyota',
          model: 'RAV4',
          badge: 'GX',
          km: 60_000,
          adjustments: { condition: 'Good' },
        },
      },
    ]);
  });

  it.each([
    ['a slow provider', 'hang' as const, `no answer in ${TIMEOUT_MS} ms`],
    ['a 500', { status: 500, body: {} }, 'HTTP 500'],
    ['a 404', { status: 404, body: {} }, 'HTTP 404'],
    ['a truncated answer', { raw: '{"low": 2' }, 'malformed answer'],
    ['a range upside down', { status: 200, body: { low: 9, high: 1, valued_at: '2026-11-20' } }, 'malformed answer'],
    ['a negative figure', { status: 200, body: { low: -1, high: 1, valued_at: '2026-11-20' } }, 'malformed answer'],
  ])('%s: unavailable', async (_, next, message) => {
    reply = next;
    expect(await unavailable(provider().value(VALUATION, NOW))).toContain(message);
  });
});
