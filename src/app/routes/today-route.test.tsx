import { screen, waitFor, within } from '@testing-library/react'
import { addDays, toDateValue } from '@/entities/exam-date/exam-date'
import { reviewCard } from '@/features/flashcards/model/scheduling'
import { insertSet } from '@/features/flashcards/testing/saved-sets'
import { insertAs, insertGuide, signInNewAccount, sql } from '@/testing/backend-fixtures'
import { renderApp } from '@/testing/render-app'

const slow = { timeout: 15_000 }
vi.setConfig({ testTimeout: 30_000 })

describe('/today (issue #20)', () => {
  it('counts the cards due across the sets, grouped by guide with the exam, and studies them all in one session', async () => {
    const ada = await signInNewAccount('Ada')
    const cells = await insertGuide(ada, { title: 'Cells' })
    const genes = await insertGuide(ada, { title: 'Genes' })
    await insertAs(ada, 'exam_dates', {
      study_guide_id: cells.id,
      exam_date: toDateValue(addDays(new Date(), 9)),
    })
    const notDue = reviewCard(undefined, 'easy', new Date())
    // Cells: both cards new (due). Genes: one new card, one learned today (not due).
    const cellSet = await insertSet(ada, cells.id, { title: 'Cells Flashcards' })
    const geneSet = await insertSet(ada, genes.id, {
      title: 'Genes Flashcards',
      schedule: { card_1: notDue },
    })

    const { user } = renderApp('/dashboard')
    await user.click(await screen.findByRole('link', { name: 'Today' }, slow))
    expect(await screen.findByRole('heading', { level: 1, name: 'Today' }, slow)).toBeVisible()
    expect(await screen.findByText('3 cards due today', {}, slow)).toBeVisible()
    const cellGroup = screen.getByRole('region', { name: 'Cells' })
    expect(within(cellGroup).getByText('Exam in 9 days')).toBeVisible()
    expect(within(cellGroup).getByText('Cells Flashcards: 2 cards')).toBeVisible()
    expect(
      within(screen.getByRole('region', { name: 'Genes' })).getByText('Genes Flashcards: 1 card'),
    ).toBeVisible()
    expect(screen.getByRole('spinbutton', { name: 'Daily limit' })).toHaveValue(100)

    await user.click(screen.getByRole('button', { name: 'Study all due' }))
    expect(await screen.findByText('Card 1 of 3')).toBeVisible()
    for (let card = 0; card < 3; card++) {
      await user.click(screen.getByRole('button', { name: 'Flip card' }))
      await user.click(screen.getByRole('button', { name: 'Medium' }))
      if (card < 2) await user.click(screen.getByRole('button', { name: 'Next' }))
    }
    await user.click(screen.getByRole('button', { name: 'Finish Session' }))
    expect(await screen.findByText('0 cards due today', {}, slow)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Study all due' })).toBeDisabled()

    const sessions = await sql<{ flashcard_set_id: string; reviewed_cards: number }>(
      'select flashcard_set_id, reviewed_cards from public.flashcard_sessions where user_id = $1 order by reviewed_cards',
      [ada.id],
    )
    expect(sessions).toEqual([
      { flashcard_set_id: geneSet.id, reviewed_cards: 1 },
      { flashcard_set_id: cellSet.id, reviewed_cards: 2 },
    ])
    const [genesRow] = await sql<{ schedule: Record<string, { reps: number }> }>(
      'select schedule from public.flashcard_sets where id = $1',
      [geneSet.id],
    )
    expect(genesRow?.schedule.card_0?.reps).toBe(1)
    expect(genesRow?.schedule.card_1).toEqual(notDue)
    const [logged] = await sql<{ n: number }>(
      'select count(*)::int as n from public.flashcard_reviews where user_id = $1 and not cram and rating = 3',
      [ada.id],
    )
    expect(logged?.n).toBe(3)
  })

  it('keeps the daily limit in this browser; new cards, due today already, stay today', async () => {
    const ada = await signInNewAccount('Ada')
    const guide = await insertGuide(ada, { title: 'Cells' })
    await insertSet(ada, guide.id)
    const { user } = renderApp('/today')
    expect(await screen.findByText('2 cards due today', {}, slow)).toBeVisible()
    const limit = screen.getByRole('spinbutton', { name: 'Daily limit' })
    await user.clear(limit)
    await user.type(limit, '1')
    // New cards have nowhere earlier to go: today keeps both.
    expect(screen.getByText('2 cards due today')).toBeVisible()
    await waitFor(() => expect(localStorage.getItem('studywise.daily-review-limit')).toBe('1'))
  })
})
