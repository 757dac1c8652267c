/**
 * The two sides the lead fault test drives: the functions server as a child process that can be
 * killed and started again (fault-server.ts), and shoppers' browsers posting leads over real HTTP
 * and retrying, with the same Idempotency-Key, whenever the connection fails.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { FAULT_FORM_TOKEN_SECRET, FAULT_TENANT } from './lead-fault-config.ts';
import { formTokenFor } from './leads-harness.ts';

const SERVER_ENTRY = fileURLToPath(new URL('./fault-server.ts', import.meta.url));

/**
 * Ports the kernel hands out for outgoing connections (Linux's default 32768–60999, IANA's
 * 49152–65535) are avoided: while the server is down, any connection on the machine could take
 * its port as a local one and the restart would find it in use.
 */
const LISTEN_PORTS = { from: 20_000, to: 32_000 } as const;

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A free port of 127.0.0.1 below the ephemeral range, chosen with `random` (the server keeps it across restarts). */
export async function freePort(random: () => number): Promise<number> {
  for (let tries = 0; tries < 200; tries += 1) {
    const port = LISTEN_PORTS.from + Math.floor(random() * (LISTEN_PORTS.to - LISTEN_PORTS.from));
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port between ${LISTEN_PORTS.from} and ${LISTEN_PORTS.to}`);
}

/** A started fault-server process and its end (exit code or the signal that killed it). */
export interface RunningServer {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts fault-server.ts and resolves once it listens. A start that fails (the port briefly held
 * by a connection that was closing, say) is tried again, up to `attempts` times, 200 ms apart.
 */
export async function startFaultServer(env: Record<string, string>, attempts = 10): Promise<RunningServer> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await forkFaultServer(env);
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Forks fault-server.ts and resolves once it listens; rejects if it exits first. */
function forkFaultServer(env: Record<string, string>): Promise<RunningServer> {
  // No inherited execArgv: the test runner's flags are not the child's business.
  const child = fork(SERVER_ENTRY, [], {
    execArgv: ['--disable-warning=ExperimentalWarning'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve({ child, exited }));
    void exited.then(({ code, signal }) =>
      reject(new Error(`fault-server exited (${signal ?? code}) before it listened`)),
    );
  });
}

/** The headers a shopper's browser sends with a form on the tenant's own pages. */
export function tenantHeaders(port: number): Record<string, string> {
  const origin = `http://${FAULT_TENANT}.localhost:${port}`;
  return {
    host: `${FAULT_TENANT}.localhost:${port}`,
    origin,
    'content-type': 'application/json',
    'user-agent': 'Mozilla/5.0 (fault test)',
  };
}

/** A distinct valid lead per number, cycling through the forms a car page and the trade-in page send. */
export function shopperLead(n: number, port: number, startedAt: number): Record<string, unknown> {
  const contact = {
    name: `Shopper${n}`,
    last_name: 'Citizen',
    email: `shopper${n}@example.com`,
    phone: '0412 345 678',
  };
  const page = {
    url: `http://${FAULT_TENANT}.localhost:${port}/cars/car-${n}`,
    lead_attributes: { visited_pages: ['/', '/cars'], linked_query_params: { utm_source: 'fault' } },
  };
  const shown = { form_token: formTokenFor(FAULT_TENANT, startedAt, FAULT_FORM_TOKEN_SECRET) };
  const forms = [
    { type: 'enquiry', car_id: 1_000 + n, ...page, ...contact, message: `Is car ${n} still available?` },
    { type: 'test-drive', car_id: 1_000 + n, ...page, ...contact, dateTime: '2026-03-10T10:30' },
    {
      type: 'request-photos',
      car_id: 1_000 + n,
      ...page,
      ...contact,
      request: 'Please send me more photos of this car.',
    },
    {
      type: 'trade-in',
      ...contact,
      postcode: '4000',
      terms_conditions: true,
      finance: 'No',
      rego: `F${n}`,
      regoState: 'QLD',
    },
  ];
  return { ...forms[n % forms.length], ...shown };
}

export type PostResult =
  { ok: true; status: number; leadId: string } | { ok: false; status: number; body: string; retryAfter: string | null };

/**
 * One POST /api/leads over a connection of `agent`. Resolves with the server's answer; rejects
 * when the connection fails (refused, reset, closed mid-answer, or silent for `timeoutMs`).
 */
export function postLead(
  agent: Agent,
  port: number,
  body: string,
  idempotencyKey: string,
  timeoutMs = 15_000,
): Promise<PostResult> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/leads',
        headers: {
          ...tenantHeaders(port),
          'idempotency-key': idempotencyKey,
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('aborted', () => reject(new Error('answer aborted')));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const status = response.statusCode ?? 0;
          let leadId: unknown;
          try {
            leadId = (JSON.parse(text) as { lead_id?: unknown }).lead_id;
          } catch {
            // Not JSON: reported as the body below.
          }
          resolve(
            typeof leadId === 'string' && (status === 200 || status === 201)
              ? { ok: true, status, leadId }
              : { ok: false, status, body: text.slice(0, 300), retryAfter: response.headers['retry-after'] ?? null },
          );
        });
      },
    );
    outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** What a browser's retries came to for one lead. */
export interface Submission {
  key: string;
  leadId: string | null;
  /** 201 created, 200 replayed (an earlier try was committed but its answer lost). */
  status: number;
  /** Failed connections (and 503s) before the answer. */
  connectionFailures: number;
  /** The refusal, when the server answered without a lead_id (must never happen here). */
  refusal?: string;
}

/**
 * Posts one lead until the server answers, as a shopper's browser retrying a failed submit: the
 * same body and Idempotency-Key after every connection failure or 503 (the store away), a short
 * pause between tries, until `deadline`. Any other answer without a lead_id ends the tries and is
 * reported.
 */
export async function submitUntilAnswered(
  agent: Agent,
  port: number,
  body: string,
  key: string,
  deadline: number,
  errors: Map<string, number>,
): Promise<Submission> {
  let connectionFailures = 0;
  for (;;) {
    try {
      const result = await postLead(agent, port, body, key);
      if (result.ok) return { key, leadId: result.leadId, status: result.status, connectionFailures };
      // 503: the store is away and nothing was stored; the shopper's form says so and they send again.
      if (result.status !== 503)
        return { key, leadId: null, status: result.status, connectionFailures, refusal: result.body };
      throw Object.assign(new Error('HTTP 503'), { code: 'HTTP 503' });
    } catch (error) {
      connectionFailures += 1;
      const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      errors.set(code, (errors.get(code) ?? 0) + 1);
      if (Date.now() > deadline)
        return { key, leadId: null, status: 0, connectionFailures, refusal: `gave up after ${code}` };
      await new Promise((resolve) => setTimeout(resolve, 20 + 10 * Math.min(connectionFailures, 8)));
    }
  }
}
