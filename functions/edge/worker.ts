/**
 * The Worker of one tenant (issue 19): the functions app on workerd, beside the tenant's built
 * files as Workers static assets. Cloudflare serves the files itself, with the build's `_headers`
 * and 404 page; the Worker runs first only for `/api/*` (the functions) and `/_edge/*` (the
 * tenant's data, which it reads through ASSETS and never serves). Besides `fetch`, the queue
 * consumer delivers the leads and the Cron Trigger expires lapsed reservation holds
 * (edge-reservations.ts) and re-enqueues what is due (delivery-queue.ts).
 *
 * Bundled by scripts/edge/bundle.ts; configured by scripts/edge/wrangler-config.ts.
 */
import type { EdgeEnv } from './edge-env.ts';
import { startEdgeServices, type EdgeServices } from './edge-services.ts';

let services: Promise<EdgeServices> | undefined;

/** Built on the first call of an isolate; a failed start is tried again by the next call. */
function servicesFor(env: EdgeEnv): Promise<EdgeServices> {
  services ??= startEdgeServices(env).catch((error: unknown) => {
    services = undefined;
    throw error;
  });
  return services;
}

/**
 * The request with its Host header from its URL. On Cloudflare the two are the same; a local
 * proxy in front of workerd (Miniflare, `wrangler dev`) sends its own address as Host and keeps the
 * URL the client asked for, and the tenant is told by the Host (functions/pipeline/tenant.ts).
 */
function withUrlHost(request: Request): Request {
  const host = new URL(request.url).host;
  if (request.headers.get('host') === host) return request;
  const headers = new Headers(request.headers);
  headers.set('host', host);
  return new Request(request, { headers });
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export default {
  async fetch(request: Request, env: EdgeEnv, context: unknown): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/_edge/')) return new Response('Not found', { status: 404 });
    if (pathname !== '/api' && !pathname.startsWith('/api/')) return env.ASSETS.fetch(request);
    let started: EdgeServices;
    try {
      started = await servicesFor(env);
    } catch (error) {
      // The log says why (a missing secret, no tenant data); the shopper gets no stack trace.
      console.error(`[edge] the functions could not start: ${(error as Error).message}`);
      return json(503, { error: 'The service is briefly unavailable. Please try again in a moment.' });
    }
    return started.app.fetch(withUrlHost(request), env, context as never);
  },

  /** A batch of delivery messages: the consumer claims and sends whatever is due, then acknowledges them. */
  async queue(batch: { ackAll(): void }, env: EdgeEnv): Promise<void> {
    const { consume } = await servicesFor(env);
    await consume();
    batch.ackAll();
  },

  /** The Cron Trigger: lapsed reservation holds expire, and every pending delivery that is due goes on the queue again. */
  async scheduled(controller: { scheduledTime: number }, env: EdgeEnv): Promise<void> {
    const { cron } = await servicesFor(env);
    await cron(new Date(controller.scheduledTime));
  },
};
