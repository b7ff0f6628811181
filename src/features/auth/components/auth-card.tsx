import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/components/ui/cn'

const tones = {
  indigo: 'bg-indigo-100 text-indigo-700',
  green: 'bg-green-100 text-green-700',
  red: 'bg-red-100 text-red-700',
} as const

/** The centred card of the token pages (/reset-password, /confirm-email). */
export function AuthCard({
  icon: Icon,
  tone = 'indigo',
  title,
  children,
  spin = false,
}: {
  icon: LucideIcon
  tone?: keyof typeof tones
  title: string
  children: ReactNode
  spin?: boolean
}) {
  return (
    <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-indigo-50 via-white to-white px-4 py-16 sm:py-24">
      {/* Not labelled by its title: the reset form's card would otherwise be one more match for
          a "New Password" label. The h1 names the page. */}
      <section className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-xl shadow-indigo-100/60">
        <div
          className={cn(
            'mx-auto mb-5 flex h-14 w-14 items-center justify-center rounded-full',
            tones[tone],
          )}
        >
          <Icon className={cn('h-7 w-7', spin && 'animate-spin')} aria-hidden="true" />
        </div>
        <h1 className="text-center text-2xl font-bold text-slate-900">{title}</h1>
        <div className="mt-4 space-y-4">{children}</div>
      </section>
    </div>
  )
}

/** The words of a token page that say where things stand, announced as they change. */
export function StatusText({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-center text-slate-600">
      {children}
    </p>
  )
}
