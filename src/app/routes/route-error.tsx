import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'

/** Shown when a route crashes: the page stays usable and offers a way back. */
export function RouteError() {
  const error = useRouteError()
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center px-4 py-24 text-center"
    >
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-2 text-slate-600">
        This page hit an unexpected error. Your saved guides are safe{detail ? ` (${detail})` : ''}.
      </p>
      <div className="mt-6 flex gap-3">
        <button
          type="button"
          className={buttonClasses('secondary')}
          onClick={() => window.location.reload()}
        >
          Reload page
        </button>
        <Link to={paths.home} className={buttonClasses('primary')}>
          Go to the homepage
        </Link>
      </div>
    </div>
  )
}
