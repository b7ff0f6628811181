import { useTranslation } from '@/lib/i18n/i18n'
import type { Where } from '@/study-engine/ai/long-source/anchor-range'
import type { LongSourceProgress } from '@/study-engine/progress'
import { progressMessage, unreadPartsMessage } from '@/study-engine/progress-text'

/** A long read's progress line, with its catalogue; it renders again on a language switch. */
export default function LongReadProgressText({ progress }: { progress: LongSourceProgress }) {
  useTranslation()
  return progressMessage(progress)
}

/** 'Could not read pages 13–18.', with the same catalogue. */
export function UnreadPartsText({ parts }: { parts: readonly (readonly Where[])[] }) {
  useTranslation()
  return unreadPartsMessage(parts)
}
