import { Loader2 } from 'lucide-react'
import { useTranslation } from '@/lib/i18n/i18n'
import { cn } from './cn'

export function Spinner({ label, className }: { label?: string; className?: string }) {
  const { t } = useTranslation()
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-slate-600', className)}>
      <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
      {label ? <span>{label}</span> : <span className="sr-only">{t('common.status.loading')}</span>}
    </span>
  )
}
