import { Gauge } from 'lucide-react'
import { QueryStatus } from '@/components/study-tool/query-status'
import { SettingsCard } from './settings-card'
import { AI_USAGE_FAILED, useAiUsageToday, type AiUsageToday } from '../api/ai-usage'

const count = new Intl.NumberFormat('en-US')

function usageText({ tokens, dailyLimit }: AiUsageToday): string {
  return dailyLimit === null
    ? `${count.format(tokens)} tokens used`
    : `${count.format(tokens)} of ${count.format(dailyLimit)} tokens used`
}

/**
 * 'AI use today' (beyond the spec): with AI through the project's Edge Function,
 * each student has a daily allowance of tokens; this shows how much of it is gone.
 */
export function AiUsageCard() {
  const usage = useAiUsageToday()
  return (
    <SettingsCard
      id="ai-usage-title"
      icon={Gauge}
      title="AI use today"
      header={
        <QueryStatus
          query={usage}
          loadingLabel="Loading today’s AI use…"
          failedMessage={AI_USAGE_FAILED}
        >
          {usage.data && (
            <p className="mt-1 text-sm text-slate-700">
              {usageText(usage.data)}. It resets at midnight UTC.
            </p>
          )}
        </QueryStatus>
      }
    />
  )
}
