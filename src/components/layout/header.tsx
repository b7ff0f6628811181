import { LogOut, Settings } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, NavLink } from './navigation'
import { paths } from '@/config/paths'
import { useTranslation } from '@/lib/i18n/i18n'
import { Button } from '../ui/button'
import { cn } from '../ui/cn'
import { Brand } from './brand'
import { HeaderMenu, type HeaderMenuProps } from './header-menu'
import { LanguageSelect } from './language-select'

export interface HeaderProps extends HeaderMenuProps {
  /** What the header says about saving (the offline queue's state), beside the brand. */
  status?: ReactNode
}

const navLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'text-indigo-700' : 'text-slate-600 hover:text-slate-900',
  )

/**
 * The site header: one row. Below the `lg` width (a phone, a laptop at 200 % zoom) the links
 * collapse into the Menu button's panel (header-menu.tsx). When the links of a long language
 * (French, German) and a long name do not fit beside the brand, the links wrap onto a second
 * row, at its end, rather than run over the brand: the brand's group asks only for its narrowest
 * width (`basis-0`, its tag wrapping) when the row decides whether it wraps, then takes the room
 * left (`grow`).
 */
export function Header({ userName, onLogin, onLogout, status }: HeaderProps) {
  const { t } = useTranslation()
  const signedIn = typeof userName === 'string'
  return (
    // Solid white, not see-through with a blur: a backdrop filter is computed again on every frame
    // the compositor draws, on the CPU where there is no GPU (docs/decisions/026).
    <header className="sticky top-0 z-30 print:hidden border-b border-slate-200/80 bg-white">
      <div className="relative mx-auto flex min-h-14 max-w-7xl flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-1.5 sm:px-6 lg:min-h-16">
        {/* On a phone (`max-sm:min-w-0`) the save status wraps inside the group rather than push Menu
            to a row of its own; wider, brand and tag keep their width and the header takes a second row. */}
        <div className="group/brand flex max-sm:min-w-0 basis-0 grow items-center gap-2 sm:gap-3">
          <Brand />
          {/* One line: when brand and tag do not fit beside the links, the header takes a second row.
              On a phone the tag gives its room to the save status while one shows. */}
          <span className="rounded-2xl bg-amber-100 px-2.5 py-0.5 text-xs leading-tight font-semibold whitespace-nowrap text-amber-800 max-sm:group-has-[[data-save-status]]/brand:hidden">
            <span className="sm:hidden">{t('common.header.beta')}</span>
            <span className="hidden sm:inline">{t('common.header.betaLong')}</span>
          </span>
          {status}
        </div>
        <nav
          aria-label={t('common.header.mainNav')}
          className="ms-auto hidden items-center justify-end gap-1 lg:flex"
        >
          {signedIn ? (
            <NavLink to={paths.dashboard} className={navLink}>
              {t('common.header.dashboard')}
            </NavLink>
          ) : null}
          {signedIn ? (
            <NavLink to={paths.today} className={navLink}>
              {t('common.header.today')}
            </NavLink>
          ) : null}
          <Link
            to={{ pathname: paths.home, hash: '#features' }}
            className={navLink({ isActive: false })}
          >
            {t('common.header.features')}
          </Link>
          <NavLink to={paths.blog} className={navLink}>
            {t('common.header.blog')}
          </NavLink>
          {/* Below xl the select is as wide as its chosen language, not its longest option
              ('Português (Brasil)'): the header's links keep to one row in more languages. */}
          <LanguageSelect className="ms-2" selectClassName="max-xl:[field-sizing:content]" />
          {signedIn ? (
            <div className="ms-2 flex items-center gap-1 border-s border-slate-200 ps-3">
              {/* Shorter below xl, where the links of a long language need the room; the whole
                  name is in Account Settings. */}
              <span className="max-w-28 shrink-0 truncate px-1 text-sm font-medium text-slate-700 xl:max-w-40">
                {userName}
              </span>
              <Link
                to={paths.settings}
                aria-label={t('common.header.settings')}
                title={t('common.header.settingsTitle')}
                className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              >
                <Settings className="h-5 w-5" aria-hidden="true" />
              </Link>
              <Button variant="ghost" size="sm" onClick={onLogout}>
                <LogOut className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
                {t('common.header.logout')}
              </Button>
            </div>
          ) : userName === null ? (
            <Button size="sm" className="ms-2" onClick={onLogin}>
              {t('common.header.login')}
            </Button>
          ) : null}
        </nav>
        <HeaderMenu
          className="lg:hidden"
          userName={userName}
          onLogin={onLogin}
          onLogout={onLogout}
        />
      </div>
    </header>
  )
}
