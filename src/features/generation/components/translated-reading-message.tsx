import type { ShownMessage } from '@/lib/errors'
import { useTranslation } from '@/lib/i18n/i18n'
import { shownReading } from '@/lib/i18n/reading-text'

/** A file-reading message in another language than English, with its catalogue. */
export default function TranslatedReadingMessage({ message }: { message: ShownMessage }) {
  useTranslation()
  return shownReading(message)
}
