import { useEffect, useState } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner'
import { paths, type OpenAuthState } from '@/config/paths'
import { storedSessionUserId, useAuth } from '@/features/auth/api/auth-provider'
import { useTranslation } from '@/lib/i18n/i18n'
import { keepTranslations } from '@/lib/offline-data/kept-translations'
import { DataProvider } from '../data-provider'
import { keepOfflineCopy, restoreBeforeFirstRender } from '../offline-cache'
import { queryClient } from '../query-client'

/**
 * Signed-in only routes. The redirect waits for the auth state to load, so reloading a
 * protected page while signed in never bounces to the landing page.
 */
export function RequireAuth() {
  const { t } = useTranslation()
  const auth = useAuth()
  const location = useLocation()
  // Whether this layout showed the signed-in pages (state from an earlier render, as React's
  // docs store it): a page left by the student's own Logout goes home and asks nothing, while
  // opening a protected page signed out (Get Started, a link) still asks to sign in.
  const [showedAccount, setShowedAccount] = useState(auth.status === 'signed-in')
  if (auth.status === 'signed-in' && !showedAccount) setShowedAccount(true)
  if (auth.status === 'loading') {
    return (
      <div className="flex flex-1 items-center justify-center py-24">
        <Spinner label={t('common.status.loading')} />
      </div>
    )
  }
  if (auth.status === 'signed-out' && auth.chosen && showedAccount)
    return <Navigate to={paths.home} replace />
  if (auth.status === 'signed-out') {
    // The sign-in that follows leads back to the page that was asked for.
    const state: OpenAuthState & { from: string } = {
      openAuth: true,
      from: `${location.pathname}${location.search}`,
    }
    return <Navigate to={paths.home} replace state={state} />
  }
  return (
    <DataProvider>
      <KeepOfflineCopy userId={auth.user.id} />
      {/* Marks the signed-in pages for their scroll padding below the sticky header (index.css). */}
      <div data-signed-in className="contents">
        <Outlet />
      </div>
    </DataProvider>
  )
}

/**
 * The student's offline copy (offline-cache.ts), kept from the moment the signed-in pages are
 * drawn: a page opened offline is filled from it at once, not after the header's sync loads.
 */
function KeepOfflineCopy({ userId }: { userId: string }) {
  const { language } = useTranslation()
  useEffect(() => keepOfflineCopy(queryClient, userId), [userId])
  // The interface in the student's language offline too, on screens not opened online yet. A
  // failure (the connection dropped, storage full) leaves those screens in English offline: the
  // app goes on, and the warning says why.
  useEffect(() => {
    if (import.meta.env.PROD)
      keepTranslations(language).catch((error: unknown) =>
        console.warn('The translations could not be kept for offline use.', error),
      )
  }, [language])
  return null
}

/**
 * What the router waits for with this layout's files before drawing the signed-in pages: the
 * offline copy of the student whose session is stored, when the page opens offline.
 */
export function offlineCopyRestored(): Promise<void> {
  return restoreBeforeFirstRender(queryClient, storedSessionUserId())
}
