import { useAuth } from '@/features/auth/api/auth-provider'
import { TodayPage } from '@/features/flashcards/components/today-page'

/** /today (issue #20): today's cards across the library. */
export function TodayRoute() {
  const auth = useAuth()
  // RequireAuth renders this route only once signed in.
  if (auth.status !== 'signed-in') return null
  return <TodayPage userId={auth.user.id} />
}
