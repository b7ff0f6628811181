import { Suspense } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { useTranslation } from '@/lib/i18n/i18n'
import '../model/guide-catalogue'
import type { GuideDocumentTabsProps } from './guide-document-tabs'
import { lazyComponent } from '@/lib/lazy-component'

/**
 * The Study Guide tab's documents, with the markdown renderer, load when that tab is first shown:
 * a guide opened at its flashcards (offline, on a phone) does without them.
 */
const GuideDocumentTabs = lazyComponent(async () => ({
  default: (await import('./guide-document-tabs')).GuideDocumentTabs,
}))

/** What the Study Guide tab shows while its documents load (whenDrawn waits for it to go). */
export const LOADING_DOCUMENTS = '[data-loading-documents]'

export function LazyGuideDocuments(props: GuideDocumentTabsProps) {
  const { t } = useTranslation()
  return (
    <Suspense
      fallback={
        <div data-loading-documents>
          <Spinner label={t('guide.loading')} />
        </div>
      }
    >
      <GuideDocumentTabs {...props} />
    </Suspense>
  )
}
