/**
 * Where each line of an overview starts on the player's clock (seconds of audio at 1×). A line
 * whose audio is not made yet counts by an estimate from its length, replaced by its real
 * duration once known, so the slider and the times grow exact as the lines arrive.
 */

/** flite and OpenAI's voices speak about 14 characters a second at 1×. */
const CHARS_PER_SECOND = 14

export function estimatedSeconds(text: string): number {
  return Math.max(1, text.length / CHARS_PER_SECOND)
}

export interface Timeline {
  starts: number[]
  durations: number[]
  total: number
}

export function timelineOf(texts: readonly string[], known: ReadonlyMap<number, number>): Timeline {
  const durations = texts.map((text, index) => known.get(index) ?? estimatedSeconds(text))
  const starts: number[] = []
  let total = 0
  for (const duration of durations) {
    starts.push(total)
    total += duration
  }
  return { starts, durations, total }
}

/** The line a moment falls in, and how far into it; past the end, the end of the last line. */
export function locate(timeline: Timeline, seconds: number): { line: number; offset: number } {
  const last = timeline.durations.length - 1
  if (last < 0) return { line: 0, offset: 0 }
  const at = Math.min(Math.max(0, seconds), timeline.total)
  for (let line = 0; line <= last; line++) {
    const start = timeline.starts[line] ?? 0
    const duration = timeline.durations[line] ?? 0
    if (at < start + duration || line === last)
      return { line, offset: Math.min(at - start, duration) }
  }
  return { line: last, offset: 0 }
}

/** '1:05' (or '1:02:03' past an hour). */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  const h = Math.floor(whole / 3600)
  const m = Math.floor((whole % 3600) / 60)
  const s = String(whole % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}
