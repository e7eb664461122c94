import { defineConfig } from '@playwright/test';
import { activeBuilds, BUILDS } from './e2e/builds.ts';
import { CHROMIUM_PATH } from './scripts/ensure-chromium.ts';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
    // The site's service worker would answer requests that tests intercept with page.route; e2e/offline.spec.ts
    // allows it.
    serviceWorkers: 'block',
  },
  projects: activeBuilds().map((name) => ({
    name,
    use: { baseURL: `http://127.0.0.1:${BUILDS[name].port}${BUILDS[name].basePath}` },
  })),
  webServer: activeBuilds().map((name) => ({
    command: `npx tsx server/main.ts`,
    env: { PORT: String(BUILDS[name].port), FAUNA_BUILD_DIR: BUILDS[name].buildDir },
    url: `http://127.0.0.1:${BUILDS[name].port}${BUILDS[name].basePath}`,
    reuseExistingServer: false,
    timeout: 30_000,
  })),
});
