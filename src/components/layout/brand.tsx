import { BookOpenCheck } from 'lucide-react'
import { useTranslation } from '@/lib/i18n/i18n'
import { Link } from './navigation'

export function Brand() {
  const { t } = useTranslation()
  return (
    <Link to="/" className="flex items-center gap-2 rounded-lg text-lg font-bold text-slate-900">
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-500 to-purple-600 text-white">
        <BookOpenCheck className="h-5 w-5" aria-hidden="true" />
      </span>
      {t('common.brand.name')}
    </Link>
  )
}
