import katex from 'katex'
// The stylesheet (and through it the fonts, served from the app's build) comes with this
// module, which is loaded only when a text holds a formula.
import 'katex/dist/katex.min.css'

export interface RenderedFormula {
  /** KaTeX's markup: the formula drawn in HTML (hidden from screen readers) and in MathML. */
  html: string
  /** The MathML alone, for the speech engine. */
  mathml: string
}

/**
 * Renders TeX with KaTeX, or returns null when it does not parse. `trust: false` keeps
 * \href, \url, \includegraphics, \htmlClass and the like from emitting links, images or
 * attributes, so the markup holds only KaTeX's own elements with the text escaped by KaTeX.
 */
export function renderTex(tex: string, display: boolean): RenderedFormula | null {
  try {
    const html = katex.renderToString(tex, {
      displayMode: display,
      output: 'htmlAndMathml',
      throwOnError: true,
      trust: false,
      strict: 'ignore',
      maxSize: 50,
      maxExpand: 1000,
    })
    const mathml = /<math[\s\S]*<\/math>/.exec(html)?.[0] ?? ''
    return { html, mathml }
  } catch {
    return null
  }
}
