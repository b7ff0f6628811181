import { useTranslation } from '@/lib/i18n/i18n'
import type { LongSourceProgress } from '@/study-engine/progress'
import { progressMessage } from '@/study-engine/progress-text'

/** A long read's progress line, with its catalogue; it renders again on a language switch. */
export default function LongReadProgressText({ progress }: { progress: LongSourceProgress }) {
  useTranslation()
  return progressMessage(progress)
}
