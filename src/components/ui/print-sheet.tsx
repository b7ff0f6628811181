import { useEffect, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { hasMath } from '@/lib/math/find-math'
import { loadMath } from '@/lib/math/math-engine'

/**
 * Prints something that is not on screen (a flashcard set laid out for paper): `print(sheet)`
 * draws it outside the app's root, marks the document so the print styles show only the sheet
 * (index.css: html[data-printing]), and opens the browser's print dialog. The sheet goes away
 * once printing is over. Render `portal` where the hook is used. `texts` are the sheet's words
 * (questions, cards): when one holds a formula, KaTeX and its stylesheet are loaded before the
 * sheet is drawn, so the paper shows the formula drawn, left to right, not its TeX.
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
  async function print(next: ReactNode, texts: readonly string[] = []) {
    if (texts.some(hasMath)) await loadMath()
    setSheet(next)
  }
  return { print, portal }
}
