import { useEffect, useEffectEvent, type RefObject } from 'react'

/** Keys that belong to the focused control (typing, or activating a button), not to shortcuts. */
function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
    return true
  // Enter and Space on an enabled button or link click it; handling them here too would act twice.
  if ((key === 'Enter' || key === ' ') && (target.tagName === 'A' || target.tagName === 'BUTTON'))
    return target.getAttribute('aria-disabled') !== 'true'
  return false
}

/**
 * A study tool's keyboard shortcuts (beyond the spec), listened to on the document while
 * `active`. Keys with a modifier, keys the focused control owns, keys pressed in a dialog and
 * keys pressed while the panel is hidden (the guide view keeps a tab's panel mounted but
 * hidden) are left alone.
 */
export function usePanelKeys(
  active: boolean,
  panel: RefObject<HTMLElement | null>,
  onKey: (event: KeyboardEvent) => void,
): void {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    if (panel.current?.closest('[hidden]') || ownsKey(event.target, event.key)) return
    // A dialog opened from the panel (a citation's source) has the keys while it is open.
    if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return
    onKey(event)
  })
  useEffect(() => {
    if (!active) return
    const listener = (event: KeyboardEvent) => handle(event)
    document.addEventListener('keydown', listener)
    return () => document.removeEventListener('keydown', listener)
  }, [active])
}
