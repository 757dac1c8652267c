import { defineConfig } from 'vitest/config';

/**
 * The tests that specify src/domain, for mutation testing (`npm run test:mutation`): the domain
 * tables, and the configuration reference, which pins every schema field's description.
 */
export default defineConfig({
  test: {
    include: ['tests/unit/domain/**/*.test.ts', 'tests/unit/docs/**/*.test.ts'],
    environment: 'node',
  },
});
