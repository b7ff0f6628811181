import type { ReactNode } from 'react'
import { wrapHtmlDocument } from '@/lib/export/html-document'
import { hasMath, splitMath } from '@/lib/math/find-math'
import { StaticMarkup } from './formula'

function formulasIn(texts: readonly string[]): string[] {
  return texts.flatMap((text) =>
    splitMath(text).flatMap((part) => (part.kind === 'math' ? [part.tex] : [])),
  )
}

/**
 * A standalone HTML document (the HTML export, and the PDF printed from it) of React content,
 * rendered once to static, escaped markup: no user or AI text is inserted raw. `texts` are the
 * content's words as written (a guide's markdown, an exam's questions and answers): when one
 * holds a formula, KaTeX and the speech engine are awaited first, so the formulas are drawn and
 * named in the markup, and KaTeX's stylesheet with the fonts they use goes inside the file.
 * react-dom/server is loaded only when someone exports. `styles` is the content's own stylesheet.
 */
export async function renderStaticDocument({
  title,
  subtitle,
  content,
  texts,
  styles = '',
}: {
  title: string
  subtitle?: string
  content: ReactNode
  texts: readonly string[]
  styles?: string
}): Promise<string> {
  const withMath = texts.some(hasMath)
  if (withMath) {
    const engine = await import('@/lib/math/math-engine')
    await engine.loadMath()
    await engine.speakAll(formulasIn(texts))
  }
  const { renderToStaticMarkup } = await import('react-dom/server')
  const body = renderToStaticMarkup(<StaticMarkup value>{content}</StaticMarkup>)
  const mathStyles = withMath
    ? await (await import('@/lib/math/export-styles')).katexExportStyles(body)
    : ''
  return wrapHtmlDocument(title, body, subtitle, `${styles}${mathStyles}` || undefined)
}
