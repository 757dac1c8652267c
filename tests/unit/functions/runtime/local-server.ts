/**
 * A local HTTP service for a fake (fake-stripe.ts), per runtime. On Node it is a real server on a
 * free port of 127.0.0.1, so a client's own HTTP stack is in the test. workerd cannot listen from a
 * test, so its side (local-server.workerd.ts, aliased by vitest.config.ts) answers the same origin
 * through `fetch`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalRequest {
  method: string;
  path: string;
  header: (name: string) => string | undefined;
  body: string;
}

/** A JSON answer; a promise that never settles is a server that never answers. */
export type LocalAnswer = (request: LocalRequest) => Promise<{ status: number; body?: unknown }>;

export async function serveLocally(answer: LocalAnswer): Promise<{ port: number; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const header = (name: string) => req.headers[name.toLowerCase()] as string | undefined;
      void answer({ method: req.method ?? '', path: (req.url ?? '').split('?')[0] ?? '', header, body: raw }).then(
        ({ status, body }) => {
          res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
          res.end(body === undefined ? '' : JSON.stringify(body));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    async close() {
      // Ends the connections of requests never answered too.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
