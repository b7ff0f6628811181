import { lazy, Suspense } from 'react'
import { Outlet, ScrollRestoration, useNavigate } from 'react-router-dom'
import { Header } from '@/components/layout/header'
import { toast } from '@/components/ui/toast'
import { paths } from '@/config/paths'
import { signOut, useAuth } from '@/features/auth/api/auth-provider'
import { AuthDialogProvider, useAuthDialog } from '@/features/auth/components/auth-dialog-provider'
import { FeedbackWidget } from '@/features/feedback/components/feedback-widget'

// Loaded for signed-in students only (it reads IndexedDB and brings the Supabase client).
const UnsavedWorkBanner = lazy(async () => {
  const [{ UnsavedWorkBanner: Banner }, { DataProvider }] = await Promise.all([
    import('@/features/unsaved-work/components/unsaved-work-banner'),
    import('../data-provider'),
  ])
  return {
    default: ({ userId }: { userId: string }) => (
      <DataProvider>
        <Banner userId={userId} />
      </DataProvider>
    ),
  }
})

export function RootLayout() {
  return (
    <AuthDialogProvider>
      <Shell />
    </AuthDialogProvider>
  )
}

function Shell() {
  const auth = useAuth()
  const { openAuthDialog } = useAuthDialog()
  const navigate = useNavigate()

  async function logout() {
    const { error } = await signOut()
    if (error) toast.error(error.message)
    // Nothing of the signed-out user's data stays cached for the next one.
    const { queryClient } = await import('../query-client')
    queryClient.clear()
    navigate(paths.home)
  }

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Header
        userName={auth.status === 'loading' ? undefined : (auth.user?.name ?? null)}
        onLogin={() => openAuthDialog('login')}
        onLogout={logout}
      />
      <main id="main" className="flex flex-1 flex-col">
        {auth.status === 'signed-in' ? (
          <Suspense fallback={null}>
            <UnsavedWorkBanner userId={auth.user.id} />
          </Suspense>
        ) : null}
        <Outlet />
      </main>
      <FeedbackWidget />
      <ScrollRestoration />
    </div>
  )
}
