import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { addDays, toDateValue } from '@/entities/exam-date/exam-date'
import { insertAs, insertGuide, savedTestGuide, sql } from '@/testing/backend-fixtures'
import { reviewCard } from '../model/scheduling'
import { renderFlashcardsPanel } from '../testing/render-flashcards-panel'
import { insertSet } from '../testing/saved-sets'

describe('Cram (issue #20)', () => {
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

describe('exam forecast (issue #20)', () => {
  it('shows the predicted recall on exam day and the reviews per day until the exam', async () => {
    const { owner, guide } = await savedTestGuide()
    await insertSet(owner, guide.id, { title: 'Forecast set' })
    await insertAs(owner, 'exam_dates', {
      study_guide_id: guide.id,
      exam_date: toDateValue(addDays(new Date(), 9)),
      target_recall: 0.9,
    })
    renderFlashcardsPanel(guide)
    const forecast = await screen.findByRole('region', { name: 'Exam forecast' })
    expect(within(forecast).getByText(/^Predicted recall on exam day: \d+%$/)).toBeVisible()
    expect(within(forecast).getByText(/Without further study: 0%/)).toBeVisible()
    expect(
      within(forecast).getByRole('img', { name: 'Reviews per day until the exam' }),
    ).toBeVisible()
    // Both new cards are studied today; the table reads the plan to screen readers.
    const rows = within(forecast).getAllByRole('row')
    expect(rows).toHaveLength(1 + 9)
    expect(within(rows[1]!).getAllByRole('cell')[1]).toHaveTextContent('2')
  })

  it('follows the exam of a unit guide the guide is part of', async () => {
    const { owner, guide } = await savedTestGuide()
    await insertSet(owner, guide.id, { title: 'Part set' })
    const unit = await insertGuide(owner, {
      title: 'Unit',
      kind: 'unit',
      source_guide_ids: [guide.id],
    })
    await insertAs(owner, 'exam_dates', {
      study_guide_id: unit.id,
      exam_date: toDateValue(addDays(new Date(), 5)),
    })
    renderFlashcardsPanel(guide)
    const forecast = await screen.findByRole('region', { name: 'Exam forecast' })
    expect(within(forecast).getAllByRole('row')).toHaveLength(1 + 5)
  })

  it('shows no forecast without an exam date', async () => {
    const { owner, guide } = await savedTestGuide()
    await insertSet(owner, guide.id, { title: 'Plain set' })
    renderFlashcardsPanel(guide)
    expect(await screen.findByRole('listitem', { name: 'Plain set' })).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Exam forecast' })).not.toBeInTheDocument()
  })
})
