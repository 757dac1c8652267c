/**
 * One HTTP exchange as the chaos suite measures it: the status, the headers it checks, the body's
 * first bytes and the time to the whole answer. A failed connection resolves too (status 0, the
 * error's code), so a scenario counts it instead of stopping.
 */
import { request, type Agent } from 'node:http';

export interface Exchange {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  ms: number;
  /** When the request was sent (performance.now()), so answers can be ordered against each other. */
  startedAt: number;
  /** The connection error's code when there was no answer. */
  error?: string;
}

export interface Outgoing {
  method?: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
}

export function exchange(agent: Agent, port: number, outgoing: Outgoing): Promise<Exchange> {
  const started = performance.now();
  return new Promise((resolve) => {
    const body = outgoing.body ?? '';
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: outgoing.method ?? 'GET',
        path: outgoing.path,
        headers: { ...outgoing.headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        const done = (error?: string) =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8').slice(0, 2_000),
            ms: performance.now() - started,
            startedAt: started,
            ...(error ? { error } : {}),
          });
        response.on('end', () => done());
        response.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
      },
    );
    req.setTimeout(outgoing.timeoutMs ?? 30_000, () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({
        status: 0,
        headers: {},
        text: '',
        ms: performance.now() - started,
        startedAt: started,
        error: error.code ?? error.message,
      }),
    );
    req.end(body);
  });
}

/** The value at `fraction` (0.5, 0.99) of the sorted samples, nearest rank. */
export function percentile(samples: readonly number[], fraction: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** `{201: 200, 422: 9000}` as `201×200 422×9,000`, by status. */
export function statusLine(counts: ReadonlyMap<number, number>): string {
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status === 0 ? 'no answer' : status}×${count.toLocaleString('en')}`)
    .join(' ');
}

/** Adds one to `status` in `counts`. */
export function tally(counts: Map<number, number>, status: number): void {
  counts.set(status, (counts.get(status) ?? 0) + 1);
}
