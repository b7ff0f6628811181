import { useQuery } from '@tanstack/react-query'
import { savedAttemptOf } from '../model/saved-attempt'
import { fetchExamAttempt } from './exam-attempts-api'

/** An earlier attempt of the guide as saved, to show its results again (null: unreadable). */
export function useEarlierAttempt(attemptId: string, guideTitle: string) {
  return useQuery({
    queryKey: ['practice-exam-attempt', attemptId],
    queryFn: async () => savedAttemptOf(attemptId, guideTitle, await fetchExamAttempt(attemptId)),
  })
}
