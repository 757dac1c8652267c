import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { WORKER_COMPATIBILITY } from './scripts/edge/bundle.ts';

/**
 * The functions' `app.request()` route suites, run a second time inside workerd (issue 19: one app,
 * two runtimes). Their harnesses take their stores from tests/unit/functions/runtime/test-stores.ts,
 * which this project swaps for its D1 side; everything else is the same file.
 */
const ROUTE_SUITES = [
  'leads-route',
  'vehicle-calls-route',
  'sign-in-route',
  'watchlist-route',
  'reservations-route',
  'finance-route',
  'valuations-route',
  'geocode-route',
  'tenancy',
].map((name) => `tests/unit/functions/${name}.test.ts`);

const RUNTIME_SEAMS = fileURLToPath(new URL('./tests/unit/functions/runtime/', import.meta.url));

export default defineConfig({
  test: {
    // Vitest's default is one fewer worker than cores: one worker on these two cores, where the files' own child
    // processes (builds, servers, PostgreSQL) leave a core idle much of the time. Two workers here: 477 s -> 335 s for the unit tests.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The console list, and a JSON report that CI totals with the end-to-end one (scripts/test-totals.ts).
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/unit.json' },
    projects: [
      {
        test: {
          name: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // Sample stock that is generated, not committed, is written first (tests/unit/global-setup.ts).
          globalSetup: ['tests/unit/global-setup.ts'],
          environment: 'node',
          // A limit, not a timed assertion: many files build a scratch tenant or start a server in a hook, which
          // Vitest's default of 10 s cut short on a machine running at half its usual speed (one CI run).
          hookTimeout: 60_000,
          // Projects with different worker counts run one after the other: this one first, then workerd's.
          sequence: { groupOrder: 0 },
        },
      },
      {
        plugins: [
          cloudflareTest({
            miniflare: { ...WORKER_COMPATIBILITY, d1Databases: ['DB'] },
          }),
        ],
        // runtime/<seam>.ts → runtime/<seam>.workerd.ts. Every importer is a harness, fake or suite
        // beside runtime/, so they all write `./runtime/<seam>.ts`.
        resolve: { alias: [{ find: /^\.\/runtime\/([\w-]+)\.ts$/, replacement: `${RUNTIME_SEAMS}$1.workerd.ts` }] },
        test: {
          name: 'workerd',
          // One isolate for the files, one after another: each file loading the app's modules into an isolate
          // of its own took about half of the project's time (139 s against 51 s on two loaded cores). They
          // share the one D1 database, which a harness empties before it takes its stores (test-stores.workerd.ts).
          isolate: false,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          include: ROUTE_SUITES,
          // A limit, not a timed assertion: each store call is a request to D1's object in workerd, so the
          // suites' loops (1,000 wrong codes) take seconds there where SQLite in memory takes milliseconds.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
