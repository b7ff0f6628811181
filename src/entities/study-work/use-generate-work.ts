import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { shownText } from '@/lib/i18n/error-text'
import { toast } from '@/lib/toast'
import { loadGuideSource } from '@/entities/study-guide/guide-queries'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import type { CheckedWork, FromGuide } from './checked-work'

/**
 * Binds a use case that makes work from a guide (generateQuiz, generateFlashcardSet) to the query
 * cache: the new work goes first in the list under `key`, a failed save is shown (the work stays
 * usable on screen and kept in the browser), and the second opinion's change replaces `revisedPart`
 * of the cached work (its attempts or sessions since stay). What the mutation resolves to is the
 * use case's CheckedWork, for the screen that shows the work to follow its revision too.
 */
export function useGenerateWork<Variables, Made extends { id: string }>(
  guide: GuideRef,
  key: QueryKey,
  generate: (input: FromGuide<Variables>) => Promise<CheckedWork<Made>>,
  options: {
    /** The second opinion's change as the cached work takes it. */
    revisedPart: (cached: Made, revised: Made) => Made
    /** The log line of a failed generation (the screen shows the message). */
    failure: string
  },
) {
  const client = useQueryClient()
  return useMutation({
    // Run offline too, not paused until the connection returns: the offline engine makes the
    // work with none, and an AI provider fails at once with 'You are offline…'.
    networkMode: 'always',
    mutationFn: async (variables: Variables) => {
      const source = await loadGuideSource(client, guide)
      const work = await generate({ guide, source, variables })
      if (work.outcome && !work.outcome.saved)
        toast.error(shownText(work.outcome.error.message, work.outcome.error.spec))
      return work
    },
    onSuccess: ({ made, revised }) => {
      client.setQueryData<Made[]>(key, (list = []) => [made, ...list])
      void revised.then((next) => {
        if (!next) return
        client.setQueryData<Made[]>(key, (list) =>
          list?.map((cached) =>
            cached.id === next.id ? options.revisedPart(cached, next) : cached,
          ),
        )
      })
    },
    onError: (error) => console.warn(options.failure, error),
  })
}
