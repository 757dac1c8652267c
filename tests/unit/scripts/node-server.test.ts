/**
 * The Node server against slow and oversized uploads, over raw sockets on a loopback port: a body
 * that trickles is cut at the request timeout, headers that trickle at the headers timeout, an idle
 * kept-alive connection at the keep-alive timeout, and a 413 on a chunked body answers
 * `Connection: close` and ends the connection cleanly after the whole reply, with no reset.
 */
import { once } from 'node:events';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerType } from '@hono/node-server';
import { limitBodySize } from '../../../functions/pipeline/json-body.ts';
import { startNodeServer, type ServerTimeouts } from '../../../scripts/node-server.ts';

const TIMEOUTS: ServerTimeouts = {
  headersTimeoutMs: 400,
  requestTimeoutMs: 800,
  keepAliveTimeoutMs: 300,
  checkIntervalMs: 50,
  lingerMs: 1_000,
};

let server: ServerType | null = null;
const timers: ReturnType<typeof setInterval>[] = [];
afterEach(async () => {
  timers.splice(0).forEach(clearInterval);
  if (server) {
    const closing = new Promise((resolve) => server!.close(resolve));
    (server as import('node:http').Server).closeAllConnections();
    await closing;
  }
  server = null;
});

async function start(): Promise<number> {
  const app = new Hono();
  app.get('/', (c) => c.text('ok'));
  app.post('/api/leads', limitBodySize(1024), async (c) => c.json({ length: (await c.req.text()).length }));
  server = startNodeServer({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', timeouts: TIMEOUTS });
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

interface Connection {
  socket: Socket;
  received: () => string;
  /** Resolves when the connection is over: how it ended, and when (ms after connecting). */
  closed: Promise<{ ended: boolean; error: string | null; afterMs: number }>;
}

/** `sendsOnForMs`: after the server's FIN the client goes on writing that long before it closes its side. */
async function open(port: number, sendsOnForMs = 0): Promise<Connection> {
  const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
  await once(socket, 'connect');
  const started = Date.now();
  let data = '';
  let ended = false;
  let error: string | null = null;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (data += chunk));
  socket.on('end', () => {
    ended = true;
    setTimeout(() => socket.end(), sendsOnForMs);
  });
  socket.on('error', (caught: NodeJS.ErrnoException) => (error = caught.code ?? caught.message));
  const closed = new Promise<{ ended: boolean; error: string | null; afterMs: number }>((resolve) =>
    socket.on('close', () => resolve({ ended, error, afterMs: Date.now() - started })),
  );
  return { socket, received: () => data, closed };
}

/** Writes `piece` every `everyMs` while the socket is open. */
function trickle(socket: Socket, piece: () => string, everyMs: number): void {
  const timer = setInterval(() => {
    if (socket.writable && !socket.destroyed) socket.write(piece());
    else clearInterval(timer);
  }, everyMs);
  timers.push(timer);
}

const requestHead = (extra: string[]) =>
  ['POST /api/leads HTTP/1.1', 'Host: test-motors.localhost', 'Content-Type: application/json', ...extra, '', ''].join(
    '\r\n',
  );

describe('startNodeServer: slow clients and oversized bodies', () => {
  it('a body that trickles is cut at the request timeout (408, then closed)', async () => {
    const { socket, received, closed } = await open(await start());
    socket.write(requestHead(['Transfer-Encoding: chunked']));
    trickle(socket, () => '1\r\n \r\n', 100);
    const end = await closed;
    expect(end.afterMs).toBeGreaterThanOrEqual(TIMEOUTS.requestTimeoutMs - 100);
    expect(end.afterMs).toBeLessThan(TIMEOUTS.requestTimeoutMs + 1_000);
    expect(received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('headers that trickle are cut at the headers timeout', async () => {
    const { socket, received, closed } = await open(await start());
    socket.write('GET / HTTP/1.1\r\nHost: test-motors.localhost\r\n');
    let n = 0;
    trickle(socket, () => `X-Slow-${(n += 1)}: 1\r\n`, 50);
    const end = await closed;
    expect(end.afterMs).toBeGreaterThanOrEqual(TIMEOUTS.headersTimeoutMs - 100);
    expect(end.afterMs).toBeLessThan(TIMEOUTS.headersTimeoutMs + 1_000);
    expect(received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('an idle kept-alive connection is closed at the keep-alive timeout', async () => {
    const { socket, received, closed } = await open(await start());
    socket.write('GET / HTTP/1.1\r\nHost: test-motors.localhost\r\n\r\n');
    const end = await closed;
    expect(received()).toMatch(/^HTTP\/1\.1 200 [\s\S]*\r\n\r\nok$/);
    expect(received()).toMatch(/Keep-Alive: timeout=0?\.?\d*/i);
    // Node 24 closes its side a second after the timeout it announces (its keepAliveTimeoutBuffer).
    expect(end.afterMs).toBeLessThan(TIMEOUTS.keepAliveTimeoutMs + 1_800);
    expect(end.error).toBeNull();
  });

  it('a 413 on a chunked body says Connection: close, and the connection ends cleanly after the whole reply', async () => {
    // The client goes on uploading for a while after the reply (it has not read it yet): the server must
    // keep reading, not reset the connection, which could destroy the reply before the client reads it.
    const { socket, received, closed } = await open(await start(), 300);
    socket.write(requestHead(['Transfer-Encoding: chunked']));
    const chunk = `400\r\n${'x'.repeat(1024)}\r\n`;
    socket.write(chunk + chunk);
    trickle(socket, () => chunk, 20);
    const end = await closed;
    const [head, body] = received().split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(head).toMatch(/\r\nConnection: close(\r\n|$)/i);
    expect(head).not.toMatch(/keep-alive/i);
    const length = Number(/\r\ncontent-length: (\d+)/i.exec(head!)?.[1]);
    expect(Buffer.byteLength(body!)).toBe(length);
    expect(JSON.parse(body!)).toEqual({ error: expect.any(String) });
    expect(end).toMatchObject({ ended: true, error: null });
  });
});
