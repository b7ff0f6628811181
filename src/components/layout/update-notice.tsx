import { useOfferedUpdate } from '@/lib/app-update/use-app-update'
import { useTranslation } from '@/lib/i18n/i18n'
import { Button } from '../ui/button'

/**
 * 'A new version is ready — Reload', once the service worker has a new version waiting and no
 * review session or quiz is under way (they hold it back: lib/app-update). It sticks to the
 * window's bottom but ends the page's flow, after the feedback widget: on a phone, where that
 * widget ends the page, the notice never covers it (on a wide screen the widget floats above it).
 */
export function UpdateNotice() {
  const { t } = useTranslation()
  const reload = useOfferedUpdate()
  if (!reload) return null
  return (
    <div
      role="status"
      className="sticky bottom-0 z-40 flex items-center justify-center gap-3 border-t border-indigo-200 bg-white px-4 py-2 text-sm text-slate-800 shadow-lg print:hidden"
    >
      {t('common.update.ready')}{' '}
      <Button size="sm" onClick={reload}>
        {t('common.update.reload')}
      </Button>
    </div>
  )
}
