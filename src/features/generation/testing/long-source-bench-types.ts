/** What the long-source benchmark's page (long-source-bench-page.ts) reports to bench/long-source.ts. */

export interface LongTask {
  /** When it started, on the page's clock (ms). */
  at: number
  ms: number
}

export interface LongSourceBenchResult {
  longTasks: LongTask[]
  /** When the preview first showed words of the guide (after the reading), or null. */
  firstWordAt: number | null
  deliveredAt: number | null
}

declare global {
  interface Window {
    /** Starts recording; resolves with the figures once the next guide is delivered. */
    armLongSourceBench: () => Promise<LongSourceBenchResult>
  }
}
