import { startTransition, useEffect, useState } from 'react'
import { whenIdle } from '@/lib/when-idle'

/** Whether the browser has been idle once since this page started (after hydrating, if it did). */
let idleOnce = false

/**
 * False in the prerendered HTML, in the hydrating render and until the browser is next idle
 * after it; true from then on, and at once in any later render (a page opened within the app).
 * A part drawn only in the browser waits for it, so loading its code and drawing it come after
 * hydration in short tasks of their own (a transition) rather than in hydration's last task,
 * where a click or a language choice would wait behind them. (A store read with
 * useSyncExternalStore whose browser value differs from the server's made React render again
 * synchronously right after hydrating: that was the panel's and the feedback button's start.)
 */
export function useOnceIdle(): boolean {
  const [idle, setIdle] = useState(idleOnce)
  useEffect(() => {
    if (idle) return
    return whenIdle(() => {
      idleOnce = true
      startTransition(() => setIdle(true))
    })
  }, [idle])
  return idle
}
