import { defineConfig } from '@playwright/test'

// A run with one test of each outcome for e2e-summary.test.ts: no browser, no web server.
export default defineConfig({
  testDir: '.',
  testMatch: '*.pw.ts',
  retries: 1,
  workers: 1,
  outputDir: '../../../test-results/e2e-summary-fixture',
})
