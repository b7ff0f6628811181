import { X } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { currentToasts, subscribeToasts, toast, type ToastTone } from '@/lib/toast'
import { useTranslation } from '@/lib/i18n/i18n'
import { cn } from './cn'

const tones: Record<ToastTone, string> = {
  error: 'border-red-200 bg-white text-red-800',
  success: 'border-green-200 bg-white text-green-800',
  info: 'border-indigo-200 bg-white text-slate-800',
}

export function Toaster() {
  const { t } = useTranslation()
  const current = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts)
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed top-4 end-4 z-[60] print:hidden flex w-80 max-w-[calc(100%-2rem)] flex-col gap-2"
    >
      {current.map((item) => (
        <div
          key={item.id}
          role={item.tone === 'error' ? 'alert' : 'status'}
          className={cn(
            'pointer-events-auto flex items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg',
            tones[item.tone],
          )}
        >
          <p className="flex-1">{item.message}</p>
          <button
            type="button"
            onClick={() => toast.dismiss(item.id)}
            aria-label={t('common.toast.dismiss')}
            className="rounded p-0.5 text-slate-400 hover:text-slate-700"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      ))}
    </div>
  )
}
