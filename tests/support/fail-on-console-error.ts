import { afterEach, beforeEach, vi, type MockInstance } from 'vitest'

// A console.error during a node test is a bug: collect them and fail the test.
let spy: MockInstance<typeof console.error>
let calls: unknown[][] = []
beforeEach(() => {
  calls = []
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args)
  })
})
afterEach(() => {
  spy.mockRestore()
  if (calls.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${calls.map((a) => a.map(String).join(' ')).join('\n')}`,
    )
  }
})
