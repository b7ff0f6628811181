import { LogIn, LogOut } from 'lucide-react'
import { useEffect, useRef, type RefObject } from 'react'
import { Link, NavLink } from './navigation'
import { paths } from '@/config/paths'
import { useTranslation } from '@/lib/i18n/i18n'
import { cn } from '../ui/cn'
import type { HeaderMenuProps } from './header-menu'
import { LanguageSelect } from './language-select'

const item = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-base font-medium',
    isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-700 hover:bg-slate-100',
  )

/** The Menu button's panel (header-menu.tsx): every link, then Login or Logout, 44 px rows. */
export default function HeaderMenuPanel({
  id,
  userName,
  onLogin,
  onLogout,
  button,
  onClose,
}: HeaderMenuProps & {
  id: string
  button: RefObject<HTMLButtonElement | null>
  onClose: () => void
}) {
  const { t } = useTranslation()
  const signedIn = typeof userName === 'string'
  const panelRef = useRef<HTMLElement>(null)
  // Escape closes it (the keyboard back on Menu); so do a press and a focus outside it.
  useEffect(() => {
    const outside = (target: EventTarget | null) =>
      target instanceof Node &&
      !panelRef.current?.contains(target) &&
      !button.current?.contains(target)
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      onClose()
      button.current?.focus()
    }
    function onPress(event: Event) {
      if (outside(event.target)) onClose()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPress)
    document.addEventListener('focusin', onPress)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPress)
      document.removeEventListener('focusin', onPress)
    }
  }, [button, onClose])
  return (
    <nav
      ref={panelRef}
      id={id}
      aria-label={t('common.header.mainNav')}
      className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 py-3 shadow-lg"
    >
      {signedIn ? (
        <p className="truncate px-3 pb-2 text-sm font-medium text-slate-500">{userName}</p>
      ) : null}
      <ul className="space-y-1" onClick={onClose}>
        {signedIn ? (
          <>
            <li>
              <NavLink to={paths.dashboard} className={item}>
                {t('common.header.dashboard')}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.today} className={item}>
                {t('common.header.today')}
              </NavLink>
            </li>
          </>
        ) : null}
        <li>
          <Link
            to={{ pathname: paths.home, hash: '#features' }}
            className={item({ isActive: false })}
          >
            {t('common.header.features')}
          </Link>
        </li>
        <li>
          <NavLink to={paths.blog} className={item}>
            {t('common.header.blog')}
          </NavLink>
        </li>
        {signedIn ? (
          <>
            <li>
              <NavLink to={paths.settings} className={item}>
                {t('common.header.settings')}
              </NavLink>
            </li>
            <li>
              <button type="button" className={item({ isActive: false })} onClick={onLogout}>
                <LogOut className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
                {t('common.header.logout')}
              </button>
            </li>
          </>
        ) : userName === null ? (
          <li>
            <button type="button" className={item({ isActive: false })} onClick={onLogin}>
              <LogIn className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
              {t('common.header.login')}
            </button>
          </li>
        ) : null}
      </ul>
      <LanguageSelect className="mt-2 px-3" />
    </nav>
  )
}
