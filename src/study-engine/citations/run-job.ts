import type { SourcePassage } from '@/lib/source'
import { checkGuide, checkItems, checkReply } from './check'
import type { CheckJob, CheckResults } from './check-protocol'

/** One check, wherever it runs (the worker, or the page for a small source). */
export function runJob<K extends CheckJob['kind']>(
  source: readonly SourcePassage[],
  job: Extract<CheckJob, { kind: K }>,
): CheckResults[K] {
  const typed = job as CheckJob
  switch (typed.kind) {
    case 'items':
      return checkItems(source, typed.items, typed.options) as CheckResults[K]
    case 'guide':
      return checkGuide(source, typed.markdown) as CheckResults[K]
    case 'reply':
      return checkReply(source, typed.text) as CheckResults[K]
  }
}
