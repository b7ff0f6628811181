import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { savedTestGuide, sql } from '@/testing/backend-fixtures'
import { reviewCard } from '@/entities/flashcard/scheduling'
import { renderFlashcardsPanel } from '../testing/render-flashcards-panel'
import { insertSet } from '@/entities/flashcard/testing/saved-sets'

describe('Cram', () => {
  it('studies every card and records the session without moving the schedule', async () => {
    const { owner, guide } = await savedTestGuide()
    const learned = reviewCard(undefined, 'easy', new Date(Date.now() - 86_400_000))
    const set = await insertSet(owner, guide.id, {
      title: 'Cram set',
      schedule: { card_0: learned, card_1: learned },
    })
    const { user } = renderFlashcardsPanel(guide)
    const item = await screen.findByRole('listitem', { name: 'Cram set' })
    expect(within(item).getByText('0 due today')).toBeVisible()
    await user.click(within(item).getByRole('button', { name: 'Cram' }))
    expect(await screen.findByText('Card 1 of 2')).toBeVisible()
    expect(screen.getByRole('heading', { name: /Cram set\s*Cram/ })).toBeVisible()
    for (const step of ['first', 'last']) {
      await user.click(screen.getByRole('button', { name: 'Flip card' }))
      await user.click(screen.getByRole('button', { name: 'Easy' }))
      if (step === 'first') await user.click(screen.getByRole('button', { name: 'Next' }))
    }
    await user.click(screen.getByRole('button', { name: 'Finish Session' }))
    await waitFor(async () => {
      const sessions = await sql<{ reviewed_cards: number; difficulty_ratings: unknown }>(
        'select reviewed_cards, difficulty_ratings from public.flashcard_sessions where flashcard_set_id = $1',
        [set.id],
      )
      expect(sessions).toEqual([
        { reviewed_cards: 2, difficulty_ratings: { '0': 'easy', '1': 'easy' } },
      ])
    })
    const [row] = await sql<{ schedule: unknown }>(
      'select schedule from public.flashcard_sets where id = $1',
      [set.id],
    )
    expect(row?.schedule).toEqual({ card_0: learned, card_1: learned })
    // Kept in the review log all the same, marked as cram.
    const reviews = await sql<{ card_id: string; rating: number; state: number; cram: boolean }>(
      'select card_id, rating, state, cram from public.flashcard_reviews where flashcard_set_id = $1 order by card_id',
      [set.id],
    )
    expect(reviews).toEqual([
      { card_id: 'card_0', rating: 4, state: learned.state, cram: true },
      { card_id: 'card_1', rating: 4, state: learned.state, cram: true },
    ])
  })
})
