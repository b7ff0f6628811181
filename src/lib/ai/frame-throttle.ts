/**
 * Coalesces streamed text so the UI re-renders at most once per animation frame, however many
 * chunks arrive (a 16 KB guide can come as thousands of chunks). Outside a browser, or where
 * requestAnimationFrame is missing, a ~16 ms timer batches instead.
 */

export interface FrameThrottle {
  /** Remember the latest text and make sure one emit is scheduled. */
  push(text: string): void
  /** Emit the latest text now (if not emitted yet) and cancel the pending frame. */
  flush(): void
  /** Drop the pending frame without emitting (abort / error). */
  cancel(): void
}

type Cancel = () => void

function scheduleFrame(callback: () => void): Cancel {
  if (typeof globalThis.requestAnimationFrame === 'function') {
    const id = globalThis.requestAnimationFrame(() => callback())
    return () => globalThis.cancelAnimationFrame(id)
  }
  const id = setTimeout(callback, 16)
  return () => clearTimeout(id)
}

export function createFrameThrottle(emit: (text: string) => void): FrameThrottle {
  let latest: string | undefined
  let emitted: string | undefined
  let pending: Cancel | null = null

  const run = () => {
    pending = null
    if (latest === undefined || latest === emitted) return
    emitted = latest
    emit(latest)
  }

  return {
    push(text) {
      latest = text
      if (pending === null) pending = scheduleFrame(run)
    },
    flush() {
      pending?.()
      run()
    },
    cancel() {
      pending?.()
      pending = null
    },
  }
}
