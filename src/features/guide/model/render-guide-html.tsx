import type { Citation } from '@/lib/citation'
import { isContradicted, isSupported } from '@/lib/citation'
import { translate } from '@/lib/i18n/i18n'
import { citationsLine } from '@/components/citations/citation-texts'
import type { GuideCitation } from '@/study-engine/citations/check'
import { hasMath, splitMath } from '@/lib/math/find-math'
import { StaticMarkup } from '@/components/ui/formula'
import { CitedMarkdown } from '../components/cited-markdown'
import { wrapHtmlDocument } from './export-guide'

function formulasIn(markdown: string): string[] {
  return splitMath(markdown).flatMap((part) => (part.kind === 'math' ? [part.tex] : []))
}

/**
 * A point's verdict as the printed page shows it, in the interface language: '(Source: page
 * 12)', a marked note '(Your material says otherwise (closest passage: page 3))', or '(Not found
 * in your material)'.
 */
function pageReference(citations: Citation[]) {
  const text = citationsLine(citations)
  if (!text) return null
  if (citations.some(isSupported))
    return <span className="source">({translate('citations.sourceAt', { where: text })})</span>
  if (citations.some(isContradicted)) return <mark className="source contradicted">({text})</mark>
  return <span className="source">({text})</span>
}

/**
 * The HTML export (and the PDF, printed from it): the guide's markdown rendered by the view's
 * Markdown component to static, escaped markup, each cited point followed by its page
 * reference. react-dom/server is loaded only when someone exports. A guide with formulas
 * waits for KaTeX and the speech engine first, so the static markup has them drawn and named,
 * and carries KaTeX's stylesheet with its fonts inside the file.
 */
export async function renderGuideHtml(
  title: string,
  content: string,
  subtitle?: string,
  citations?: readonly GuideCitation[],
): Promise<string> {
  const withMath = hasMath(content)
  if (withMath) {
    const engine = await import('@/lib/math/math-engine')
    await engine.loadMath()
    await engine.speakAll(formulasIn(content))
  }
  const { renderToStaticMarkup } = await import('react-dom/server')
  const body = renderToStaticMarkup(
    <StaticMarkup value>
      <CitedMarkdown citations={citations} renderCitations={pageReference}>
        {content}
      </CitedMarkdown>
    </StaticMarkup>,
  )
  const mathStyles = withMath
    ? await (await import('@/lib/math/export-styles')).katexExportStyles(body)
    : undefined
  return wrapHtmlDocument(title, body, subtitle, mathStyles)
}
