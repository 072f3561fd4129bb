import { defineConfig } from '@playwright/test';

/**
 * Browser proof of the Adyen integration: the real @adyen/adyen-web pays real orders of the embedded
 * shop through the Store API (Debian Chromium; the shop and the simulator are started by the suite).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.ts',
  workers: 1,
  fullyParallel: false,
  // Generous: other jobs may share the machine's CPUs.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  outputDir: '../../test-results/payments',
  use: {
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
    },
  },
});
