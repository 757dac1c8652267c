import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    // Sample stock that is generated, not committed, is written first (tests/unit/global-setup.ts).
    globalSetup: ['tests/unit/global-setup.ts'],
    environment: 'node',
    // The console list, and a JSON report that CI totals with the end-to-end one (scripts/test-totals.ts).
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/unit.json' },
  },
});
