import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code; browser tests live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'lint/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // Vitest leaves one core free by default: on a two-core machine that runs the files one at a time.
    maxWorkers: 2,
    // One process per worker for all its files, not one per file: a third less CPU (decision 0063). What a test
    // changes in the process is undone after it: spies, stubbed globals and environment variables.
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    globalSetup: ['test/vitest-global-setup.ts'],
  },
});
