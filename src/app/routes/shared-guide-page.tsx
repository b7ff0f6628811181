import { BookmarkPlus, LogIn } from 'lucide-react'
import { useNavigate } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/lib/toast'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/errors'
import { useTranslation } from '@/lib/i18n/i18n'
import { useAuth } from '@/features/auth/api/auth-provider'
import { useAuthDialog } from '@/features/auth/components/auth-dialog-provider'
import { shareMessages } from '@/features/share/api/share-messages'
import { useSaveSharedGuide, useSharedGuide } from '@/features/share/api/use-shared-guide'
import type { SharedGuide } from '@/features/share/model/shared-guide'
import { StudyGuideView } from './study-guide-view'

/**
 * The shared guide as an unsaved one: Quiz, Flashcards (its sets) and the tutor work in memory,
 * nothing is saved, and there is no library action. A signed-in visitor may save a copy.
 */
export function SharedGuidePage({ token }: { token: string }) {
  const query = useSharedGuide(token)
  if (query.isPending) return <SharedGuideLoading />
  if (query.isError)
    return (
      <SharedGuideFailed
        message={errorMessage(query.error, shareMessages.load)}
        onRetry={() => void query.refetch()}
      />
    )
  if (!query.data) return <NotShared />
  const shared = query.data
  return (
    <StudyGuideView
      guide={{
        id: null,
        title: shared.title,
        content: shared.content,
        ...(shared.source ? { source: shared.source } : {}),
        citations: shared.citations,
        createdAt: shared.createdAt,
        kind: 'guide',
        isUnitGuide: false,
      }}
      flashcardSets={shared.flashcardSets}
      notice={<SharedNotice token={token} shared={shared} />}
    />
  )
}

function SharedNotice({ token, shared }: { token: string; shared: SharedGuide }) {
  const { t } = useTranslation()
  const auth = useAuth()
  const { openAuthDialog } = useAuthDialog()
  const navigate = useNavigate()
  const save = useSaveSharedGuide(token)

  function saveCopy() {
    save.mutate(undefined, {
      onSuccess: (id) => {
        toast.success(t('share.saved', { title: shared.title }))
        void navigate(paths.guide(id))
      },
    })
  }

  return (
    <div className="space-y-2 print:hidden">
      <p className="text-sm text-slate-600">{t('share.notice')}</p>
      {auth.status === 'signed-in' ? (
        <Button size="sm" busy={save.isPending} onClick={saveCopy}>
          <BookmarkPlus className="h-4 w-4" aria-hidden="true" />
          {t('share.saveCopy')}
        </Button>
      ) : auth.status === 'signed-out' ? (
        <Button size="sm" variant="secondary" onClick={() => openAuthDialog('login')}>
          <LogIn className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          {t('share.signInToSave')}
        </Button>
      ) : null}
      {save.isError ? (
        <Alert tone="error">{errorMessage(save.error, shareMessages.save)}</Alert>
      ) : null}
    </div>
  )
}

function NotShared() {
  const { t } = useTranslation()
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('share.notShared')}</h1>
      <p className="text-slate-600">{t('share.askForNew')}</p>
    </div>
  )
}

function SharedGuideLoading() {
  const { t } = useTranslation()
  return (
    <div className="flex flex-1 items-center justify-center py-24">
      <Spinner label={t('share.loading')} />
    </div>
  )
}

function SharedGuideFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-12">
      <Alert tone="error">{message}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        {t('share.tryAgain')}
      </Button>
    </div>
  )
}
