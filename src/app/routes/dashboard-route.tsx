import { ArrowLeft } from 'lucide-react'
import { Suspense, useCallback, type ReactNode } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useAuth } from '@/features/auth/api/auth-provider'
import { useIsAdmin } from '@/features/auth/api/use-is-admin'
import {
  CreateGuidePanel,
  type DeliveredGuide,
} from '@/features/generation/components/create-guide-panel'
import { LibraryView } from '@/features/library/components/library-view'
import { useTranslation } from '@/lib/i18n/i18n'
import { lazyComponent } from '@/lib/lazy-component'

type DashboardView = 'library' | 'create' | 'admin' | 'map'

// The Beta Testing Panel (admin only) loads, with its catalogue, when the admin opens it.
const BetaAdminPanel = lazyComponent(() =>
  import('@/features/beta-admin/components/beta-admin-panel').then((module) => ({
    default: module.BetaAdminPanel,
  })),
)

// The library map (its drawing and its worker's code) loads when it is opened.
const LibraryMap = lazyComponent(() =>
  import('@/features/mind-map/components/library-map').then((module) => ({
    default: module.LibraryMap,
  })),
)

/**
 * The study library, and in its place the Create New Guide sections (upload + paste, from the
 * generation feature), the Library map (?view=map) or the Beta Admin Panel (admin only).
 * Which one shows lives in the URL (?view=create), so the browser's Back button returns to the
 * library.
 */
export function DashboardRoute() {
  const { t } = useTranslation()
  const auth = useAuth()
  const isAdmin = useIsAdmin()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const showView = useCallback(
    (view: DashboardView) => {
      setParams(view === 'library' ? {} : { view })
    },
    [setParams],
  )

  // RequireAuth renders this route only once signed in.
  if (auth.status !== 'signed-in') return null
  const view = params.get('view')

  if (view === 'create') {
    // A saved guide opens in the guide view; an unsaved one stays on the panel, which shows it.
    const onGuideReady = (guide: DeliveredGuide) => {
      if (guide.id) navigate(paths.guide(guide.id))
    }
    return (
      <CreateSection onBack={() => showView('library')}>
        <CreateGuidePanel signedIn userId={auth.user.id} onGuideReady={onGuideReady} />
      </CreateSection>
    )
  }
  if (view === 'admin' && isAdmin) {
    return (
      <Suspense fallback={<Spinner label={t('common.status.loading')} />}>
        <BetaAdminPanel onBack={() => showView('library')} />
      </Suspense>
    )
  }
  if (view === 'map') {
    return (
      <Suspense fallback={<Spinner label={t('library.drawingMap')} />}>
        <LibraryMap
          userId={auth.user.id}
          guideHref={paths.guide}
          onOpenGuide={(id) => navigate(paths.guide(id))}
          onBack={() => showView('library')}
        />
      </Suspense>
    )
  }
  return (
    <LibraryView
      user={auth.user}
      guideHref={paths.guide}
      onCreateNew={() => showView('create')}
      onAccountSettings={() => navigate(paths.settings)}
      onOpenAdmin={isAdmin ? () => showView('admin') : undefined}
      onOpenPracticeExam={(id) => navigate(paths.guidePracticeExam(id))}
      onOpenLibraryMap={() => showView('map')}
    />
  )
}

function CreateSection({ onBack, children }: { onBack: () => void; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <Button variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        {t('library.backToLibrary')}
      </Button>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('library.createNew')}</h1>
      <div className="mt-6">{children}</div>
    </div>
  )
}
