import { useEffect } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { namedText, shownError } from '@/lib/i18n/error-text'
import { useTranslation } from '@/lib/i18n/i18n'
import { toast } from '@/lib/toast'
import { paths } from '@/config/paths'
import { progressMessage } from '@/study-engine/progress-text'
import { useAuth } from '@/features/auth/api/auth-provider'
import {
  useCombineComponents,
  useComponentGuides,
  useDeleteGuide,
  useGuide,
} from '@/entities/study-guide/use-guides'
import { mainTabOf, type MainTab } from '@/features/guide/components/guide-view'
import { loadAttempt } from '@/features/practice-exam/api/attempt-storage'
import { noteGuideOpened } from '@/lib/offline-data/kept-guides'
import { ShareButton } from '@/features/share/components/share-dialog'
import { StudyGuideView } from './study-guide-view'

const NO_IDS: string[] = []

/**
 * /dashboard/guides/:guideId (?tab=exam opens a tab) — one guide, with the quiz, flashcards and
 * tutor features. The open tab is kept in the address (replaced, not pushed), so a reload reopens
 * it; with no tab named, a practice exam in progress opens on its tab.
 */
export function GuideRoute() {
  const { t } = useTranslation()
  const { guideId = '' } = useParams()
  const [params, setParams] = useSearchParams()
  const auth = useAuth()
  const navigate = useNavigate()
  // RequireAuth renders this route only once signed in.
  const userId = auth.user?.id ?? ''
  const guideQuery = useGuide(guideId, userId)
  const guide = guideQuery.data
  const components = useComponentGuides(guide?.isUnitGuide ? guide.sourceGuideIds : NO_IDS, userId)
  const deleteMutation = useDeleteGuide()
  const combineMutation = useCombineComponents(userId)
  const backToDashboard = () => navigate(paths.dashboard)
  // Opened: the guide stays on this device for studying offline for 30 days (offline-cache.ts).
  const openedId = guide?.id
  useEffect(() => {
    if (openedId) noteGuideOpened(userId, openedId)
  }, [userId, openedId])

  // A guide this device holds no copy of, asked for with no connection: TanStack Query waits for
  // the connection (and fetches it then), so the page says why instead of loading for good.
  const waitsForConnection = guideQuery.isPending && guideQuery.fetchStatus === 'paused'
  if (guideQuery.isError || waitsForConnection || (!guideQuery.isPending && !guide)) {
    return (
      <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-12">
        <Alert tone="error">
          {waitsForConnection
            ? namedText('offline')
            : guideQuery.error
              ? shownError(guideQuery.error, { text: guideQuery.error.message })
              : t('guide.notFound')}
        </Alert>
        <Button variant="secondary" onClick={backToDashboard}>
          {t('guide.back')}
        </Button>
      </div>
    )
  }
  if (!guide) {
    return (
      <div className="flex flex-1 items-center justify-center py-24">
        <Spinner label={t('guide.loading')} />
      </div>
    )
  }

  const componentGuides = components.data ?? []
  const initialTab = mainTabOf(params.get('tab')) ?? (loadAttempt(guide.id) ? 'exam' : undefined)
  const keepTab = (tab: MainTab) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.set('tab', tab)
        return next
      },
      // The page stays where it is: a tab below the fold is not scrolled away from.
      { replace: true, preventScrollReset: true },
    )
  return (
    <StudyGuideView
      key={guide.id}
      guide={guide}
      initialTab={initialTab}
      onTabChange={keepTab}
      componentGuides={componentGuides}
      onBack={backToDashboard}
      onDelete={() => deleteMutation.mutate(guide.id, { onSuccess: backToDashboard })}
      share={<ShareButton guideId={guide.id} guideTitle={guide.title} />}
      deleting={deleteMutation.isPending}
      onGenerateCombined={
        guide.isUnitGuide && componentGuides.length > 0
          ? () =>
              combineMutation.mutate(
                {
                  title: t('guide.combinedTitle', { title: guide.title }),
                  guides: componentGuides,
                },
                {
                  onSuccess: (created) => {
                    toast.success(t('guide.created', { title: created.title }))
                    navigate(paths.guide(created.id))
                  },
                },
              )
          : undefined
      }
      generatingCombined={combineMutation.isPending}
      combineProgress={combineMutation.progress ? progressMessage(combineMutation.progress) : null}
    />
  )
}
