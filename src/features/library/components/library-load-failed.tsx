import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { specMessage } from '@/lib/errors'
import { shownError } from '@/lib/i18n/error-text'
import { useTranslation } from '@/lib/i18n/i18n'
import '@/entities/study-guide/library-catalogue'

/** A list of the library that failed to load: why, in the student's language, and 'Try again'. */
export function LibraryLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <Alert tone="error" className="flex items-center justify-between gap-4">
      <span>{shownError(error, specMessage('fetchGuides'))}</span>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t('library.tryAgain')}
      </Button>
    </Alert>
  )
}
