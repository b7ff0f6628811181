import { Ban, CheckCircle2, UserCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { formatCodeDate, type BetaCode, type GroupedCodes } from '../model/beta-code'
import { CopyCodeButton } from './copy-code-button'

/** The spec's three lists: active ('Ready to use'), used (with the e-mail) and inactive. */
export function CodeLists({
  groups,
  onDeactivate,
}: {
  groups: GroupedCodes
  onDeactivate: (code: BetaCode) => void
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <CodeSection
        title="Active Codes"
        empty="No active codes. Generate one to invite a tester."
        codes={groups.active}
      >
        {(code) => (
          <>
            <CodeHeader code={code.code} />
            <p className="flex items-center gap-1 text-sm text-green-700">
              <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
              Ready to use
            </p>
            <p className="text-xs text-slate-500">Created {formatCodeDate(code.createdAt)}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <CopyCodeButton code={code.code} />
              <Button
                variant="outline"
                size="sm"
                onClick={() => onDeactivate(code)}
                aria-label={`Deactivate ${code.code}`}
              >
                <Ban className="h-4 w-4" aria-hidden="true" />
                Deactivate
              </Button>
            </div>
          </>
        )}
      </CodeSection>

      <CodeSection title="Used Codes" empty="No code has been used yet." codes={groups.used}>
        {(code) => (
          <>
            <CodeHeader code={code.code} />
            <p className="flex items-center gap-1 text-sm break-all text-slate-700">
              <UserCheck className="h-4 w-4 shrink-0" aria-hidden="true" />
              <span>
                Used by{' '}
                <span className="font-medium">{code.usedByEmail ?? 'an unknown account'}</span>
              </span>
            </p>
            {code.usedAt ? (
              <p className="text-xs text-slate-500">on {formatCodeDate(code.usedAt)}</p>
            ) : null}
          </>
        )}
      </CodeSection>

      <CodeSection title="Inactive Codes" empty="No deactivated codes." codes={groups.inactive}>
        {(code) => (
          <>
            <CodeHeader code={code.code} muted />
            <p className="text-sm text-slate-500">Deactivated</p>
            <p className="text-xs text-slate-500">Created {formatCodeDate(code.createdAt)}</p>
          </>
        )}
      </CodeSection>
    </div>
  )
}

function CodeHeader({ code, muted = false }: { code: string; muted?: boolean }) {
  return (
    <p
      className={
        muted
          ? 'font-mono text-lg tracking-wider text-slate-500 line-through'
          : 'font-mono text-lg font-semibold tracking-wider text-slate-900'
      }
    >
      {code}
    </p>
  )
}

function CodeSection({
  title,
  empty,
  codes,
  children,
}: {
  title: string
  empty: string
  codes: BetaCode[]
  children: (code: BetaCode) => ReactNode
}) {
  const headingId = `beta-codes-${title.toLowerCase().replace(/\s+/g, '-')}`
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title} <span className="text-sm font-normal text-slate-500">({codes.length})</span>
      </h2>
      {codes.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {codes.map((code) => (
            <li key={code.id} className="rounded-xl border border-slate-200 p-3">
              {children(code)}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
