import { locate, timelineOf, type Timeline } from './timeline'
import type { SpokenLine, TrackEvents, VoiceTrack } from './voice-track'

/**
 * The player's state and controls, below React: Play/Pause, seeking anywhere on the clock
 * (the slider, back and forward 15 s, a line of the transcript), the speed, and going on to the
 * next line when one ends. Whatever speaks is a VoiceTrack; the clock is the lines' audio at 1×
 * (so at 2× the remaining time passes twice as fast).
 */

export const SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const
export const SKIP_SECONDS = 15
/** How often the position moves while playing. */
const TICK_MS = 200

export interface PlayerState {
  line: number
  playing: boolean
  /** Seconds on the clock. */
  position: number
  rate: number
  timeline: Timeline
  error: unknown
}

export interface OverviewPlayer {
  getState(): PlayerState
  subscribe(listener: () => void): () => void
  play(): void
  pause(): void
  toggle(): void
  seek(seconds: number): void
  skip(seconds: number): void
  playLine(index: number): void
  setRate(rate: number): void
  dispose(): void
}

export function createOverviewPlayer(
  lines: readonly SpokenLine[],
  makeTrack: (events: TrackEvents) => VoiceTrack,
): OverviewPlayer {
  const texts = lines.map((line) => line.text)
  const known = new Map<number, number>()
  const listeners = new Set<() => void>()
  let state: PlayerState = {
    line: 0,
    playing: false,
    position: 0,
    rate: 1,
    timeline: timelineOf(texts, known),
    error: null,
  }
  /** Where in its line playing starts again (a seek or a pause). */
  let offset = 0
  let ticker: ReturnType<typeof setInterval> | null = null

  const update = (changes: Partial<PlayerState>) => {
    state = { ...state, ...changes }
    for (const listener of listeners) listener()
  }

  const lineEnd = () => {
    const next = state.line + 1
    if (next >= lines.length) {
      stopTicker()
      offset = 0
      update({ playing: false, position: state.timeline.total, line: 0 })
      return
    }
    offset = 0
    update({ line: next, position: state.timeline.starts[next] ?? state.position })
    void track.start(next, 0, state.rate)
  }

  const track = makeTrack({
    onLineEnd: lineEnd,
    onDuration(index, seconds) {
      if (!Number.isFinite(seconds) || seconds <= 0) return
      known.set(index, seconds)
      update({ timeline: timelineOf(texts, known) })
    },
    onError(error) {
      console.warn('The overview could not be spoken', error)
      stopTicker()
      update({ playing: false, error })
    },
  })

  function tick() {
    const start = state.timeline.starts[state.line] ?? 0
    const duration = state.timeline.durations[state.line] ?? 0
    update({ position: start + Math.min(track.elapsed(), duration) })
  }

  function stopTicker() {
    if (ticker !== null) clearInterval(ticker)
    ticker = null
  }

  function play() {
    if (state.playing || lines.length === 0) return
    update({ playing: true, error: null })
    ticker ??= setInterval(tick, TICK_MS)
    void track.start(state.line, offset, state.rate)
  }

  function pause() {
    if (!state.playing) return
    offset = track.elapsed()
    track.stop()
    stopTicker()
    tick()
    update({ playing: false })
  }

  function seek(seconds: number) {
    const place = locate(state.timeline, seconds)
    offset = place.offset
    update({ line: place.line, position: (state.timeline.starts[place.line] ?? 0) + place.offset })
    if (state.playing) void track.start(place.line, place.offset, state.rate)
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    play,
    pause,
    toggle: () => (state.playing ? pause() : play()),
    seek,
    skip: (seconds) => seek(state.position + seconds),
    playLine(index) {
      seek(state.timeline.starts[index] ?? 0)
      play()
    },
    setRate(rate) {
      update({ rate })
      track.setRate(rate)
    },
    dispose() {
      stopTicker()
      track.dispose()
      listeners.clear()
    },
  }
}
