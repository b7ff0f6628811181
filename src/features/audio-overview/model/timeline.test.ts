import { clockTime, estimatedSeconds, locate, timelineOf } from './timeline'

describe('the overview’s timeline', () => {
  const texts = ['a'.repeat(28), 'b'.repeat(140), 'c'.repeat(70)]

  it('counts a line by its real duration once known, else by an estimate from its length', () => {
    expect(timelineOf(texts, new Map())).toEqual({
      starts: [0, 2, 12],
      durations: [2, 10, 5],
      total: 17,
    })
    expect(timelineOf(texts, new Map([[1, 4.5]]))).toEqual({
      starts: [0, 2, 6.5],
      durations: [2, 4.5, 5],
      total: 11.5,
    })
    expect(estimatedSeconds('Hi.')).toBe(1)
  })

  it('locates a moment in its line, clamped to the overview', () => {
    const timeline = timelineOf(texts, new Map())
    expect(locate(timeline, 0)).toEqual({ line: 0, offset: 0 })
    expect(locate(timeline, 2)).toEqual({ line: 1, offset: 0 })
    expect(locate(timeline, 13.5)).toEqual({ line: 2, offset: 1.5 })
    expect(locate(timeline, -15)).toEqual({ line: 0, offset: 0 })
    expect(locate(timeline, 99)).toEqual({ line: 2, offset: 5 })
  })

  it('reads times as a clock', () => {
    expect(clockTime(65.9)).toBe('1:05')
    expect(clockTime(3723)).toBe('1:02:03')
  })
})
