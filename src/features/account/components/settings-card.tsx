import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/**
 * One card of Account Settings: an icon, a titled header (the section's accessible name) with
 * what it says under the title, then the card's own content.
 */
export function SettingsCard({
  id,
  icon: Icon,
  title,
  header,
  children,
}: {
  id: string
  icon: LucideIcon
  title: string
  header?: ReactNode
  children?: ReactNode
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <div className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
          <Icon className="h-5 w-5" aria-hidden="true" />
        </div>
        <div>
          <h2 id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {header}
        </div>
      </div>
      {children}
    </section>
  )
}
