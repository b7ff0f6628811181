import { ArrowLeft } from 'lucide-react'
import { useCallback, type ReactNode } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { env } from '@/config/env'
import { paths } from '@/config/paths'
import { useAuth } from '@/features/auth/api/auth-provider'
import { LibraryView } from '@/features/library/components/library-view'

/** The guide view's address; the route is declared in router.tsx. */
export function guidePath(id: string): string {
  return `${paths.dashboard}/guides/${encodeURIComponent(id)}`
}

type DashboardView = 'library' | 'create' | 'admin'

/**
 * The study library, and in its place the Create New Guide sections or the Beta Admin Panel.
 * Which one shows lives in the URL (?view=create), so the browser's Back button returns to the
 * library.
 */
export function DashboardRoute() {
  const auth = useAuth()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const showView = useCallback((view: DashboardView) => {
    setParams(view === 'library' ? {} : { view })
  }, [setParams])

  // RequireAuth renders this route only once signed in.
  if (auth.status !== 'signed-in') return null
  const isAdmin = auth.user.id === env.adminUserId
  const view = params.get('view')

  if (view === 'create') {
    return (
      <PlaceholderSection title="Create New Guide" onBack={() => showView('library')}>
        {/* The generation issue's CreateGuidePanel (upload + paste sections) goes here. */}
        <p className="text-slate-600">The upload and paste sections arrive with the generation issue.</p>
      </PlaceholderSection>
    )
  }
  if (view === 'admin' && isAdmin) {
    return (
      <PlaceholderSection title="Beta Admin Panel" onBack={() => showView('library')}>
        {/* The beta-admin issue's BetaAdminPanel goes here. */}
        <p className="text-slate-600">The beta code panel arrives with the beta-admin issue.</p>
      </PlaceholderSection>
    )
  }
  return (
    <LibraryView
      user={auth.user}
      guideHref={guidePath}
      onCreateNew={() => showView('create')}
      onAccountSettings={() => navigate(paths.settings)}
      onOpenAdmin={isAdmin ? () => showView('admin') : undefined}
    />
  )
}

function PlaceholderSection({ title, onBack, children }: { title: string; onBack: () => void; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <Button variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Library
      </Button>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{title}</h1>
      <div className="mt-6">{children}</div>
    </div>
  )
}
