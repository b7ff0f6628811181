import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react'
import type { AuthMode } from '../model/auth-mode'

interface AuthDialogControls {
  openAuthDialog: (mode?: AuthMode) => void
  closeAuthDialog: () => void
}

const AuthDialogContext = createContext<AuthDialogControls | null>(null)

// The dialog's forms are not needed for the first paint of the landing page.
const AuthDialog = lazy(() => import('./auth-dialog').then((m) => ({ default: m.AuthDialog })))

export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [openMode, setOpenMode] = useState<AuthMode | null>(null)
  const controls = useMemo<AuthDialogControls>(
    () => ({
      openAuthDialog: (mode = 'login') => setOpenMode(mode),
      closeAuthDialog: () => setOpenMode(null),
    }),
    [],
  )
  return (
    <AuthDialogContext value={controls}>
      {children}
      {openMode ? (
        <Suspense fallback={null}>
          <AuthDialog key={openMode} initialMode={openMode} onClose={controls.closeAuthDialog} />
        </Suspense>
      ) : null}
    </AuthDialogContext>
  )
}

export function useAuthDialog(): AuthDialogControls {
  const controls = useContext(AuthDialogContext)
  if (!controls) throw new Error('useAuthDialog must be used inside AuthDialogProvider')
  return controls
}
