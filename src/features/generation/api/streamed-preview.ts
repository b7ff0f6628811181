import { stripMarkers } from '@/study-engine/citations/markers'
import { createTextPacer, type TextPacer } from '@/lib/text-pacer'

/**
 * The engine already emits at most once per animation frame; re-rendering the preview every
 * frame still costs most of the main thread on a long guide, so the preview follows at most
 * every PREVIEW_INTERVAL_MS, well inside the 100 ms budget from a chunk's arrival to paint.
 * While the stream flows the engine's pushes come in animation frames, and the preview is
 * updated from one of them (leading edge, then the first frame an interval later), so the
 * update is painted in that same frame instead of waiting for the next. A stream that stalls
 * still shows its held-back words STALL_GRACE_MS after the interval.
 */
export const PREVIEW_INTERVAL_MS = 48
/** A frame may come a little early: the third frame (~50 ms at 60 Hz) still qualifies. */
const FRAME_SLACK_MS = 8
const STALL_GRACE_MS = 20

/** Resolves after the next frame has been painted (a timer where there are no frames). */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'function')
      requestAnimationFrame(() => setTimeout(resolve, 0))
    else setTimeout(resolve, 0)
  })
}

/**
 * The text streamed so far, outside React state: only the preview subscribes to it, so a streamed
 * update re-renders the preview and not the whole section (form, buttons, file list).
 */
export interface StreamedTextStore {
  get: () => string
  subscribe: (listener: () => void) => () => void
}

export function createStreamedTextStore() {
  let text = ''
  const listeners = new Set<() => void>()
  return {
    get: () => text,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    set(next: string) {
      if (next === text) return
      text = next
      for (const listener of listeners) listener()
    },
  }
}

/**
 * The streamed guide paced into the store, without the passage markers ('[P3]') the finished
 * guide leaves out too; `onFirstText` hears of the first words only (the status line changes).
 */
export function pacedPreview(
  store: ReturnType<typeof createStreamedTextStore>,
  onFirstText: (text: string) => void,
): TextPacer {
  store.set('')
  return createTextPacer(
    (raw) => {
      const text = stripMarkers(raw)
      if (store.get() === '') onFirstText(text)
      store.set(text)
    },
    { every: PREVIEW_INTERVAL_MS, early: FRAME_SLACK_MS, late: STALL_GRACE_MS },
  )
}
