import { StrictMode, type ReactNode } from 'react'
import { Toaster } from '@/components/ui/toast'
import { AuthProvider } from '@/features/auth/api/auth-provider'

/**
 * App-wide providers. The query cache is provided by DataProvider around the routes that use it
 * (see router.tsx), so the landing page does not download TanStack Query before its first paint.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      {children}
      <Toaster />
    </AuthProvider>
  )
}

/**
 * The root of the React tree. A public page's root renders the router under the same AppRoot at
 * its first navigation (start-router.tsx), so the signed-in state and the toasts carry over.
 */
export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AppProviders>{children}</AppProviders>
    </StrictMode>
  )
}
