import { Gauge } from 'lucide-react'
import { QueryStatus } from '@/components/study-tool/query-status'
import { formatNumber } from '@/lib/i18n/format'
import { translate, useTranslation } from '@/lib/i18n/i18n'
import { SettingsCard } from './settings-card'
import { useAiUsageToday, type AiUsageToday } from '../api/ai-usage'
import '../model/account-catalogue'

function usageText({ tokens, dailyLimit }: AiUsageToday): string {
  return dailyLimit === null
    ? translate('account.usage.used', { tokens: formatNumber(tokens) })
    : translate('account.usage.usedOfLimit', {
        tokens: formatNumber(tokens),
        limit: formatNumber(dailyLimit),
      })
}

/**
 * 'AI use today' (beyond the spec): with AI through the project's Edge Function,
 * each student has a daily allowance of tokens; this shows how much of it is gone.
 */
export function AiUsageCard() {
  const { t } = useTranslation()
  const usage = useAiUsageToday()
  return (
    <SettingsCard
      id="ai-usage-title"
      icon={Gauge}
      title={t('account.usage.title')}
      header={
        <QueryStatus
          query={usage}
          loadingLabel={t('account.usage.loading')}
          failedMessage={t('account.usage.failed')}
        >
          {usage.data && <p className="mt-1 text-sm text-slate-700">{usageText(usage.data)}</p>}
        </QueryStatus>
      }
    />
  )
}
