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

/** The `count` (15) slowest tests, slowest first, each `  12.3 s  file › title`, under a heading. */
export function slowestTests(report: unknown, count?: number): string[]
