import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { savedTestGuide, sql } from '@/testing/backend-fixtures'
import { keptSessions } from '@/entities/flashcard/session-in-progress'
import { insertSet } from '@/entities/flashcard/testing/saved-sets'
import { renderFlashcardsPanel } from '../testing/render-flashcards-panel'

/**
 * Issue 43, "nothing is lost": ratings made before Finish Session are kept on the device as they
 * are made and recorded when the student leaves the session.
 */

const fiveCards = Array.from({ length: 5 }, (_, index) => ({
  id: `card_${index}`,
  front: `Term ${index + 1}`,
  back: `Meaning ${index + 1}`,
  difficulty: 'medium',
}))

async function savedSetOfFive() {
  const { owner, guide } = await savedTestGuide()
  const set = await insertSet(owner, guide.id, { title: 'Five cards', cards: fiveCards })
  const rendered = renderFlashcardsPanel(guide)
  const item = await screen.findByRole('listitem', { name: 'Five cards' })
  await rendered.user.click(within(item).getByRole('button', { name: 'Study' }))
  expect(await screen.findByText('Card 1 of 5')).toBeVisible()
  return { owner, set, ...rendered }
}

type Rendered = Awaited<ReturnType<typeof savedSetOfFive>>

async function rate(user: Rendered['user'], count: number) {
  for (let card = 0; card < count; card++) {
    await user.click(screen.getByRole('button', { name: 'Flip card' }))
    await user.click(screen.getByRole('button', { name: 'Hard' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
  }
}

async function recorded(setId: string) {
  const sessions = await sql<{ reviewed_cards: number; total_cards: number }>(
    'select reviewed_cards, total_cards from public.flashcard_sessions where flashcard_set_id = $1',
    [setId],
  )
  const reviews = await sql<{ card_id: string }>(
    'select card_id from public.flashcard_reviews where flashcard_set_id = $1 order by card_id',
    [setId],
  )
  const [row] = await sql<{ schedule: Record<string, unknown> }>(
    'select schedule from public.flashcard_sets where id = $1',
    [setId],
  )
  return {
    sessions,
    reviews: reviews.map((review) => review.card_id),
    scheduled: Object.keys(row?.schedule ?? {}).sort(),
  }
}

describe('a flashcard session left before Finish Session', () => {
  it('keeps each rating on the device as it is made', async () => {
    const { owner, user } = await savedSetOfFive()
    expect(keptSessions(owner.id)).toEqual([])
    await rate(user, 1)
    await waitFor(() => expect(keptSessions(owner.id).map(({ log }) => log.length)).toEqual([1]))
    await rate(user, 1)
    await waitFor(() => expect(keptSessions(owner.id).map(({ log }) => log.length)).toEqual([2]))
    expect(keptSessions(owner.id)[0]?.session).toMatchObject({ reviewedCards: 2, totalCards: 5 })
    // Recorded by leaving, it is kept no longer.
    await user.click(screen.getByRole('button', { name: 'Back to sets' }))
    await waitFor(() => expect(keptSessions(owner.id)).toEqual([]))
  })

  it('is recorded by Back to sets: a session of 3 of 5 cards, its 3 reviews and schedules, once', async () => {
    const { set, user } = await savedSetOfFive()
    await rate(user, 3)
    await user.click(screen.getByRole('button', { name: 'Back to sets' }))
    const expected = {
      sessions: [{ reviewed_cards: 3, total_cards: 5 }],
      reviews: ['card_0', 'card_1', 'card_2'],
      scheduled: ['card_0', 'card_1', 'card_2'],
    }
    await waitFor(async () => expect(await recorded(set.id)).toEqual(expected))
    // Shown in Previous sessions, and no longer kept as in progress.
    const previous = await screen.findByRole('list', { name: 'Previous sessions' })
    expect(within(previous).getByText(/60%/)).toBeVisible()
  })

  it('is recorded when the tab is left (the panel unmounts)', async () => {
    const { set, user, unmount } = await savedSetOfFive()
    await rate(user, 2)
    unmount()
    await waitFor(async () =>
      expect(await recorded(set.id)).toEqual({
        sessions: [{ reviewed_cards: 2, total_cards: 5 }],
        reviews: ['card_0', 'card_1'],
        scheduled: ['card_0', 'card_1'],
      }),
    )
  })

  it('records nothing when left with no card rated', async () => {
    const { set, user } = await savedSetOfFive()
    await user.click(screen.getByRole('button', { name: 'Flip card' }))
    await user.click(screen.getByRole('button', { name: 'Back to sets' }))
    await screen.findByRole('list', { name: 'Saved sets' })
    expect(await recorded(set.id)).toEqual({ sessions: [], reviews: [], scheduled: [] })
  })
})
