import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/components/ui/toast'
import { errorMessage, messages } from '@/lib/errors'
import { queryKeys } from '@/lib/query-keys'
import { prependCode, replaceCode, type BetaCode } from '../model/beta-code'
import { deactivateBetaCode, fetchBetaCodes, generateBetaCode } from './beta-codes-api'

/** The spec only logs beta-code failures; we also show a toast (ARCHITECTURE 3.7). */
function reportFailure(fallback: string, error: unknown) {
  console.warn(fallback, error)
  toast.error(errorMessage(error, fallback))
}

export function useBetaCodes() {
  return useQuery({
    queryKey: queryKeys.betaCodes,
    queryFn: async () => {
      try {
        return await fetchBetaCodes()
      } catch (error) {
        reportFailure(messages.fetchBetaCodes, error)
        throw error
      }
    },
    // One toast per failure: the panel offers 'Try again' instead of silent retries.
    retry: false,
  })
}

export function useGenerateBetaCode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: generateBetaCode,
    onSuccess: (created) => {
      queryClient.setQueryData<BetaCode[]>(queryKeys.betaCodes, (codes) =>
        prependCode(codes, created),
      )
    },
    onError: (error) => reportFailure(messages.createBetaCode, error),
  })
}

export function useDeactivateBetaCode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => deactivateBetaCode(id),
    onSuccess: (updated) => {
      queryClient.setQueryData<BetaCode[]>(queryKeys.betaCodes, (codes) =>
        replaceCode(codes, updated),
      )
    },
    onError: (error) => reportFailure(messages.deactivateBetaCode, error),
  })
}
