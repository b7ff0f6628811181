import type { Values } from '@lingui/core'
import type { ShownMessage } from '@/lib/errors'
import type { MessageKey } from './catalogues'
import { formatNumber } from './format'
import { formatList } from './format-list'
import { addCatalogue, showsEnglishAsMade, translate } from './i18n'
import englishReading from './locales/en/reading.json'

// The file-reading warnings and the recordings' messages in the student's language, loaded with the screen that shows one
// (lazily, only once a read file has a warning: the upload section is on the landing page).
await addCatalogue(
  'reading',
  englishReading,
  import.meta.glob(['./locales/*/reading.json', '!./locales/en/*']),
)

type ReadingName = keyof typeof englishReading

const isReading = (name: string): name is ReadingName => name in englishReading

/** 'Pages 2 and 4': the pages' numbers as the language lists them, and how many. */
function pages(args: readonly (string | number)[]): Values {
  return { count: args.length, pages: formatList(args.map((page) => formatNumber(Number(page)))) }
}

/** The values of the warnings with arguments and of the refusals with more than the file's name. */
const VALUES: Partial<Record<ReadingName, (args: readonly (string | number)[]) => Values>> = {
  pagesRecognised: pages,
  notRecognisedReliably: pages,
  tooSlowToRecognise: pages,
  pagesWithoutText: pages,
  readAsOtherKind: ([kind]) => ({ kind: translate(`reading.kind.${kind}` as MessageKey) }),
  contentMismatch: ([name, found]) => ({
    name,
    found: translate(`reading.found.${found}` as MessageKey),
  }),
  linkUnreadable: ([reason, value]) => ({
    reason: translate(`reading.link.${reason}` as MessageKey, {
      status: value,
      count: Number(value),
    }),
  }),
  spanFailed: (spans) => ({ count: spans.length, spans: formatList(spans.map(String)) }),
  tooManyPagesToRecognise: ([name, count, limit]) => ({
    name,
    pages: formatNumber(Number(count)),
    limit: formatNumber(Number(limit)),
  }),
}

/**
 * A file-reading warning or a recording's message as the student reads it: named
 * (extractWarnings, mediaWarnings, readerError), in the interface language with its pages, kind,
 * parts or file name in place; in English, and any other text, exactly as given.
 */
export function shownReading({ text, spec }: ShownMessage): string {
  if (showsEnglishAsMade() || !spec || !isReading(spec.name)) return text
  // A refusal (readerError) names the file first.
  const values = VALUES[spec.name]?.(spec.args) ?? { name: spec.args[0] }
  return translate(`reading.${spec.name}`, values)
}
