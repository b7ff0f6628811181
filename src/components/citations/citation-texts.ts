import { isContradicted, isSupported, type Citation, type PassageCitation } from '@/lib/citation'
import { translate } from '@/lib/i18n/i18n'
import { timestamp, type SourceAnchor } from '@/lib/source'
import './citations-catalogue'

/**
 * Where a citation points, in the interface language: 'page 12', 'página 12', '第 12 页', or
 * 'biology.pdf, page 12' in a guide made of several files. (lib/source's anchorLabel is the
 * English one the AI's prompts use.)
 */
export function shownCitationLabel(citation: PassageCitation): string {
  const where = anchorText(citation.anchor)
  return citation.file ? translate('citations.inFile', { file: citation.file, where }) : where
}

function anchorText(anchor: SourceAnchor): string {
  switch (anchor.kind) {
    case 'page':
      return translate('citations.page', { n: anchor.n })
    case 'slide':
      return translate('citations.slide', { n: anchor.n })
    case 'slide-notes':
      return translate('citations.slideNotes', { n: anchor.n })
    case 'heading':
      return anchor.heading
    case 'paragraph':
      return translate('citations.paragraph', { n: anchor.n })
    case 'chapter':
      return translate('citations.chapter', { n: anchor.n })
    case 'time':
      return timestamp(anchor.seconds)
  }
}

/** The verdict of an item that no passage supports or contradicts. */
export function unsupportedText(citations: readonly Citation[]): string {
  return citations.some((citation) => citation.status === 'beyond-material')
    ? translate('citations.beyond')
    : translate('citations.notFound')
}

/** Where the passages that support an item sit, 'page 12; page 14', or '' when none does. */
function supportedPlaces(citations: readonly Citation[] | undefined): string {
  return (citations ?? []).filter(isSupported).map(shownCitationLabel).join('; ')
}

/**
 * The pages an item rests on as plain words, 'Source: page 12' ('Source: Cells, page 3' in a
 * unit guide), or '' when no passage supports it: what a practice exam's question shows while it
 * is sat and on paper, where a button opening the passage would show the answer.
 */
export function sourceLine(citations: readonly Citation[] | undefined): string {
  const where = supportedPlaces(citations)
  return where ? translate('citations.sourceAt', { where }) : ''
}

/**
 * One line per item for printed and exported pages, in the interface language: 'page 12; page
 * 14', 'Your material says otherwise (closest passage: page 3)', or the not-found text.
 */
export function citationsLine(citations: readonly Citation[] | undefined): string {
  if (!citations || citations.length === 0) return ''
  const supported = supportedPlaces(citations)
  if (supported) return supported
  const contradicted = citations.find(isContradicted)
  if (contradicted)
    return translate('citations.contradictedLine', { where: shownCitationLabel(contradicted) })
  return unsupportedText(citations)
}
