/**
 * The HTML/PDF exports' one document (a guide, a practice exam and its answer key): a standalone,
 * styled page around body markup already escaped (React's renderToStaticMarkup escapes every
 * text and attribute: components/ui/static-document.tsx); the title and subtitle are escaped
 * here. A Content-Security-Policy without script-src is a second fence should anything slip
 * through. The document's own words (its footer) are in the interface language when exported,
 * and <html> carries that language and direction.
 */
import { escapeMarkup } from '@/lib/escape-markup'
import { currentLanguage, translate } from '@/lib/i18n/i18n'
import { directionOf } from '@/lib/i18n/languages'
import './export-catalogue'

const STYLES = `
  :root { color-scheme: light; }
  body { font-family: Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif;
    line-height: 1.65; color: #1e293b; max-width: 46rem; margin: 2.5rem auto; padding: 0 1.5rem; }
  header { border-bottom: 2px solid #e0e7ff; margin-bottom: 2rem; padding-bottom: 1rem; }
  header h1 { font-size: 2rem; margin: 0; color: #312e81; }
  header p { margin: .25rem 0 0; color: #64748b; font-size: .875rem; }
  h1, h2, h3 { color: #0f172a; line-height: 1.25; }
  h2 { margin-top: 2rem; border-bottom: 1px solid #e2e8f0; padding-bottom: .25rem; }
  code { background: #f1f5f9; padding: .1rem .3rem; border-radius: .25rem; font-size: .9em; }
  pre { background: #0f172a; color: #e2e8f0; padding: 1rem; border-radius: .5rem; overflow-x: auto; }
  pre code { background: none; padding: 0; }
  table { border-collapse: collapse; width: 100%; margin: 1rem 0; }
  th, td { border: 1px solid #cbd5e1; padding: .4rem .6rem; text-align: start; }
  th { background: #f8fafc; }
  blockquote { border-inline-start: 4px solid #c7d2fe; margin: 1rem 0; padding: .25rem 1rem; color: #475569; }
  a { color: #4f46e5; }
  footer { margin-top: 3rem; color: #94a3b8; font-size: .75rem; }
  .source { color: #4f46e5; font-size: .8em; white-space: nowrap; }
  .source.contradicted { color: #9f1239; background: #ffe4e6; font-weight: 600; }
  @media print { body { margin: 0; max-width: none; } a { color: inherit; } }
`

const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:"

/**
 * A complete HTML document around already-escaped body markup; `extraStyles` is a stylesheet
 * of ours (the exam's layout, KaTeX's for a document with formulas).
 */
export function wrapHtmlDocument(
  title: string,
  bodyHtml: string,
  subtitle?: string,
  extraStyles?: string,
): string {
  const safeTitle = escapeMarkup(title)
  const language = currentLanguage()
  return `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${safeTitle}</title>
<style>${STYLES}</style>${extraStyles ? `\n<style>${extraStyles}</style>` : ''}
</head>
<body>
<header><h1>${safeTitle}</h1>${subtitle ? `<p>${escapeMarkup(subtitle)}</p>` : ''}</header>
<main>
${bodyHtml}
</main>
<footer>${escapeMarkup(translate('export.exportedFrom'))}</footer>
</body>
</html>
`
}
