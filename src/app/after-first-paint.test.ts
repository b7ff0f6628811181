import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { afterFirstPaint } from './after-first-paint'

/** The browser's paint timing, as PerformanceObserver delivers it, driven by the test. */
let deliver: (names: string[]) => void
let observed: string[] = []

beforeEach(() => {
  vi.useFakeTimers()
  observed = []
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
        deliver = (names) =>
          callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) })
      }
      observe(options: { type: string; buffered: boolean }) {
        observed.push(`${options.type}${options.buffered ? ' buffered' : ''}`)
      }
      disconnect() {}
    },
  )
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  await vi.advanceTimersByTimeAsync(0)
  return done
}

test('waits for the first contentful paint, including one shown before it was asked', async () => {
  const painted = afterFirstPaint()
  expect(observed).toEqual(['paint buffered'])
  expect(await settled(painted)).toBe(false)
  deliver(['first-paint'])
  expect(await settled(painted)).toBe(false)
  deliver(['first-contentful-paint'])
  expect(await settled(painted)).toBe(true)
})

test('a page that paints nothing (a hidden tab) goes on after at most the given time', async () => {
  const painted = afterFirstPaint(1_000)
  await vi.advanceTimersByTimeAsync(999)
  expect(await settled(painted)).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  expect(await settled(painted)).toBe(true)
})
