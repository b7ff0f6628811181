import { Suspense, useEffect, useState, type ReactNode } from 'react'
import { Footer } from '@/components/layout/footer'
import { Header } from '@/components/layout/header'
import { NavigationContext, useNavigation, type Navigation } from '@/components/layout/navigation'
import { RouteFocus } from '@/components/layout/route-focus'
import { useOnceIdle } from '@/components/ui/use-once-idle'
import { toast } from '@/lib/toast'
import { paths } from '@/config/paths'
import { signOut, useAuth } from '@/features/auth/api/auth-provider'
import { AuthDialogProvider, useAuthDialog } from '@/features/auth/components/auth-dialog-provider'
import { useTranslation } from '@/lib/i18n/i18n'
import { lazyComponent } from '@/lib/lazy-component'

const loadSignOutGuard = () => import('@/components/layout/sign-out-guard')
const SignOutGuard = lazyComponent(loadSignOutGuard)
/** Signed in only: the offline queue (its senders, its state), loads on demand. */
const OfflineSync = lazyComponent(() => import('../offline-sync'))
/** Signed in only: work whose save failed. */
const UnsavedWorkBanner = lazyComponent(async () => ({
  default: (await import('@/features/unsaved-work/components/unsaved-work-banner'))
    .UnsavedWorkBanner,
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

/**
 * Changes of the offline queue not yet in the database (0 when it was never loaded, or when its
 * module cannot load offline: Logout must still sign out).
 */
async function changesWaiting(): Promise<number> {
  try {
    const { syncState } = await import('@/lib/offline-queue/sync')
    return syncState().waiting
  } catch {
    return 0
  }
}

/** How long a sign-out with a connection waits for the changes waiting to be sent. */
const SEND_AT_SIGN_OUT_MS = 5_000

/**
 * With a connection, what waits on this device is sent before signing out (sessions in progress
 * too), for at most SEND_AT_SIGN_OUT_MS. Never stops a sign-out: offline, or when the queue's
 * module cannot load, the Logout prompt says what waits.
 */
async function sendBeforeSigningOut(userId: string) {
  if (!navigator.onLine) return
  try {
    const { sendBeforeSignOut } = await import('../offline-sync')
    await sendBeforeSignOut(userId, SEND_AT_SIGN_OUT_MS)
  } catch (error) {
    console.warn('The changes waiting could not be sent before signing out.', error)
  }
}

/** Never stops a sign-out: a chunk or a database that fails leaves the copy (per student). */
async function forgetOfflineCopyOf(userId: string) {
  try {
    const { forgetOfflineCopy } = await import('../offline-cache')
    await forgetOfflineCopy(userId)
  } catch (error) {
    console.warn('The offline copy could not be removed from this device.', error)
  }
}

/** Work saved after all (the banner's Save now, the connection back): lists are read again. */
async function refreshSavedWork() {
  const { queryClient } = await import('../query-client')
  await queryClient.invalidateQueries()
}

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
    if (auth.status === 'signed-in') loadSignOutGuard().catch(() => undefined)
  }, [auth.status])

  /**
   * Logout sends what waits first (with a connection), then asks when changes have still not
   * reached the database.
   */
  async function requestLogout() {
    if (auth.status === 'signed-in') await sendBeforeSigningOut(auth.user.id)
    const waiting = await changesWaiting()
    if (waiting > 0) setUnsavedAtLogout(waiting)
    else await logout()
  }

  async function logout() {
    setUnsavedAtLogout(0)
    const userId = auth.status === 'signed-in' ? auth.user.id : undefined
    const { error } = await signOut()
    // The auth catalogue is not part of the public pages: it comes for the message.
    if (error) toast.error((await import('@/features/auth/model/auth-messages')).signOutFailed())
    // Nothing of the signed-out user's data stays cached for the next one (the query client is
    // loaded whenever data was shown; a chunk that cannot load means nothing was cached), nor
    // in the offline copy on this device (the queue's changes stay, to be sent at the next
    // sign-in, as the prompt said).
    await import('../query-client').then(
      ({ queryClient }) => queryClient.clear(),
      () => undefined,
    )
    if (userId) await forgetOfflineCopyOf(userId)
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
            <UnsavedWorkBanner userId={auth.user.id} onSaved={refreshSavedWork} />
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
