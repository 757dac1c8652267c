import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { devEdgeServer } from './tests/e2e-edge/edge-server.ts';

// Debian's Chromium when present (CI and these machines cannot download Playwright's browser);
// CHROMIUM_PATH overrides; otherwise Playwright's own browser, for those who installed one.
const chromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const port = Number(process.env.E2E_PORT ?? 4399);

export default defineConfig({
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The console list, and a JSON report that CI totals with the unit one (scripts/test-totals.ts).
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'chromium', testDir: 'tests/e2e', use: { ...devices['Desktop Chrome'] } },
    // Issue 19: the same shopper journeys on the functions at the edge (`npm run dev:edge`, workerd through Miniflare).
    { name: 'edge', testDir: 'tests/e2e-edge', use: { ...devices['Desktop Chrome'] } },
  ],
  // Started in this order: the first builds dist/, which the second (dev:edge) serves as the Worker's static assets.
  webServer: [
    {
      // Builds every sample tenant, then serves them all on one port (as `npm start` does).
      command: `node scripts/build.ts && node scripts/serve.ts --development`,
      // Every form test sends from one address: far more leads a minute than a shopper's limit of 10.
      // Likewise sign-in codes: every sign-in test asks from one address, more than a shopper's 5 an hour.
      env: { PORT: String(port), LEADS_PER_IP_PER_MINUTE: '200', AUTH_SENDS_PER_ADDRESS_PER_HOUR: '200' },
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 600_000,
      stdout: 'pipe',
    },
    devEdgeServer,
  ],
});
