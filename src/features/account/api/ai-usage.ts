import { useQuery } from '@tanstack/react-query'
import { AppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'

/**
 * Today's AI use of the signed-in student, as the ai Edge Function counts it (public.ai_usage,
 * ): RLS lets a student read only their own rows. No row yet: nothing used today.
 */
export interface AiUsageToday {
  tokens: number
  /** The limit the function applied today; null before the first request of the day. */
  dailyLimit: number | null
}

export const AI_USAGE_FAILED = 'Could not load today’s AI use.'

/** The UTC day, as the function counts days. */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10)

export async function fetchAiUsageToday(now: Date = new Date()): Promise<AiUsageToday> {
  const { data, error } = await supabase
    .from('ai_usage')
    .select('tokens, daily_limit')
    .eq('day', utcDay(now))
    .maybeSingle()
  if (error) throw new AppError('data', AI_USAGE_FAILED, { cause: error, code: error.code })
  return { tokens: data?.tokens ?? 0, dailyLimit: data?.daily_limit ?? null }
}

export function useAiUsageToday() {
  return useQuery({
    queryKey: ['ai-usage', utcDay(new Date())],
    queryFn: () => fetchAiUsageToday(),
  })
}
