import { Markdown } from '@/components/ui/markdown'
import { wrapHtmlDocument } from './export-guide'

/**
 * The HTML export: the guide's markdown rendered by the view's Markdown component to static,
 * escaped markup. react-dom/server is loaded only when someone exports.
 */
export async function renderGuideHtml(
  title: string,
  content: string,
  subtitle?: string,
): Promise<string> {
  const { renderToStaticMarkup } = await import('react-dom/server')
  const body = renderToStaticMarkup(<Markdown>{content}</Markdown>)
  return wrapHtmlDocument(title, body, subtitle)
}
