import { LogOut, Settings } from 'lucide-react'
import { Link, NavLink } from './navigation'
import { paths } from '@/config/paths'
import { Button } from '../ui/button'
import { cn } from '../ui/cn'
import { Brand } from './brand'

export interface HeaderProps {
  /** null while signed out; undefined while the auth state loads. */
  userName: string | null | undefined
  onLogin: () => void
  onLogout: () => void
}

const navLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-2 py-2 text-sm font-medium transition-colors sm:px-3',
    isActive ? 'text-indigo-700' : 'text-slate-600 hover:text-slate-900',
  )

export function Header({ userName, onLogin, onLogout }: HeaderProps) {
  const signedIn = typeof userName === 'string'
  return (
    <header className="sticky top-0 z-30 print:hidden border-b border-slate-200/80 bg-white/90 backdrop-blur">
      {/* Wraps on narrow screens so that every control stays on screen. */}
      <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 sm:px-6">
        <div className="flex items-center gap-3">
          <Brand />
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-800">
            Currently in Beta Testing
          </span>
        </div>
        <nav aria-label="Main" className="flex flex-wrap items-center justify-end gap-1">
          {signedIn ? (
            <NavLink to={paths.dashboard} className={navLink}>
              Dashboard
            </NavLink>
          ) : null}
          {signedIn ? (
            <NavLink to={paths.today} className={navLink}>
              Today
            </NavLink>
          ) : null}
          <Link
            to={{ pathname: paths.home, hash: '#features' }}
            className={navLink({ isActive: false })}
          >
            Features
          </Link>
          <NavLink to={paths.blog} className={navLink}>
            Blog
          </NavLink>
          {signedIn ? (
            <div className="flex items-center gap-1 sm:ml-2 sm:border-l sm:border-slate-200 sm:pl-3">
              <span className="max-w-40 truncate px-1 text-sm font-medium text-slate-700">
                {userName}
              </span>
              <Link
                to={paths.settings}
                aria-label="Settings"
                title="Account settings"
                className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              >
                <Settings className="h-5 w-5" aria-hidden="true" />
              </Link>
              <Button variant="ghost" size="sm" onClick={onLogout}>
                <LogOut className="h-4 w-4" aria-hidden="true" />
                Logout
              </Button>
            </div>
          ) : userName === null ? (
            <Button size="sm" className="ml-2" onClick={onLogin}>
              Login
            </Button>
          ) : null}
        </nav>
      </div>
    </header>
  )
}
