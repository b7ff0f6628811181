import { Menu, X } from 'lucide-react'
import { Suspense, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '@/lib/i18n/i18n'
import { lazyComponent } from '@/lib/lazy-component'
import { whenIdle } from '@/lib/when-idle'

/**
 * The panel (its links, and its closing on Escape and on a press outside) loads when the menu
 * first opens: the public pages' first load carries none of it.
 */
const loadPanel = () => import('./header-menu-panel')
const HeaderMenuPanel = lazyComponent(loadPanel)

export interface HeaderMenuProps {
  /** null while signed out; undefined while the auth state loads. */
  userName: string | null | undefined
  onLogin: () => void
  onLogout: () => void
}

/**
 * The header's links on a narrow screen: a Menu button (44 px) opening a panel under the header
 * with every link and Login or Logout, each a full-width 44 px row.
 */
export function HeaderMenu({
  userName,
  onLogin,
  onLogout,
  className,
}: HeaderMenuProps & { className?: string }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  // Signed in, the panel's code comes at the first idle moment: Logout must open offline too
  // (changes waiting). Not in the effect itself: a signed-in page's first effects can run before
  // its first paint (issue 43's cold launch), and asking for a chunk costs the main thread there.
  const signedIn = typeof userName === 'string'
  useEffect(() => {
    if (signedIn) return whenIdle(() => void loadPanel().catch(() => undefined))
  }, [signedIn])
  return (
    <div className={className}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('common.header.menu')}
        onClick={() => setOpen((value) => !value)}
        className="flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        {open ? (
          <X className="h-6 w-6" aria-hidden="true" />
        ) : (
          <Menu className="h-6 w-6" aria-hidden="true" />
        )}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <HeaderMenuPanel
            id={panelId}
            button={buttonRef}
            userName={userName}
            onLogin={onLogin}
            onLogout={onLogout}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
