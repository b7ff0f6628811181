// The closing line of `npm run test:e2e`, read from Playwright's JSON report. A test that failed
// and then passed on a retry is flaky: it is counted and named as such, never as passed. Also the
// slowest tests, so every CI log says where e2e time goes.

/**
 * @typedef {{ file: string, name: string, title: string, status: string, seconds: number }} E2eTest
 * @param {any[] | undefined} suites @returns {E2eTest[]}
 */
function testsOf(suites, path = []) {
  return (suites ?? []).flatMap((suite) => {
    const inside = suite.title && suite.title !== suite.file ? [...path, suite.title] : path
    return [
      ...(suite.specs ?? []).flatMap((spec) =>
        (spec.tests ?? []).map((test) => ({
          file: spec.file ?? '',
          name: [...inside, spec.title].join(' › '),
          title: [spec.file, ...inside, spec.title].filter(Boolean).join(' › '),
          status: test.status,
          // Every attempt counts: a retried test cost the run both.
          seconds:
            (test.results ?? []).reduce(
              (/** @type {number} */ sum, /** @type {any} */ result) =>
                sum + (result.duration ?? 0),
              0,
            ) / 1000,
        })),
      ),
      ...testsOf(suite.suites, inside),
    ]
  })
}

/**
 * @param {any} report Playwright's JSON report (undefined when it could not be read)
 * @returns {{ passed: number, failed: number, flaky: string[], skipped: number, line: string }}
 */
export function e2eSummary(report) {
  const tests = testsOf(report?.suites)
  const count = (/** @type {string} */ status) => tests.filter((t) => t.status === status).length
  const flaky = tests.filter((t) => t.status === 'flaky').map((t) => t.title)
  const passed = count('expected')
  const skipped = count('skipped')
  // No report, or an error outside any test (a web server that did not start), is a failure.
  const failed = count('unexpected') + (report ? (report.errors?.length ?? 0) : 1)
  const parts = [`${passed} passed`, `${failed} failed`, `${flaky.length} flaky`]
  if (skipped > 0) parts.push(`${skipped} skipped`)
  return { passed, failed, flaky, skipped, line: parts.join(', ') }
}

/**
 * The `count` slowest tests, slowest first, one line each: `  12.3 s  file › title`.
 * @param {any} report Playwright's JSON report (undefined when it could not be read)
 * @returns {string[]}
 */
export function slowestTests(report, count = 15) {
  const slowest = testsOf(report?.suites)
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
  if (slowest.length === 0) return []
  return [
    `slowest ${slowest.length} tests (seconds, all attempts):`,
    ...slowest.map((t) => `${t.seconds.toFixed(1).padStart(7)} s  ${t.file} › ${t.name}`),
  ]
}
