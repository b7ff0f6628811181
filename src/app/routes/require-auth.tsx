import { Navigate, Outlet } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner'
import { paths, type OpenAuthState } from '@/config/paths'
import { useAuth } from '@/features/auth/api/auth-provider'
import { DataProvider } from '../data-provider'

/**
 * Signed-in only routes. The redirect waits for the auth state to load, so reloading a
 * protected page while signed in never bounces to the landing page.
 */
export function RequireAuth() {
  const auth = useAuth()
  if (auth.status === 'loading') {
    return (
      <div className="flex flex-1 items-center justify-center py-24">
        <Spinner label="Loading your account…" />
      </div>
    )
  }
  if (auth.status === 'signed-out') {
    const state: OpenAuthState = { openAuth: true }
    return <Navigate to={paths.home} replace state={state} />
  }
  return (
    <DataProvider>
      <Outlet />
    </DataProvider>
  )
}
