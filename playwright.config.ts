import { defineConfig } from '@playwright/test';
import { SERVICE_WORKERS } from './e2e/browser-context.ts';
import { BUILDS } from './e2e/builds.ts';
import { serveCommand, servedBuilds, SERVER_SPECS } from './e2e/servers.ts';
import { CHROMIUM_ARGS, testBrowserPath } from './scripts/ensure-chromium.ts';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // One per core: the browser tests keep both cores busy; a third worker only added a browser (decision 0040).
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  globalSetup: './e2e/global-setup.ts',
  use: {
    browserName: 'chromium',
    // Debian's headless shell of Chromium where installed (decision 0041).
    launchOptions: { executablePath: testBrowserPath(), args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
    serviceWorkers: SERVICE_WORKERS,
  },
  // One project per build served by the Node server; with nginx installed, one more per build for the server specs.
  projects: servedBuilds().map((served) => ({
    name: served.project,
    metadata: { build: served.build, server: served.server },
    testMatch: served.server === 'nginx' ? SERVER_SPECS : undefined,
    use: { baseURL: `http://127.0.0.1:${served.port}${BUILDS[served.build].basePath}` },
  })),
  webServer: servedBuilds().map((served) => ({
    command: serveCommand(served),
    env: { PORT: String(served.port), FAUNA_BUILD_DIR: BUILDS[served.build].buildDir },
    url: `http://127.0.0.1:${served.port}${BUILDS[served.build].basePath}`,
    reuseExistingServer: false,
    timeout: 30_000,
  })),
});
