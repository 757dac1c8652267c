/**
 * The dealer's CRM for the lead fault test: a real HTTP server that checks each webhook as a
 * Standard Webhooks receiver does (its own HMAC with node:crypto, not the sink's code), answers 503
 * while the test says it is down, and records every delivery it accepted.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One accepted delivery: the headers a CRM de-duplicates by, and the lead id in the body. */
export interface CrmDelivery {
  idempotencyKey: string;
  webhookId: string;
  leadId: string;
  tenant: string;
}

export interface FakeCrm {
  url: string;
  /** Every 200 answer, in order, duplicates included. */
  delivered: CrmDelivery[];
  /** How many requests got a 503 (the outage). */
  refusedWhileDown: number;
  /** Requests that failed the signature or header checks, with why (must stay empty). */
  invalid: string[];
  close(): Promise<void>;
}

/** Standard Webhooks' default tolerance for the signed timestamp. */
const TOLERANCE_SECONDS = 5 * 60;

/**
 * Why a signed request is not authentic, or null: `webhook-signature` must hold a `v1,` entry equal
 * to base64(HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<body>")), the timestamp recent.
 */
export function webhookProblem(
  key: Uint8Array,
  headers: IncomingMessage['headers'],
  body: string,
  now: Date,
): string | null {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string')
    return 'missing webhook headers';
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return 'stale timestamp';
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  const matches = signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? null : 'bad signature';
}

export interface CrmBehaviour {
  /** Asked per authentic request: true answers 503 (the outage). */
  isDown(): boolean;
  /**
   * Called once a delivery is recorded as received, before the 200 goes out; the answer waits for
   * what it returns. Lets the test kill the sender at the moment a CRM has the lead but the sender
   * does not know it yet.
   */
  afterReceiving?(delivery: CrmDelivery): unknown;
}

/** Starts the CRM on a free port of 127.0.0.1. */
export async function startFakeCrm(key: Uint8Array, behaviour: CrmBehaviour): Promise<FakeCrm> {
  const crm = { delivered: [] as CrmDelivery[], refusedWhileDown: 0, invalid: [] as string[] };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const answer = (status: number) =>
        response.writeHead(status, { 'content-type': 'text/plain' }).end(String(status));
      const problem = webhookProblem(key, request.headers, body, new Date());
      let data: { lead_id?: unknown; tenant?: unknown } = {};
      try {
        data = (JSON.parse(body) as { data?: typeof data }).data ?? {};
      } catch {
        // A body that is not JSON is reported below as a missing lead id.
      }
      const idempotencyKey = request.headers['idempotency-key'];
      const why =
        problem ??
        (typeof data.lead_id !== 'string' ? 'no data.lead_id' : null) ??
        (idempotencyKey !== data.lead_id || request.headers['webhook-id'] !== data.lead_id
          ? 'Idempotency-Key, webhook-id and lead id differ'
          : null);
      if (why) {
        crm.invalid.push(why);
        return answer(400);
      }
      if (behaviour.isDown()) {
        crm.refusedWhileDown += 1;
        return answer(503);
      }
      const delivery = {
        idempotencyKey: String(idempotencyKey),
        webhookId: String(request.headers['webhook-id']),
        leadId: String(data.lead_id),
        tenant: String(data.tenant),
      };
      crm.delivered.push(delivery);
      await behaviour.afterReceiving?.(delivery);
      // The sender may be gone by now; an answer to a closed socket is simply dropped.
      if (!response.destroyed) answer(200);
    });
  });
  // Idle connections kept longer than the test runs: a close racing the forwarder's next request is not a fault under test.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(crm, {
    url: `http://127.0.0.1:${port}/leads`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
