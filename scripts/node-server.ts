/**
 * The Node HTTP server `npm run serve` runs the app on (@hono/node-server), hardened against slow
 * and oversized uploads:
 * - timeouts: the headers must arrive within `headersTimeoutMs`, the whole request (body included)
 *   within `requestTimeoutMs` (Node answers 408 and closes), an idle kept-alive connection closes
 *   after `keepAliveTimeoutMs`; Node checks them every `checkIntervalMs` (its default, 30 s, let a
 *   headers timeout of 60 s last 70 s);
 * - a 413 (a body over the route's limit, often chunked, still streaming) answers `Connection:
 *   close`, then closes gracefully: the reply is written, the server's side is shut (FIN), and what
 *   the client still sends is read and dropped for up to `lingerMs` before the socket is destroyed.
 *   Destroying it at once, with the client's data unread, makes the kernel send a reset, which can
 *   reach the client before it read the reply (and once lost a stored lead's answer).
 */
import { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { serve, type Http2Bindings, type HttpBindings, type ServerType } from '@hono/node-server';

export interface ServerTimeouts {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  checkIntervalMs: number;
  lingerMs: number;
}

/** A lead form's body is at most 32 KB: 30 s is ample even on a poor mobile connection. */
const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 1_000,
  lingerMs: 2_000,
};

type Fetch = (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>;

/**
 * Closes `socket` without a reset: shuts the writing side once the reply is out, keeps reading
 * (and dropping) until the client closes its side or `lingerMs` pass, then destroys it. Replaces
 * the socket's `destroySoon`, which Node calls after a `Connection: close` reply.
 */
function lingerOnClose(socket: Socket, lingerMs: number): void {
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.destroyed) return;
    const timer = setTimeout(() => this.destroy(), lingerMs);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
    this.once('end', () => this.destroy());
    this.on('data', () => {});
    this.resume();
    this.end();
  };
}

/** The app's fetch, with every 413 turned into a `Connection: close` reply that closes gracefully. */
function closingAfterRefusedBody(fetch: Fetch, lingerMs: number): Fetch {
  return async (request, env) => {
    const response = await fetch(request, env);
    // HTTP/1.1 only: an HTTP/2 stream is closed by its session, not by this.
    const socket = env?.incoming instanceof IncomingMessage ? env.incoming.socket : undefined;
    if (response.status !== 413 || !socket) return response;
    lingerOnClose(socket, lingerMs);
    // A short `{ error }`: buffered, so the reply has a length and its end is plain to the client.
    const body = await response.arrayBuffer();
    const headers = new Headers(response.headers);
    headers.set('connection', 'close');
    headers.set('content-length', String(body.byteLength));
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  };
}

/** Starts the hardened server; `timeouts` override the defaults (tests use small ones). */
export function startNodeServer(
  options: { fetch: Fetch; port: number; hostname?: string; timeouts?: Partial<ServerTimeouts> },
  onListening?: (info: { port: number }) => void,
): ServerType {
  const t = { ...DEFAULT_SERVER_TIMEOUTS, ...options.timeouts };
  return serve(
    {
      fetch: closingAfterRefusedBody(options.fetch, t.lingerMs),
      port: options.port,
      hostname: options.hostname,
      serverOptions: {
        headersTimeout: t.headersTimeoutMs,
        requestTimeout: t.requestTimeoutMs,
        keepAliveTimeout: t.keepAliveTimeoutMs,
        connectionsCheckingInterval: t.checkIntervalMs,
      },
    },
    onListening,
  );
}
