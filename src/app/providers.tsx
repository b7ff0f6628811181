import type { ReactNode } from 'react'
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
