import { shownError } from '@/lib/i18n/error-text'
import { toast } from '@/lib/toast'

/**
 * A failed action's handler: logged for developers and shown to the student (where the spec
 * only logs a failure, ARCHITECTURE 3.7 also shows it) in the interface language, with the
 * error's own message when it has one fit to show, else `fallback`.
 */
export function reportFailure(fallback: string) {
  return (error: unknown) => {
    console.warn(fallback, error)
    toast.error(shownError(error, { text: fallback }))
  }
}
