import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    // Sample stock that is generated, not committed, is written first (tests/unit/global-setup.ts).
    globalSetup: ['tests/unit/global-setup.ts'],
    environment: 'node',
  },
});
