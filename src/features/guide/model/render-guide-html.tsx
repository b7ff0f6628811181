import type { Citation } from '@/lib/citation'
import { isContradicted, isSupported } from '@/lib/citation'
import { translate } from '@/lib/i18n/i18n'
import { citationsLine } from '@/components/citations/citation-texts'
import type { GuideCitation } from '@/study-engine/citations/check'
import { renderStaticDocument } from '@/components/ui/static-document'
import { CitedMarkdown } from '../components/cited-markdown'

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
 * Markdown component to static, escaped markup (renderStaticDocument: formulas drawn and named,
 * KaTeX's stylesheet inside the file), each cited point followed by its page reference.
 */
export function renderGuideHtml(
  title: string,
  content: string,
  subtitle?: string,
  citations?: readonly GuideCitation[],
): Promise<string> {
  return renderStaticDocument({
    title,
    subtitle,
    texts: [content],
    content: (
      <CitedMarkdown citations={citations} renderCitations={pageReference}>
        {content}
      </CitedMarkdown>
    ),
  })
}
