/**
 * The bindings and variables a tenant's Worker gets (scripts/edge/wrangler-config.ts writes them):
 * the D1 database of its stores, the delivery queue, its built files (ASSETS), and as plain text
 * variables and secrets what the Node server reads from process.env (FORM_TOKEN_SECRET,
 * AUTH_CODE_SECRET, the webhook secrets site.json names, the rate limits, HOST_MODE).
 */
import type { D1Database } from '../adapters/d1-database.ts';
import type { DeliveryMessage } from './delivery-queue.ts';

/** The part of the ASSETS (static assets) binding the Worker uses. */
export interface AssetsBinding {
  fetch(request: Request | string): Promise<Response>;
}

export interface EdgeEnv {
  DB: D1Database;
  DELIVERIES: {
    sendBatch(messages: Iterable<{ body: DeliveryMessage; delaySeconds?: number }>): Promise<void>;
  };
  ASSETS: AssetsBinding;
  /** 'development' (`npm run dev:edge`: `<slug>.localhost`, http) or production (the site's domains). */
  HOST_MODE?: string;
  [variable: string]: unknown;
}

/** The text variables of the Worker's env, as the adapters read process.env on Node. */
export function textVariables(env: EdgeEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => typeof value === 'string')) as Record<
    string,
    string
  >;
}
