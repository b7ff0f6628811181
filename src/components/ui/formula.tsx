import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
} from 'react'
import { translate } from '@/lib/i18n/i18n'
import {
  loadMath,
  mathVersion,
  requestSpeech,
  subscribeMath,
  viewFormula,
} from '@/lib/math/math-engine'

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

function useMathRenderer(): number {
  const version = useSyncExternalStore(subscribeMath, mathVersion, mathVersion)
  useEffect(() => {
    void loadMath()
  }, [])
  return version
}

/**
 * True where the markup is rendered once to a string (the HTML export): with no effects to
 * name a formula later, its spoken name goes into the markup.
 */
export const StaticMarkup = createContext(false)

/**
 * One formula drawn by KaTeX, with MathML for screen readers (named by its spoken form). Until
 * KaTeX has loaded, and for TeX that does not parse, the formula's source is shown as text.
 */
export function Formula({ tex, display, source }: FormulaProps) {
  const version = useMathRenderer()
  const staticMarkup = useContext(StaticMarkup)
  const drawing = useRef<HTMLSpanElement>(null)
  const view = viewFormula(tex, display)
  const ready = view.state === 'ready'
  const spoken = ready ? view.spoken : null
  useEffect(() => {
    if (ready && spoken === null) requestSpeech(tex)
  }, [ready, spoken, tex, version])
  // The name arrives after the drawing: set on the MathML in place, so the drawing (and what
  // a screen reader is reading) is not replaced.
  useLayoutEffect(() => {
    const math = drawing.current?.querySelector('math')
    if (math && spoken) math.setAttribute('aria-label', spoken)
  }, [spoken, ready, tex, display])
  if (view.state !== 'ready') {
    return (
      <code
        dir="ltr"
        className={display ? 'math-source my-2 block' : 'math-source'}
        title={view.state === 'failed' ? translate('common.formula.unreadable') : undefined}
      >
        {source}
      </code>
    )
  }
  const html = staticMarkup && spoken ? withSpokenName(view.html, spoken) : view.html
  return (
    <span
      ref={drawing}
      // Left to right in every language: in Arabic the page's right-to-left order would swap
      // the sides of '1 + 2 = 3'.
      dir="ltr"
      className={display ? 'math-display' : 'math-inline'}
      // KaTeX's own output, rendered here with trust: false: KaTeX escapes every character of
      // the TeX it prints and emits no link, image, script or attribute taken from the text;
      // the spoken name added to it (static markup) is escaped above. No user or AI text is
      // inserted raw.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
