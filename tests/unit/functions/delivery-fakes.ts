/**
 * Test doubles for lead delivery: a CRM behind an injected `fetch` that records what it receives
 * and answers from a script, a settable clock, and sample leads with no real person's data.
 */
import type { StoredLead } from '../../../functions/ports/lead-store.ts';
import type { FetchLike } from '../../../functions/adapters/sinks/http-post.ts';

export interface ReceivedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/** What the fake CRM does with one request: answer a status, or fail like the network does. */
export type CrmAnswer = number | 'network-error' | 'hang';

/**
 * A fake CRM. `answers` is consumed one per request (the last one repeats); 'hang' never answers,
 * so only the request's timeout signal ends it.
 */
export function fakeCrm(answers: CrmAnswer[] = [200]): { fetch: FetchLike; received: ReceivedRequest[] } {
  const received: ReceivedRequest[] = [];
  let next = 0;
  const fetch: FetchLike = async (url, init) => {
    const answer = answers[Math.min(next, answers.length - 1)] ?? 200;
    next += 1;
    received.push({
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: String(init.body),
    });
    if (answer === 'network-error')
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      });
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    }
    return new Response(answer === 204 ? null : 'ok', { status: answer });
  };
  return { fetch, received };
}

/** A clock the test moves by hand. */
export function manualClock(start = '2026-05-01T00:00:00.000Z'): {
  now: () => Date;
  advance: (ms: number) => void;
  set: (iso: string | Date) => void;
} {
  let time = new Date(start).getTime();
  return {
    now: () => new Date(time),
    advance: (ms) => {
      time += ms;
    },
    set: (iso) => {
      time = new Date(iso).getTime();
    },
  };
}

/** A stored enquiry about car 42; override any field. */
export function sampleLead(overrides: Partial<StoredLead> = {}): StoredLead {
  return {
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    tenant: 'harbour-city-toyota',
    type: 'enquiry',
    payload: {
      type: 'enquiry',
      name: 'Test',
      last_name: 'Shopper',
      email: 'test.shopper@example.com',
      phone: '0412 345 678',
      postcode: '4000',
      message: 'Is it still available?',
      category: 'General Enquiry',
      car_id: 42,
      url: 'https://harbour-city-toyota.localhost/cars/2021-toyota-corolla',
      source: 'Website',
      opt_in: true,
    },
    idempotencyKey: null,
    bodyHash: 'hash',
    createdAt: '2026-05-01T00:00:00.000Z',
    ...overrides,
  };
}
