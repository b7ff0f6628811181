import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { reportFailure } from '@/lib/report-failure'
import { messages } from '@/lib/errors'
import { prependCode, replaceCode, type BetaCode } from '../model/beta-code'
import { deactivateBetaCode, fetchBetaCodes, generateBetaCode } from './beta-codes-api'

/** The beta codes' query key: the admin panel is their only reader and writer. */
const betaCodesKey = ['beta-codes'] as const

export function useBetaCodes() {
  return useQuery({
    queryKey: betaCodesKey,
    queryFn: async () => {
      try {
        return await fetchBetaCodes()
      } catch (error) {
        reportFailure(messages.fetchBetaCodes)(error)
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
      queryClient.setQueryData<BetaCode[]>(betaCodesKey, (codes) => prependCode(codes, created))
    },
    onError: reportFailure(messages.createBetaCode),
  })
}

export function useDeactivateBetaCode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => deactivateBetaCode(id),
    onSuccess: (updated) => {
      queryClient.setQueryData<BetaCode[]>(betaCodesKey, (codes) => replaceCode(codes, updated))
    },
    onError: reportFailure(messages.deactivateBetaCode),
  })
}
