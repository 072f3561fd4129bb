import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3000);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${PORT}`;
const OFFLINE_SPECS = /\/offline(-[a-z]+)?\.spec\.ts$/;
/** Deploys new builds (without prerendered pages) next to the running shop: every spec that needs the first build runs before it. */
const UPDATE_SPEC = /\/offline-complete\.spec\.ts$/;

/**
 * Storefront browser tests (tests/e2e) against the built shop that `npm start` serves.
 * Debian Chromium; the shop is started and stopped by Playwright (reused locally when running).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  // One worker: some specs switch the whole shop (maintenance) and CPUs are shared.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: 'test-results/e2e',
  use: {
    baseURL,
    locale: 'de-DE',
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
    },
  },
  projects: [
    { name: 'storefront', testIgnore: OFFLINE_SPECS },
    // Service workers allowed, the network cut for page and worker (tests/e2e/network.ts).
    { name: 'offline', testMatch: OFFLINE_SPECS, testIgnore: UPDATE_SPEC, use: { serviceWorkers: 'allow' } },
    // Last, in a project of its own: its test deploys new builds without prerendered pages next to
    // the running shop, and the specs after it in file order (the installed app's kept pages, a
    // first visit's offline reload) need the first build's pages.
    { name: 'offline-update', testMatch: UPDATE_SPEC, use: { serviceWorkers: 'allow' } },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // The simulator remembers spent gift-card balances in its data file: start every run fresh.
        command: `node -e "require('fs').rmSync(process.argv[1], { force: true })" ${process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'}/payment-sim.json && node scripts/start.mjs`,
        url: `${baseURL}/store-api/context`,
        reuseExistingServer: !process.env.CI,
        // First start: build (payloads and prerendered pages included) + migrations + seed of the demo shop.
        timeout: 600_000,
        stdout: 'pipe',
        // Own data directory (seeded on first start) so a developer's ./data stays untouched.
        env: {
          PORT: String(PORT),
          DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data',
          PAYMENT_SIM_PORT: process.env.E2E_PAYMENT_SIM_PORT ?? '8080',
          // The suites register dozens of guests from one IP; the limits have their own API tests.
          RATE_LIMITS: 'off',
        },
      },
});
