import { BadgeCheck, Mail } from 'lucide-react'
import { useTranslation } from '@/lib/i18n/i18n'
import '../model/account-catalogue'

/** Name, e-mail and the 'Beta Tester' label (Account Settings). */
export function ProfileCard({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation()
  const initial = (name.trim()[0] ?? email[0] ?? '?').toUpperCase()
  return (
    <section
      aria-label={t('account.profile')}
      className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
    >
      <div
        aria-hidden="true"
        className="flex h-20 w-20 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-purple-600 text-3xl font-bold text-white shadow-md"
      >
        {initial}
      </div>
      <div className="min-w-0 max-w-full">
        <h2 className="text-xl font-bold break-words text-slate-900">{name}</h2>
        {/* A long address wraps on a phone instead of ending in '…'. */}
        <p className="mt-1 flex items-start justify-center gap-1.5 text-sm text-slate-600">
          <Mail className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-all">{email}</span>
        </p>
      </div>
      <span className="inline-flex items-center gap-1.5 rounded-full bg-indigo-50 px-3 py-1 text-sm font-semibold text-indigo-700 ring-1 ring-indigo-200">
        <BadgeCheck className="h-4 w-4" aria-hidden="true" />
        {t('account.betaTester')}
      </span>
    </section>
  )
}
