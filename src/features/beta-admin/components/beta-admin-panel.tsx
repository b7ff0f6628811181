import { ArrowLeft, Plus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Spinner } from '@/components/ui/spinner'
import { formatWholeNumber } from '@/lib/i18n/format'
import { useTranslation } from '@/lib/i18n/i18n'
import { toast } from '@/lib/toast'
import { useBetaCodes, useDeactivateBetaCode, useGenerateBetaCode } from '../api/use-beta-codes'
import '../model/admin-catalogue'
import { groupCodes, type BetaCode } from '../model/beta-code'
import { CodeLists } from './code-lists'

/**
 * The Beta Testing Panel, for the admin only: the dashboard shows it, and the
 * database's admin-only RPCs refuse everyone else whatever the UI does.
 */
export function BetaAdminPanel({ onBack }: { onBack: () => void }) {
  const codesQuery = useBetaCodes()
  const generate = useGenerateBetaCode()
  const deactivate = useDeactivateBetaCode()
  const [confirming, setConfirming] = useState<BetaCode | null>(null)
  const [generatedCode, setGeneratedCode] = useState<string | null>(null)
  const { t } = useTranslation()

  const codes = codesQuery.data ?? []
  const groups = groupCodes(codes)
  const counts = [
    {
      key: 'active',
      label: t('admin.count.active'),
      value: groups.active.length,
      tone: 'text-green-700',
    },
    {
      key: 'used',
      label: t('admin.count.used'),
      value: groups.used.length,
      tone: 'text-indigo-700',
    },
    {
      key: 'inactive',
      label: t('admin.count.inactive'),
      value: groups.inactive.length,
      tone: 'text-slate-500',
    },
    { key: 'total', label: t('admin.count.total'), value: codes.length, tone: 'text-slate-900' },
  ]

  const back = () => {
    onBack()
    // The spec's back button reloads the page. A macrotask later, so the router has written
    // the dashboard's address before the reload reads it.
    setTimeout(() => window.location.reload(), 0)
  }

  const generateCode = () =>
    generate.mutate(undefined, {
      onSuccess: (created) => setGeneratedCode(created.code),
    })

  const confirmDeactivation = () => {
    if (!confirming) return
    const target = confirming
    deactivate.mutate(target.id, {
      onSuccess: () => {
        toast.success(t('admin.deactivated', { code: target.code }))
        setConfirming(null)
      },
      onError: () => setConfirming(null),
    })
  }

  return (
    <section
      aria-labelledby="beta-panel-title"
      className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6"
    >
      <Button variant="ghost" size="sm" onClick={back}>
        <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        {t('admin.back')}
      </Button>

      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="beta-panel-title" className="text-3xl font-bold text-slate-900">
            {t('admin.title')}
          </h1>
          <p className="mt-1 text-slate-600">{t('admin.lead')}</p>
        </div>
        <Button onClick={generateCode} disabled={generate.isPending} aria-busy={generate.isPending}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('admin.generate')}
        </Button>
      </div>
      <p className="sr-only" role="status">
        {generatedCode ? t('admin.generated', { code: generatedCode }) : ''}
      </p>

      <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {counts.map((count) => (
          <div key={count.key} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <dt className="text-sm font-medium text-slate-600">{count.label}</dt>
            <dd className={`mt-1 text-3xl font-bold ${count.tone}`}>
              {codesQuery.isSuccess ? formatWholeNumber(count.value) : '–'}
            </dd>
          </div>
        ))}
      </dl>

      <div className="mt-8">
        {codesQuery.isPending ? (
          <Spinner label={t('admin.loading')} />
        ) : codesQuery.isError ? (
          <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
            <p className="text-slate-700">{t('admin.loadFailed')}</p>
            <Button variant="secondary" className="mt-4" onClick={() => void codesQuery.refetch()}>
              {t('admin.tryAgain')}
            </Button>
          </div>
        ) : (
          <CodeLists groups={groups} onDeactivate={setConfirming} />
        )}
      </div>

      <ConfirmDialog
        open={confirming !== null}
        title={t('admin.confirm.title', { code: confirming?.code ?? '' })}
        description={t('admin.confirm.description')}
        confirmLabel={t('admin.deactivate')}
        pending={deactivate.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={confirmDeactivation}
      />
    </section>
  )
}
