import { Suspense } from 'react'
import type { ShownMessage } from '@/lib/errors'
import { showsEnglishAsMade, useTranslation } from '@/lib/i18n/i18n'
import { lazyComponent } from '@/lib/lazy-component'

// The reading messages' translations load only once a file has one to show and the interface is
// not English: the upload section is part of the landing page.
const TranslatedMessage = lazyComponent(() => import('./translated-reading-message'))

/**
 * A read file's warning ('Page 2 took too long to recognise…') or a stalled recording's message
 * in the interface language.
 */
export function ReadingMessage({ message }: { message: ShownMessage }) {
  const { language } = useTranslation()
  if (showsEnglishAsMade(language)) return message.text
  return (
    <Suspense fallback={null}>
      <TranslatedMessage message={message} />
    </Suspense>
  )
}
