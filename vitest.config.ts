import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code; browser tests live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'lint/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // Vitest leaves one core free by default: on a two-core machine that runs the files one at a time.
    maxWorkers: 2,
    globalSetup: ['test/vitest-global-setup.ts'],
  },
});
