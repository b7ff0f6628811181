import { Suspense, useEffect, useState, type ReactNode } from 'react'
import { Footer } from '@/components/layout/footer'
import { Header } from '@/components/layout/header'
import { NavigationContext, useNavigation, type Navigation } from '@/components/layout/navigation'
import { RouteFocus } from '@/components/layout/route-focus'
import { useOnceIdle } from '@/components/ui/use-once-idle'
import { paths } from '@/config/paths'
import { signOut, useAuth } from '@/features/auth/api/auth-provider'
import { AuthDialogProvider, useAuthDialog } from '@/features/auth/components/auth-dialog-provider'
import { useTranslation } from '@/lib/i18n/i18n'
import { lazyComponent } from '@/lib/lazy-component'

/** Signed in only (signed-in-shell.tsx): loaded once the student is signed in. */
const loadSignedInShell = () => import('./signed-in-shell')
const SignOutGuard = lazyComponent(async () => ({
  default: (await loadSignedInShell()).SignOutGuard,
}))
const OfflineSync = lazyComponent(async () => ({
  default: (await loadSignedInShell()).OfflineSync,
}))
const UnsavedWorkBanner = lazyComponent(async () => ({
  default: (await loadSignedInShell()).UnsavedWorkBanner,
}))
/**
 * On every page, drawn once the page runs (not in the prerendered HTML, where it could do nothing,
 * nor in the hydrating render): the first load carries neither the menu nor its icons.
 */
const FeedbackWidget = lazyComponent(async () => ({
  default: (await import('@/features/feedback/components/feedback-widget')).FeedbackWidget,
}))
/** Drawn once the page runs too: a new version is only ever waiting after the page has run. */
const UpdateNotice = lazyComponent(async () => ({
  default: (await import('@/components/layout/update-notice')).UpdateNotice,
}))

export interface PageShellProps {
  /** React Router's inside the app (RootLayout); a prerendered public page's own (public-page.tsx). */
  navigation: Navigation
  /** The page ends with the site footer (landing and blog pages). */
  footer: boolean
  children: ReactNode
}

/** What every page has around it: header, skip link, footer, feedback, focus on route changes. */
export function PageShell({ navigation, footer, children }: PageShellProps) {
  return (
    <NavigationContext value={navigation}>
      <AuthDialogProvider>
        <Shell footer={footer}>{children}</Shell>
      </AuthDialogProvider>
    </NavigationContext>
  )
}

function Shell({ footer, children }: Omit<PageShellProps, 'navigation'>) {
  const { t } = useTranslation()
  const auth = useAuth()
  const { openAuthDialog } = useAuthDialog()
  const { location, navigate } = useNavigation()

  const [unsavedAtLogout, setUnsavedAtLogout] = useState(0)
  // The Logout prompt's code comes with the signed-in page, not at Logout: by then the student
  // is often offline (that is why changes wait), and a chunk that cannot load crashed the page.
  useEffect(() => {
    if (auth.status === 'signed-in')
      loadSignedInShell()
        .then((shell) => shell.loadSignOutGuard())
        .catch(() => undefined)
  }, [auth.status])

  /**
   * Logout sends what waits first (with a connection), then asks when changes have still not
   * reached the database.
   */
  async function requestLogout() {
    const shell = await loadSignedInShell().catch(() => undefined)
    if (auth.status === 'signed-in') await shell?.sendBeforeSigningOut(auth.user.id)
    const waiting = (await shell?.changesWaiting()) ?? 0
    if (waiting > 0) setUnsavedAtLogout(waiting)
    else await logout()
  }

  async function logout() {
    setUnsavedAtLogout(0)
    const userId = auth.status === 'signed-in' ? auth.user.id : undefined
    const { error } = await signOut()
    await loadSignedInShell().then(
      (shell) => shell.afterSignOut(userId, Boolean(error)),
      () => undefined,
    )
    void navigate(paths.home)
  }

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only print:hidden focus:not-sr-only focus:absolute focus:top-2 focus:start-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('common.shell.skip')}
      </a>
      <Header
        userName={auth.status === 'loading' ? undefined : (auth.user?.name ?? null)}
        onLogin={() => openAuthDialog('login')}
        onLogout={() => void requestLogout()}
        status={
          auth.status === 'signed-in' ? (
            <Suspense fallback={null}>
              <OfflineSync userId={auth.user.id} />
            </Suspense>
          ) : null
        }
      />
      {unsavedAtLogout > 0 ? (
        <Suspense fallback={null}>
          <SignOutGuard
            waiting={unsavedAtLogout}
            onCancel={() => setUnsavedAtLogout(0)}
            onConfirm={() => void logout()}
          />
        </Suspense>
      ) : null}
      <main id="main" className="flex flex-1 flex-col">
        {auth.status === 'signed-in' ? (
          <Suspense fallback={null}>
            <UnsavedWorkBanner userId={auth.user.id} />
          </Suspense>
        ) : null}
        {children}
      </main>
      {footer ? <Footer /> : null}
      <OnClient>
        <FeedbackWidget />
        <UpdateNotice />
      </OnClient>
      <RouteFocus pathname={location.pathname} />
    </div>
  )
}

/**
 * Parts not in the prerendered HTML nor in the hydrating render: loaded once the page is idle
 * after it (useOnceIdle).
 */
function OnClient({ children }: { children: ReactNode }) {
  return useOnceIdle() ? <Suspense fallback={null}>{children}</Suspense> : null
}
