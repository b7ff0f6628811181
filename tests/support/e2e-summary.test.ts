import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { e2eSummary } from '../../scripts/e2e-summary.mjs'

// `npm run test:e2e`'s closing line, from a real Playwright run (retries: 1) with one test that
// passes, one that passes only on its retry and one that always fails.
describe('the e2e closing line', () => {
  it('counts a test that passed only on a retry as flaky, not as passed, and names it', () => {
    const run = spawnSync(
      'node',
      ['scripts/run-e2e.mjs', '--config', 'tests/support/e2e-summary-fixture/playwright.config.ts'],
      { encoding: 'utf8', env: { ...process.env, CI: '' } },
    )
    const lines = run.stdout.trim().split('\n')
    expect(lines.at(-1)).toBe('1 passed, 1 failed, 1 flaky')
    expect(lines).toContain(
      'flaky (passed only on a retry): outcomes.pw.ts › passes only on its retry',
    )
    expect(run.status).toBe(1)
  })

  it('counts a run without a report, or with an error outside the tests, as failed', () => {
    expect(e2eSummary(undefined).line).toBe('0 passed, 1 failed, 0 flaky')
    const serverDidNotStart = {
      suites: [],
      errors: [{ message: 'Timed out waiting for webServer' }],
    }
    expect(e2eSummary(serverDidNotStart)).toMatchObject({ passed: 0, failed: 1 })
  })
})
