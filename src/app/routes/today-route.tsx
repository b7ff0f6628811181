import { useAuth } from '@/features/auth/api/auth-provider'
import { StudyDeck } from '@/features/flashcards/components/study-deck'
import { TodayPage } from '@/features/planner/components/today-page'

/** /today: today's cards across the library. */
export function TodayRoute() {
  const auth = useAuth()
  // RequireAuth renders this route only once signed in.
  if (auth.status !== 'signed-in') return null
  return <TodayPage userId={auth.user.id} StudyDeck={StudyDeck} />
}
