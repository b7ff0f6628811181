import { useEffect, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

/**
 * Prints something that is not on screen (a flashcard set laid out for paper): `print(sheet)`
 * draws it outside the app's root, marks the document so the print styles show only the sheet
 * (index.css: html[data-printing]), and opens the browser's print dialog. The sheet goes away
 * once printing is over. Render `portal` where the hook is used.
 */
export function usePrintSheet() {
  const [sheet, setSheet] = useState<ReactNode>(null)

  useEffect(() => {
    if (sheet === null) return
    const root = document.documentElement
    root.dataset.printing = 'sheet'
    const done = () => setSheet(null)
    window.addEventListener('afterprint', done)
    window.print()
    return () => {
      window.removeEventListener('afterprint', done)
      delete root.dataset.printing
    }
  }, [sheet])

  const portal =
    sheet === null ? null : createPortal(<div className="print-sheet">{sheet}</div>, document.body)
  return { print: (next: ReactNode) => setSheet(next), portal }
}
