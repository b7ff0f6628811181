import { LogIn, LogOut, Menu, X } from 'lucide-react'
import { Link, NavLink } from './navigation'
import { paths } from '@/config/paths'
import { cn } from '../ui/cn'
import { useDisclosure } from '../ui/use-disclosure'

export interface HeaderMenuProps {
  /** null while signed out; undefined while the auth state loads. */
  userName: string | null | undefined
  onLogin: () => void
  onLogout: () => void
}

const item = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-base font-medium',
    isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-700 hover:bg-slate-100',
  )

/**
 * The header's links on a narrow screen: a Menu button (44 px) opening a panel under the header
 * with every link and Login or Logout, each a full-width 44 px row. It closes on a choice, on
 * Escape and on a press outside it.
 */
export function HeaderMenu({
  userName,
  onLogin,
  onLogout,
  className,
}: HeaderMenuProps & { className?: string }) {
  const { open, close, containerProps, buttonProps, panelId } = useDisclosure()
  const signedIn = typeof userName === 'string'
  return (
    <div {...containerProps} className={className}>
      <button
        type="button"
        {...buttonProps}
        aria-label="Menu"
        className="flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        {open ? (
          <X className="h-6 w-6" aria-hidden="true" />
        ) : (
          <Menu className="h-6 w-6" aria-hidden="true" />
        )}
      </button>
      {open ? (
        <nav
          id={panelId}
          aria-label="Main"
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 py-3 shadow-lg"
        >
          {signedIn ? (
            <p className="truncate px-3 pb-2 text-sm font-medium text-slate-500">{userName}</p>
          ) : null}
          <ul className="space-y-1" onClick={close}>
            {signedIn ? (
              <>
                <li>
                  <NavLink to={paths.dashboard} className={item}>
                    Dashboard
                  </NavLink>
                </li>
                <li>
                  <NavLink to={paths.today} className={item}>
                    Today
                  </NavLink>
                </li>
              </>
            ) : null}
            <li>
              <Link
                to={{ pathname: paths.home, hash: '#features' }}
                className={item({ isActive: false })}
              >
                Features
              </Link>
            </li>
            <li>
              <NavLink to={paths.blog} className={item}>
                Blog
              </NavLink>
            </li>
            {signedIn ? (
              <>
                <li>
                  <NavLink to={paths.settings} className={item}>
                    Settings
                  </NavLink>
                </li>
                <li>
                  <button type="button" className={item({ isActive: false })} onClick={onLogout}>
                    <LogOut className="h-5 w-5" aria-hidden="true" />
                    Logout
                  </button>
                </li>
              </>
            ) : userName === null ? (
              <li>
                <button type="button" className={item({ isActive: false })} onClick={onLogin}>
                  <LogIn className="h-5 w-5" aria-hidden="true" />
                  Login
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </div>
  )
}
