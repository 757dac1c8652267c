/**
 * The development text messages at the edge: `npm run dev:edge` texts sign-in codes through the
 * `log` SMS adapter into each tenant's D1 database (no message leaves the machine), and serves them
 * on its own address, outside every tenant's host, as `npm run sms` prints them on Node:
 *
 *   curl 'http://localhost:8788/_dev/sms?site=southside-used-cars&limit=5'
 *
 * Only the dev:edge process answers this (it holds the Miniflare instances); a deployed Worker has
 * no such path.
 */
import type { Miniflare } from 'miniflare';
import type { D1Database } from '../../functions/adapters/d1-database.ts';
import { openD1Stores } from '../../functions/edge/d1-stores.ts';
import { smsLines } from '../sms.ts';

export const DEV_SMS_PATH = '/_dev/sms';
const MAX_LIMIT = 100;

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/** GET /_dev/sms?site=<slug>[&limit=N]: the tenant's latest messages, newest first (limit 1 by default). */
export async function devSmsResponse(url: URL, workers: ReadonlyMap<string, Miniflare>): Promise<Response> {
  const slug = url.searchParams.get('site') ?? '';
  const worker = workers.get(slug);
  if (!worker) return text(404, `no tenant "${slug}" here; ?site= one of: ${[...workers.keys()].join(', ')}\n`);
  const limit = Number(url.searchParams.get('limit') ?? 1);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    return text(400, `limit must be a whole number from 1 to ${MAX_LIMIT}\n`);
  const db = (await worker.getD1Database('DB')) as unknown as D1Database;
  // The tables are made here too (idempotent), so asking before the first call answers "none" rather than failing.
  const { auth } = await openD1Stores(db);
  const messages = await auth.loggedSms(slug, { limit });
  return text(200, messages.length === 0 ? `${slug}: no messages logged\n` : smsLines(messages));
}
