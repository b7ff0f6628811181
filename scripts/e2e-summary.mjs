// The closing line of `npm run test:e2e`, read from Playwright's JSON report. A test that failed
// and then passed on a retry is flaky: it is counted and named as such, never as passed.

/** @param {any[] | undefined} suites @returns {{ title: string, status: string }[]} */
function testsOf(suites, path = []) {
  return (suites ?? []).flatMap((suite) => {
    const inside = suite.title && suite.title !== suite.file ? [...path, suite.title] : path
    return [
      ...(suite.specs ?? []).flatMap((spec) =>
        (spec.tests ?? []).map((test) => ({
          title: [spec.file, ...inside, spec.title].filter(Boolean).join(' › '),
          status: test.status,
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
