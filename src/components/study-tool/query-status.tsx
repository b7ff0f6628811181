import type { ReactNode } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { shownError } from '@/lib/i18n/error-text'
import { useTranslation } from '@/lib/i18n/i18n'

export interface QueryStatusProps {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown }
  /** e.g. 'Loading quizzes…' */
  loadingLabel: string
  /** Shown when the error carries no message fit for the student. */
  failedMessage: string
  children: ReactNode
}

/** A study tool's saved data: a spinner while it loads, the failure with 'Try again', then it. */
export function QueryStatus({ query, loadingLabel, failedMessage, children }: QueryStatusProps) {
  const { t } = useTranslation()
  if (query.isPending) return <Spinner label={loadingLabel} />
  if (query.isError) {
    return (
      <div className="space-y-3">
        <Alert tone="error">{shownError(query.error, { text: failedMessage })}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('common.status.tryAgain')}
        </Button>
      </div>
    )
  }
  return children
}
