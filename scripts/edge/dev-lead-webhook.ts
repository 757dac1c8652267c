/**
 * `npm run dev:edge` with DEV_LEAD_WEBHOOK_URL set: every served tenant's leads also go to that
 * webhook through the queue, signed with DEV_LEAD_WEBHOOK_SECRET, as a dealer's CRM would get them
 * (a local receiver to watch deliveries arrive; the edge end-to-end tests point it at theirs).
 * Development only: deployed Workers take their sinks from site.json alone.
 *
 * The Worker reads its sinks from the build's `_edge/tenant.json` through ASSETS, so the tenant's
 * assets become a copy of `dist/<slug>` made of hard links (instant, no bytes copied) in which only
 * that file is a new one, with the sink added. The build's own files are never written.
 */
import { copyFile, link, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { EDGE_DATA_PATH, type EdgeTenantData } from '../../functions/edge/tenant-data.ts';
import { WebhookSinkSchema } from '../../src/domain/schemas/lead-sinks.ts';
import { UsageError } from '../report-errors.ts';

/** The variable holding the signing secret: the added sink names it as site.json sinks do (`secret_env`). */
export const DEV_WEBHOOK_SECRET_ENV = 'DEV_LEAD_WEBHOOK_SECRET';
const DEV_WEBHOOK_URL_ENV = 'DEV_LEAD_WEBHOOK_URL';
/** The added sink's name in `npm run leads` and the lead_deliveries rows. */
const DEV_SINK_NAME = 'dev-webhook';

export interface DevLeadWebhook {
  url: string;
}

/** The webhook the environment asks for, or null; a URL without its secret (or not http) stops dev:edge. */
export function devLeadWebhook(env: Readonly<Record<string, string | undefined>>): DevLeadWebhook | null {
  const url = env[DEV_WEBHOOK_URL_ENV];
  if (!url) return null;
  if (!env[DEV_WEBHOOK_SECRET_ENV])
    throw new UsageError(`${DEV_WEBHOOK_URL_ENV} is set: ${DEV_WEBHOOK_SECRET_ENV} must hold the signing secret`);
  if (!/^https?:\/\//.test(url) || !URL.canParse(url))
    throw new UsageError(`${DEV_WEBHOOK_URL_ENV} must be an http(s) URL, got "${url}"`);
  return { url };
}

/** The tenant's data with the development webhook added after its own sinks. */
export function withDevWebhook(data: EdgeTenantData, webhook: DevLeadWebhook): EdgeTenantData {
  const sink = WebhookSinkSchema.parse({
    name: DEV_SINK_NAME,
    kind: 'webhook',
    url: webhook.url,
    secret_env: DEV_WEBHOOK_SECRET_ENV,
  });
  const sinks = [...data.site.leads.sinks.filter((existing) => existing.name !== DEV_SINK_NAME), sink];
  return { ...data, site: { ...data.site, leads: { ...data.site.leads, sinks } } };
}

/**
 * `built` (a tenant's dist folder) as hard links under `out`, with `_edge/tenant.json` rewritten to
 * send leads to `webhook` too; returns `out`, the folder to serve as the Worker's assets.
 */
export async function assetsWithDevWebhook(built: string, out: string, webhook: DevLeadWebhook): Promise<string> {
  const dataFile = join(built, EDGE_DATA_PATH);
  const data = JSON.parse(await readFile(dataFile, 'utf8')) as EdgeTenantData;
  await rm(out, { recursive: true, force: true });
  for (const entry of await readdir(built, { recursive: true, withFileTypes: true })) {
    const source = join(entry.parentPath, entry.name);
    // The data file is written anew below: a hard link to it would write through into the build.
    if (!entry.isFile() || source === dataFile) continue;
    const target = join(out, relative(built, source));
    await mkdir(dirname(target), { recursive: true });
    // Another file system (EDGE_DATA_DIR elsewhere) cannot hold a hard link: a copy then.
    await link(source, target).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EXDEV') throw error;
      return copyFile(source, target);
    });
  }
  const target = join(out, EDGE_DATA_PATH);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, JSON.stringify(withDevWebhook(data, webhook)));
  return out;
}
