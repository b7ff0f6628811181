import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useTranslation } from '@/lib/i18n/i18n'
import { useEarlierAttempt } from '../api/use-earlier-attempt'
import { ExamResultsView } from './exam-results-view'
import '../model/practice-catalogue'

/**
 * An earlier attempt opened from the guide's list: its results as they were saved (by section,
 * time per question, points found and missed, model answers), read only, with 'Back'.
 */
export function EarlierAttemptResults({
  attemptId,
  guideTitle,
  onBack,
}: {
  attemptId: string
  guideTitle: string
  onBack: () => void
}) {
  const { t } = useTranslation()
  const saved = useEarlierAttempt(attemptId, guideTitle)
  if (saved.isPending) return <Spinner />
  if (saved.data)
    return (
      <ExamResultsView
        attempt={saved.data.attempt}
        results={saved.data.results}
        onBack={onBack}
        saved={false}
      />
    )
  return (
    <div className="space-y-3">
      <Alert tone="error">{t('practice.earlierFailed')}</Alert>
      <Button variant="secondary" onClick={onBack}>
        {t('practice.results.back')}
      </Button>
    </div>
  )
}
