/**
 * The load both lead benches send (scripts/bench/leads.ts on Node, edge-leads.ts on workerd): valid,
 * distinct leads prepared before the clock starts, sent over a closed loop of keep-alive connections.
 */
import { Agent, request } from 'node:http';
import { LEAD_TYPES, type LeadType } from '../../src/domain/schemas/leads.ts';
import { formTokenFor, VALID } from '../../tests/unit/functions/leads-harness.ts';

/** A request ready to send: built before the clock starts so the generator's own work stays out of the timing. */
export interface PreparedLead {
  headers: Record<string, string>;
  body: string;
}

export interface LeadRun {
  /** Tells this run's leads from an earlier run's on the same store. */
  run: string;
  tenants: readonly string[];
  port: number;
  /** The server's FORM_TOKEN_SECRET: leads carry fill-time tokens as GET /api/form-token would sign them. */
  formTokenSecret: string;
  /** The form types in turn (default: every type sent without a one-time code). */
  types?: readonly LeadType[];
  /** Headers of lead `n` beyond the browser's own (the edge's CF-Connecting-IP). */
  extraHeaders?: (n: number) => Record<string, string>;
}

/**
 * The forms a shopper sends without a one-time code. A finance lead carries a code from POST
 * /api/auth/send-code (spec 02 §5), spent on the lead: a bench of finance leads would measure the
 * code's round trip as well, so finance is left out.
 */
const LEAD_TYPES_WITHOUT_CODE = LEAD_TYPES.filter((type) => type !== 'finance');

/**
 * Lead `n` of a run: the form types and the tenants in turn, each with its own Idempotency-Key
 * and contact, so no two are alike (a replay would be answered 200 without a commit) and the
 * fill-time token was issued 30 s before now (the minimum fill time is enforced).
 */
export function prepareLead(n: number, options: LeadRun): PreparedLead {
  const { run, tenants, port } = options;
  const types = options.types ?? LEAD_TYPES_WITHOUT_CODE;
  const type = types[n % types.length]!;
  const tenant = tenants[Math.floor(n / types.length) % tenants.length]!;
  const host = `${tenant}.localhost:${port}`;
  const body: Record<string, unknown> = {
    ...VALID[type],
    form_token: formTokenFor(tenant, Date.now() - 30_000, options.formTokenSecret),
    url: `http://${host}/cars/bench-${n}`,
  };
  if ('email' in body) Object.assign(body, { name: `Shopper ${n}`, email: `shopper.${run}.${n}@example.com` });
  if ('message' in body) body.message = `Is car ${n} still available?`;
  if (type === 'valuation') body.id = `val-${run}-${n}`;
  if (type === 'offer-acceptance') body.lead_id = `lead-${run}-${n}`;
  const text = JSON.stringify(body);
  return {
    body: text,
    headers: {
      host,
      origin: `http://${host}`,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(text)),
      'idempotency-key': `${run}-${n}`,
      'user-agent': 'Mozilla/5.0 (leads bench)',
      referer: `http://${host}/cars`,
      ...options.extraHeaders?.(n),
    },
  };
}

function post(agent: Agent, port: number, lead: PreparedLead): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { agent, host: '127.0.0.1', port, method: 'POST', path: '/api/leads', headers: lead.headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(lead.body);
  });
}

/**
 * Sends `leads` over `concurrency` connections, each sending its next lead when the last is
 * answered; returns each request's milliseconds and the wall time. Anything but a 201 with a
 * lead_id stops the bench: a figure for refused leads would mean nothing.
 */
export async function sendLeads(agent: Agent, port: number, leads: readonly PreparedLead[], concurrency: number) {
  const latencies = new Float64Array(leads.length);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < leads.length) {
        const index = next++;
        const sent = performance.now();
        const { status, text } = await post(agent, port, leads[index]!);
        latencies[index] = performance.now() - sent;
        if (status !== 201 || !text.includes('"lead_id"'))
          throw new Error(`lead ${index} was answered ${status}: ${text.slice(0, 300)}`);
      }
    }),
  );
  return { latencies, seconds: (performance.now() - started) / 1000 };
}
