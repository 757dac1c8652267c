/**
 * What the edge end-to-end tests (issue 19) and playwright.config.ts agree on: `npm run dev:edge`
 * serves one tenant on EDGE_PORT, from its own fresh state, with the tenant's leads also sent to a
 * local webhook receiver on EDGE_WEBHOOK_PORT that the lead test starts (webhook-receiver.ts),
 * signed with a secret of the tests' own. Nothing here is in the product: dev:edge reads these as
 * it reads any developer's environment.
 */
import type { PlaywrightTestConfig } from '@playwright/test';

/** The tenant with every call the tests drive: leads, the masked phone, delivery, the gauge, sign-in and the watchlist. */
export const EDGE_SITE = 'southside-used-cars';
export const EDGE_PORT = Number(process.env.EDGE_PORT ?? 4397);
export const EDGE_WEBHOOK_PORT = Number(process.env.EDGE_WEBHOOK_PORT ?? EDGE_PORT + 1);
/** The receiver's signing secret (Standard Webhooks' whsec_ form: base64 of the key). */
export const EDGE_WEBHOOK_SECRET = `whsec_${Buffer.from('edge end-to-end webhook key').toString('base64')}`;
/** The tenant's origin on dev:edge, as a shopper's browser has it. */
export const edgeOrigin = `http://${EDGE_SITE}.localhost:${EDGE_PORT}`;
/** dev:edge's own address, outside every tenant (its /_dev/sms page); 127.0.0.1, as Node may not resolve *.localhost. */
const devEdgeAddress = `http://127.0.0.1:${EDGE_PORT}`;
/** State (D1, queues) of the test server only: emptied at each start, so no run sees another's leads or limits. */
const STATE_DIR = 'data/edge-e2e';

/**
 * The web server of the edge project: after the Node server's (which builds dist/), as Playwright
 * starts them in order. The Worker bundle and Miniflare start in about ten seconds.
 */
export const devEdgeServer = {
  command: `rm -rf ${STATE_DIR} && node scripts/dev-edge.ts --site ${EDGE_SITE}`,
  env: {
    EDGE_PORT: String(EDGE_PORT),
    EDGE_DATA_DIR: STATE_DIR,
    DEV_LEAD_WEBHOOK_URL: `http://127.0.0.1:${EDGE_WEBHOOK_PORT}/leads`,
    DEV_LEAD_WEBHOOK_SECRET: EDGE_WEBHOOK_SECRET,
  },
  // Answers once every Worker is ready (the port opens after them).
  url: `${devEdgeAddress}/_dev/sms?site=${EDGE_SITE}`,
  reuseExistingServer: !process.env.CI,
  timeout: 120_000,
  stdout: 'ignore',
  stderr: 'pipe',
} satisfies NonNullable<PlaywrightTestConfig['webServer']>;

/** The latest code texted to `mobile` (04… as typed; +61… in the log), read from dev:edge as a developer would. */
export async function textedCode(mobile: string): Promise<string> {
  const response = await fetch(`${devEdgeAddress}/_dev/sms?site=${EDGE_SITE}&limit=20`);
  const log = await response.text();
  const line = log.split('\n').find((entry) => entry.includes(`to +61${mobile.slice(1)} `));
  const code = line?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code for ${mobile} in dev:edge's /_dev/sms:\n${log}`);
  return code;
}
