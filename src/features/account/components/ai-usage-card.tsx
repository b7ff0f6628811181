import { Gauge } from 'lucide-react'
import { QueryStatus } from '@/components/study-tool/query-status'
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
    <section
      aria-labelledby="ai-usage-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <div className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
          <Gauge className="h-5 w-5" aria-hidden="true" />
        </div>
        <div>
          <h2 id="ai-usage-title" className="text-lg font-semibold text-slate-900">
            AI use today
          </h2>
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
        </div>
      </div>
    </section>
  )
}
