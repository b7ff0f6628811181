import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'

/**
 * A button that shows and hides a panel under it (the Download and Filter menus). The panel
 * closes on Escape (focus back on the button), on a pointer press outside it (it would otherwise
 * cover the page under it) and when keyboard focus leaves it.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const containerRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    function onPointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  return {
    open,
    close: () => setOpen(false),
    /** Spread on the element that holds the button and the panel. */
    containerProps: {
      ref: containerRef,
      onBlur(event: FocusEvent) {
        const next = event.relatedTarget
        if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false)
      },
      onKeyDown(event: KeyboardEvent) {
        if (event.key !== 'Escape' || !open) return
        event.stopPropagation()
        setOpen(false)
        buttonRef.current?.focus()
      },
    },
    /** Spread on the button that toggles the panel. */
    buttonProps: {
      ref: buttonRef,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((value) => !value),
    },
    panelId,
  }
}
