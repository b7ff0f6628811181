import { Suspense } from 'react'
import type { ShownMessage } from '@/lib/errors'
import { useTranslation } from '@/lib/i18n/i18n'
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages'
import { lazyComponent } from '@/lib/lazy-component'

// The warnings' translations load only once a read file has one and the interface is not
// English: the upload section is part of the landing page.
const TranslatedWarning = lazyComponent(() => import('./translated-warning'))

/** A read file's warning ('Page 2 took too long to recognise…') in the interface language. */
export function FileWarning({ warning }: { warning: ShownMessage }) {
  const { language } = useTranslation()
  return (
    <p className="text-xs text-amber-700">
      {language === DEFAULT_LANGUAGE ? (
        warning.text
      ) : (
        <Suspense fallback={null}>
          <TranslatedWarning warning={warning} />
        </Suspense>
      )}
    </p>
  )
}
