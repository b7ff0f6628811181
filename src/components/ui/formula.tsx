import { useEffect, useSyncExternalStore } from 'react'
import { loadMath, mathVersion, subscribeMath, viewFormula } from '@/lib/math/math-engine'

export interface FormulaProps {
  tex: string
  display: boolean
  /** The formula as written, delimiters included: shown while KaTeX loads and if it fails. */
  source: string
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
}

/** KaTeX's MathML element named by the formula's spoken form. */
function withSpokenName(html: string, spoken: string): string {
  const name = spoken.replace(/[&<>"]/g, (char) => ATTRIBUTE_ESCAPES[char] ?? char)
  return html.replace('<math ', `<math aria-label="${name}" `)
}

function useMathRenderer(): void {
  useSyncExternalStore(subscribeMath, mathVersion, mathVersion)
  useEffect(() => {
    void loadMath()
  }, [])
}

/**
 * One formula drawn by KaTeX, with MathML for screen readers (named by its spoken form). Until
 * KaTeX has loaded, and for TeX that does not parse, the formula's source is shown as text.
 */
export function Formula({ tex, display, source }: FormulaProps) {
  useMathRenderer()
  const view = viewFormula(tex, display)
  if (view.state !== 'ready') {
    return (
      <code
        className={display ? 'math-source my-2 block' : 'math-source'}
        title={view.state === 'failed' ? 'This formula could not be read' : undefined}
      >
        {source}
      </code>
    )
  }
  const html = view.spoken ? withSpokenName(view.html, view.spoken) : view.html
  return (
    <span
      className={display ? 'math-display' : 'math-inline'}
      // KaTeX's own output, rendered here with trust: false: KaTeX escapes every character of
      // the TeX it prints and emits no link, image, script or attribute taken from the text;
      // the spoken name added to it is escaped above. No user or AI text is inserted raw.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
