/**
 * The workerd side of local-server.ts: the fake's origin (http://127.0.0.1:<port>, a port nothing
 * listens on) answered through the global `fetch`, which clients built after this call take up (the
 * `stripe` package's fetch client reads it when it is made). Other origins go to the real fetch.
 */
import type { LocalAnswer } from './local-server.ts';

let nextPort = 40_000;

export async function serveLocally(answer: LocalAnswer): Promise<{ port: number; close: () => Promise<void> }> {
  const port = (nextPort += 1);
  const origin = `http://127.0.0.1:${port}`;
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== origin) return realFetch(input, init);
    const aborted = new Promise<never>((_resolve, reject) =>
      request.signal.addEventListener('abort', () => reject(request.signal.reason)),
    );
    const body = await request.text();
    const header = (name: string) => request.headers.get(name) ?? undefined;
    const answered = await Promise.race([
      answer({ method: request.method, path: url.pathname, header, body }),
      aborted,
    ]);
    const headers = { 'request-id': 'req_test' };
    return answered.body === undefined
      ? new Response(null, { status: answered.status, headers })
      : Response.json(answered.body, { status: answered.status, headers });
  };
  return {
    port,
    async close() {
      globalThis.fetch = realFetch;
    },
  };
}
