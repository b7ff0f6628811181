import { ChevronDown, Download } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { buttonClasses } from '@/components/ui/button'

export type ExportFormat = 'txt' | 'html' | 'pdf'

const items: { format: ExportFormat; label: string }[] = [
  { format: 'txt', label: 'Download TXT' },
  { format: 'html', label: 'Download HTML' },
  { format: 'pdf', label: 'Download PDF' },
]

/** A disclosure with the three export buttons; Escape closes it and returns focus. */
export function DownloadMenu({ onExport }: { onExport: (format: ExportFormat) => void }) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const containerRef = useRef<HTMLDivElement>(null)

  // An open panel closes when the pointer goes down outside it (it would otherwise cover the
  // page under it) and when keyboard focus moves out of it.
  useEffect(() => {
    if (!open) return
    function onPointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  function onBlur(event: FocusEvent) {
    const next = event.relatedTarget
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false)
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation()
      setOpen(false)
      buttonRef.current?.focus()
    }
  }

  return (
    <div ref={containerRef} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClasses('secondary', 'sm')}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        Download
        <ChevronDown className="h-3.5 w-3.5" aria-hidden="true" />
      </button>
      {open ? (
        <ul
          id={listId}
          aria-label="Download formats"
          className="absolute right-0 z-20 mt-2 w-44 rounded-xl bg-white p-1 shadow-xl ring-1 ring-slate-200"
        >
          {items.map((item) => (
            <li key={item.format}>
              <button
                type="button"
                className="w-full rounded-lg px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none"
                onClick={() => {
                  setOpen(false)
                  onExport(item.format)
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
