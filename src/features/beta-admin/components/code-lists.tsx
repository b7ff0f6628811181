import { Ban, CheckCircle2, UserCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { formatWholeNumber } from '@/lib/i18n/format'
import { useTranslation } from '@/lib/i18n/i18n'
import { slot, WithParts } from '@/lib/i18n/with-strong'
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
  const { t } = useTranslation()
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <CodeSection
        id="active"
        title={t('admin.list.active')}
        empty={t('admin.empty.active')}
        codes={groups.active}
      >
        {(code) => (
          <>
            <CodeHeader code={code.code} />
            <p className="flex items-center gap-1 text-sm text-green-700">
              <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
              {t('admin.readyToUse')}
            </p>
            <CodeDate message="admin.created" iso={code.createdAt} />
            <div className="mt-2 flex flex-wrap gap-2">
              <CopyCodeButton code={code.code} />
              <Button
                variant="outline"
                size="sm"
                onClick={() => onDeactivate(code)}
                aria-label={t('admin.deactivateCode', { code: code.code })}
              >
                <Ban className="h-4 w-4" aria-hidden="true" />
                {t('admin.deactivate')}
              </Button>
            </div>
          </>
        )}
      </CodeSection>

      <CodeSection
        id="used"
        title={t('admin.list.used')}
        empty={t('admin.empty.used')}
        codes={groups.used}
      >
        {(code) => (
          <>
            <CodeHeader code={code.code} />
            <p className="flex items-center gap-1 text-sm break-all text-slate-700">
              <UserCheck className="h-4 w-4 shrink-0" aria-hidden="true" />
              <span>
                <WithParts
                  text={t('admin.usedBy', { email: slot(0) })}
                  parts={[
                    <span key="email" className="font-medium">
                      {code.usedByEmail ?? t('admin.unknownAccount')}
                    </span>,
                  ]}
                />
              </span>
            </p>
            {code.usedAt ? <CodeDate message="admin.usedOn" iso={code.usedAt} /> : null}
          </>
        )}
      </CodeSection>

      <CodeSection
        id="inactive"
        title={t('admin.list.inactive')}
        empty={t('admin.empty.inactive')}
        codes={groups.inactive}
      >
        {(code) => (
          <>
            <CodeHeader code={code.code} muted />
            <p className="text-sm text-slate-500">{t('admin.inactive')}</p>
            <CodeDate message="admin.created" iso={code.createdAt} />
          </>
        )}
      </CodeSection>
    </div>
  )
}

/** 'Created Nov 20, 2026, 10:00 AM' or 'on …' under a code, in the interface language. */
function CodeDate({ message, iso }: { message: 'admin.created' | 'admin.usedOn'; iso: string }) {
  const { t } = useTranslation()
  return <p className="text-xs text-slate-500">{t(message, { date: formatCodeDate(iso) })}</p>
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
  id,
  title,
  empty,
  codes,
  children,
}: {
  /** A stable name for the heading's id, the same in every language. */
  id: string
  title: string
  empty: string
  codes: BetaCode[]
  children: (code: BetaCode) => ReactNode
}) {
  const headingId = `beta-codes-${id}`
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}{' '}
        <span className="text-sm font-normal text-slate-500">
          ({formatWholeNumber(codes.length)})
        </span>
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
