import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { e2eSummary, slowestTests } from '../../scripts/e2e-summary.mjs'

// `npm run test:e2e`'s closing line, from a real Playwright run (retries: 1) with one test that
// passes, one that passes only on its retry, one that always fails and one that takes 1.5 s.
describe('the e2e closing line', () => {
  const run = () =>
    spawnSync(
      'node',
      ['scripts/run-e2e.mjs', '--config', 'tests/support/e2e-summary-fixture/playwright.config.ts'],
      { encoding: 'utf8', env: { ...process.env, CI: '' } },
    )

  it('counts a test that passed only on a retry as flaky, not as passed, and names it; the slowest tests come before it', () => {
    const { stdout, status } = run()
    const lines = stdout.trim().split('\n')
    expect(lines.at(-1)).toBe('2 passed, 1 failed, 1 flaky')
    expect(lines).toContain(
      'flaky (passed only on a retry): outcomes.pw.ts › passes only on its retry',
    )
    expect(status).toBe(1)

    // Under Playwright's own summary: every test, slowest first, with its file and seconds.
    const heading = lines.indexOf('slowest 4 tests (seconds, all attempts):')
    expect(heading).toBeGreaterThan(lines.findIndex((line) => /^\s*1 failed$/.test(line)))
    const slowest = lines.slice(heading + 1, heading + 5).map((line) => {
      const [, seconds, where] = /^\s*(\d+\.\d) s {2}(.+)$/.exec(line) ?? []
      return { seconds: Number(seconds), where }
    })
    expect(slowest[0]).toMatchObject({ where: 'outcomes.pw.ts › takes a while' })
    expect(slowest[0]!.seconds).toBeGreaterThanOrEqual(1.5)
    expect(slowest.map((t) => t.where).sort()).toEqual([
      'outcomes.pw.ts › fails every time',
      'outcomes.pw.ts › passes',
      'outcomes.pw.ts › passes only on its retry',
      'outcomes.pw.ts › takes a while',
    ])
    const seconds = slowest.map((t) => t.seconds)
    expect(seconds).toEqual([...seconds].sort((a, b) => b - a))
  })

  it('adds up every attempt of a test and keeps only the slowest ones asked for', () => {
    const spec = (title: string, durations: number[]) => ({
      title,
      file: 'a.spec.ts',
      tests: [{ status: 'expected', results: durations.map((duration) => ({ duration })) }],
    })
    const report = {
      suites: [
        {
          title: 'a.spec.ts',
          file: 'a.spec.ts',
          specs: [spec('quick', [200])],
          suites: [
            {
              title: 'photos',
              file: 'a.spec.ts',
              specs: [spec('retried', [1_000, 2_500]), spec('slow once', [3_000])],
            },
          ],
        },
      ],
    }
    expect(slowestTests(report, 2)).toEqual([
      'slowest 2 tests (seconds, all attempts):',
      '    3.5 s  a.spec.ts › photos › retried',
      '    3.0 s  a.spec.ts › photos › slow once',
    ])
    expect(slowestTests(undefined)).toEqual([])
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
