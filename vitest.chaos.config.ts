import { defineConfig } from 'vitest/config';

/**
 * The chaos suite (`npm run test:chaos`): the outside probe's measurements repeated against real
 * server processes (tests/chaos/). One file at a time, so no scenario's load skews another's figures.
 * Its JSON report joins the unit and end-to-end ones in CI's totals (scripts/test-totals.ts).
 */
export default defineConfig({
  test: {
    include: ['tests/chaos/**/*.test.ts'],
    fileParallelism: false,
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 300_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/chaos.json' },
  },
});
