import type { Citation } from '@/study-engine/citations/citation'
import { citationsText, isSupported } from '@/study-engine/citations/citation'
import type { GuideCitation } from '@/study-engine/citations/check'
import { CitedMarkdown } from '../components/cited-markdown'
import { wrapHtmlDocument } from './export-guide'

/** A point's sources as the printed page shows them: '(Source: page 12)'. */
function pageReference(citations: Citation[]) {
  const text = citationsText(citations)
  if (!text) return null
  return <span className="source">({citations.some(isSupported) ? `Source: ${text}` : text})</span>
}

/**
 * The HTML export (and the PDF, printed from it): the guide's markdown rendered by the view's
 * Markdown component to static, escaped markup, each cited point followed by its page
 * reference. react-dom/server is loaded only when someone exports.
 */
export async function renderGuideHtml(
  title: string,
  content: string,
  subtitle?: string,
  citations?: readonly GuideCitation[],
): Promise<string> {
  const { renderToStaticMarkup } = await import('react-dom/server')
  const body = renderToStaticMarkup(
    <CitedMarkdown citations={citations} renderCitations={pageReference}>
      {content}
    </CitedMarkdown>,
  )
  return wrapHtmlDocument(title, body, subtitle)
}
