import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False while the page is prerendered and while the browser hydrates that HTML, true from the
 * render after: a part that only works in the browser (a lazily loaded panel) is drawn then,
 * and the prerendered HTML and the hydrating render stay the same.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
