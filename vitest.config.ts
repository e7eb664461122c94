import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code; browser tests live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'lint/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    globalSetup: ['test/vitest-global-setup.ts'],
  },
});
