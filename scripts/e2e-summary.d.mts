export interface E2eSummary {
  passed: number
  failed: number
  /** The titles of the tests that passed only on a retry. */
  flaky: string[]
  skipped: number
  /** `N passed, N failed, N flaky` (and `, N skipped` when any was). */
  line: string
}

export function e2eSummary(report: unknown): E2eSummary
