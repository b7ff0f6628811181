import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTextPacer } from './text-pacer'

describe('createTextPacer', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('hands on the first text at once, then at most once per interval, with the latest text', () => {
    const seen: string[] = []
    const pacer = createTextPacer((text) => seen.push(text), { every: 50 })
    pacer.push('a')
    pacer.push('ab')
    pacer.push('abc')
    expect(seen).toEqual(['a'])
    vi.advanceTimersByTime(49)
    expect(seen).toEqual(['a'])
    vi.advanceTimersByTime(1)
    expect(seen).toEqual(['a', 'abc'])
  })

  it('counts a push that comes `early` before the interval as due, and waits `late` after it', () => {
    const seen: string[] = []
    const pacer = createTextPacer((text) => seen.push(text), { every: 48, early: 8, late: 20 })
    pacer.push('a')
    vi.advanceTimersByTime(40)
    pacer.push('ab')
    expect(seen).toEqual(['a', 'ab'])
    vi.advanceTimersByTime(10)
    pacer.push('abc')
    vi.advanceTimersByTime(38 + 19)
    expect(seen).toEqual(['a', 'ab'])
    vi.advanceTimersByTime(1)
    expect(seen).toEqual(['a', 'ab', 'abc'])
  })

  it('flushes the held-back text now, and drops it on cancel', () => {
    const seen: string[] = []
    const pacer = createTextPacer((text) => seen.push(text), { every: 50 })
    pacer.push('a')
    pacer.push('ab')
    pacer.flush()
    expect(seen).toEqual(['a', 'ab'])
    pacer.flush()
    expect(seen).toEqual(['a', 'ab'])
    vi.advanceTimersByTime(10)
    pacer.push('abc')
    pacer.cancel()
    vi.advanceTimersByTime(100)
    expect(seen).toEqual(['a', 'ab'])
  })

  it("with every: 'frame', hands on one text per frame", () => {
    const seen: string[] = []
    const pacer = createTextPacer((text) => seen.push(text), { every: 'frame' })
    pacer.push('a')
    pacer.push('ab')
    expect(seen).toEqual([])
    vi.advanceTimersByTime(16)
    expect(seen).toEqual(['ab'])
  })
})
