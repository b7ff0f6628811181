import { formatWholeNumber } from '@/lib/i18n/format'
import { formatList } from '@/lib/i18n/format-list'
import { translate } from '@/lib/i18n/i18n'
import '@/lib/i18n/progress-catalogue'
import { timestamp, type SourceAnchor } from '@/lib/source'
import { anchorRange, type NumberedKind, type Where } from './ai/long-source/anchor-range'
import type { LongSourceProgress } from './progress'

// A long read's progress line in the student's language, for every screen that runs one (the
// upload section, a unit guide in the library, a combined guide).

const ONE = {
  page: 'progress.one.page',
  slide: 'progress.one.slide',
  'slide-notes': 'progress.one.slideNotes',
  paragraph: 'progress.one.paragraph',
  chapter: 'progress.one.chapter',
} as const satisfies Record<NumberedKind, string>

const RUN = {
  page: 'progress.run.page',
  slide: 'progress.run.slide',
  'slide-notes': 'progress.run.slideNotes',
  paragraph: 'progress.run.paragraph',
  chapter: 'progress.run.chapter',
} as const satisfies Record<NumberedKind, string>

function anchorText(anchor: SourceAnchor): string {
  if (anchor.kind === 'heading') return anchor.heading
  if (anchor.kind === 'time') return timestamp(anchor.seconds)
  return translate(ONE[anchor.kind], { n: anchor.n })
}

function placeText({ file, anchor }: Where): string {
  const where = anchorText(anchor)
  return file ? translate('progress.inFile', { file, where }) : where
}

/** The part being read, as the language says it: 'páginas 13–18', 'biology.pdf, 第 2 页'. */
function partText(part: readonly Where[]): string {
  const range = anchorRange(part)
  if (!range) return ''
  switch (range.span) {
    case 'one':
      return placeText(range.where)
    case 'run': {
      const where = translate(RUN[range.kind], { from: range.from, to: range.to })
      return range.file ? translate('progress.inFile', { file: range.file, where }) : where
    }
    case 'between':
      return translate('progress.between', {
        first: placeText(range.first),
        last: placeText(range.last),
      })
  }
}

/** 'Reading part 3 of 12 (pages 13–18)', then 'Writing your guide', in the interface language. */
export function progressMessage(progress: LongSourceProgress): string {
  switch (progress.phase) {
    case 'reading': {
      const values = {
        part: formatWholeNumber(Math.min(progress.done + 1, progress.total)),
        total: formatWholeNumber(progress.total),
        where: partText(progress.part),
      }
      return values.where
        ? translate('progress.readingPartOf', values)
        : translate('progress.readingPart', values)
    }
    case 'condensing':
      return translate('progress.condensing', {
        done: formatWholeNumber(progress.done),
        total: formatWholeNumber(progress.total),
      })
    case 'writing':
      return translate('progress.writing')
  }
}

/**
 * 'Could not read pages 13–18.' (LongSourceError) in the interface language: up to three parts
 * listed, more as the first two and how many others.
 */
export function unreadPartsMessage(parts: readonly (readonly Where[])[]): string {
  const named = parts.map(partText)
  const listed =
    named.length > 3
      ? [...named.slice(0, 2), translate('progress.otherParts', { count: named.length - 2 })]
      : named
  return translate('progress.couldNotRead', {
    parts: listed.length > 0 ? formatList(listed) : translate('progress.somePart'),
  })
}
