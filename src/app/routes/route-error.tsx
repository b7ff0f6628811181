import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useTranslation } from '@/lib/i18n/i18n'

/** Shown when a route crashes: the page stays usable and offers a way back. */
export function RouteError() {
  const { t } = useTranslation()
  const error = useRouteError()
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center px-4 py-24 text-center"
    >
      <h1 className="text-2xl font-bold text-slate-900">{t('common.crash.title')}</h1>
      <p className="mt-2 text-slate-600">
        {detail ? t('common.crash.textWithDetail', { detail }) : t('common.crash.text')}
      </p>
      <div className="mt-6 flex gap-3">
        <button
          type="button"
          className={buttonClasses('secondary')}
          onClick={() => window.location.reload()}
        >
          {t('common.crash.reload')}
        </button>
        <Link to={paths.home} className={buttonClasses('primary')}>
          {t('common.crash.home')}
        </Link>
      </div>
    </div>
  )
}
