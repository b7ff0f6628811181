/**
 * Streamed text arrives in thousands of small chunks; whoever shows or forwards it wants it at a
 * steady pace instead. A pacer keeps the latest text and hands it on:
 * - `every: 'frame'`: at most once per animation frame (a ~16 ms timer where there are none);
 * - `every: ms`: on the leading edge, then at most once per interval. `early` lets a push that
 *   lands that much before the interval is up count as due (a frame may come a little early);
 *   `late` is how long after the interval a held-back text waits for a push to carry it.
 */
export interface TextPacer {
  /** Keeps the latest text and makes sure it is handed on. */
  push(text: string): void
  /** Hands on the held-back text now, if any. */
  flush(): void
  /** Drops the held-back text (abort, error). */
  cancel(): void
}

export interface PacerTiming {
  every: number | 'frame'
  early?: number
  late?: number
}

type Cancel = () => void

function nextFrame(callback: () => void): Cancel {
  if (typeof globalThis.requestAnimationFrame === 'function') {
    const id = globalThis.requestAnimationFrame(() => callback())
    return () => globalThis.cancelAnimationFrame(id)
  }
  const id = setTimeout(callback, 16)
  return () => clearTimeout(id)
}

function after(ms: number, callback: () => void): Cancel {
  const id = setTimeout(callback, ms)
  return () => clearTimeout(id)
}

export function createTextPacer(
  emit: (text: string) => void,
  { every, early = 0, late = 0 }: PacerTiming,
): TextPacer {
  let latest = ''
  let pending = false
  let last = Number.NEGATIVE_INFINITY
  let scheduled: Cancel | null = null

  const fire = () => {
    scheduled?.()
    scheduled = null
    last = performance.now()
    if (!pending) return
    pending = false
    emit(latest)
  }

  return {
    push(text) {
      latest = text
      pending = true
      if (every === 'frame') {
        scheduled ??= nextFrame(fire)
        return
      }
      const elapsed = performance.now() - last
      if (elapsed >= every - early) fire()
      else scheduled ??= after(every - elapsed + late, fire)
    },
    flush() {
      if (pending) fire()
    },
    cancel() {
      scheduled?.()
      scheduled = null
      pending = false
    },
  }
}
