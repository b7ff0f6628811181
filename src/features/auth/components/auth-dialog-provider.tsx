import { createContext, Suspense, useContext, useMemo, useState, type ReactNode } from 'react'
import type { AuthMode } from '../model/auth-mode'
import { lazyComponent } from '@/lib/lazy-component'

export interface OpenAuthDialogOptions {
  /** Where a successful sign-in goes (the page that asked for it); otherwise it stays put. */
  redirectTo?: string
}

interface AuthDialogControls {
  openAuthDialog: (mode?: AuthMode, options?: OpenAuthDialogOptions) => void
  closeAuthDialog: () => void
}

const AuthDialogContext = createContext<AuthDialogControls | null>(null)

// The dialog's forms are not needed for the first paint of the landing page.
const AuthDialog = lazyComponent(() =>
  import('./auth-dialog').then((m) => ({ default: m.AuthDialog })),
)

export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<({ mode: AuthMode } & OpenAuthDialogOptions) | null>(null)
  const controls = useMemo<AuthDialogControls>(
    () => ({
      openAuthDialog: (mode = 'login', options = {}) => setOpen({ mode, ...options }),
      closeAuthDialog: () => setOpen(null),
    }),
    [],
  )
  return (
    <AuthDialogContext value={controls}>
      {children}
      {open ? (
        <Suspense fallback={null}>
          <AuthDialog
            key={open.mode}
            initialMode={open.mode}
            redirectTo={open.redirectTo}
            onClose={controls.closeAuthDialog}
          />
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
