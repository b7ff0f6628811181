import { act, screen, waitFor, within } from '@testing-library/react'
import { default_w, Rating } from 'ts-fsrs'
import { addDays, toDateValue } from '@/entities/exam-date/exam-date'
import { reviewCard } from '@/entities/flashcard/scheduling'
import { simulatedReviewLog } from '@/features/planner/testing/study-simulation'
import { logReviews } from '@/features/planner/testing/logged-reviews'
import { insertSet } from '@/entities/flashcard/testing/saved-sets'
import { insertAs, insertGuide, signInNewAccount, sql } from '@/testing/backend-fixtures'
import { activateLanguage } from '@/lib/i18n/i18n'
import spanish from '@/lib/i18n/locales/es/today.json'
import { renderApp } from '@/testing/render-app'

const slow = { timeout: 15_000 }
vi.setConfig({ testTimeout: 30_000 })

describe('/today', () => {
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
    expect(screen.getByRole('heading', { level: 2, name: /^Cards due today/ })).toBeVisible()
    await rateEachMedium(user, 3)
    expect(await screen.findByText('0 cards due today', {}, slow)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Study all due' })).toBeDisabled()

    // The screen shows the plan at once; the sets' sessions are written one after the other.
    await waitFor(async () =>
      expect(
        await sql<{ flashcard_set_id: string; reviewed_cards: number }>(
          'select flashcard_set_id, reviewed_cards from public.flashcard_sessions where user_id = $1 order by reviewed_cards',
          [ada.id],
        ),
      ).toEqual([
        { flashcard_set_id: geneSet.id, reviewed_cards: 1 },
        { flashcard_set_id: cellSet.id, reviewed_cards: 2 },
      ]),
    )
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

  it('records the rated cards of a session left before Finish Session: one session for the set rated, none for the other', async () => {
    const ada = await signInNewAccount('Ada')
    const cells = await insertGuide(ada, { title: 'Cells' })
    const genes = await insertGuide(ada, { title: 'Genes' })
    await insertSet(ada, cells.id, { title: 'Cells Flashcards' })
    await insertSet(ada, genes.id, { title: 'Genes Flashcards' })
    const { user } = renderApp('/today')
    await user.click(await screen.findByRole('button', { name: 'Study all due' }, slow))
    expect(await screen.findByText('Card 1 of 4')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Flip card' }))
    await user.click(screen.getByRole('button', { name: 'Hard' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(screen.getByRole('button', { name: 'Back to sets' }))
    expect(await screen.findByText('3 cards due today', {}, slow)).toBeVisible()
    await waitFor(async () =>
      expect(
        await sql<{ reviewed_cards: number; total_cards: number; reviews: number }>(
          `select reviewed_cards, total_cards,
             (select count(*)::int from public.flashcard_reviews r where r.user_id = $1) as reviews
           from public.flashcard_sessions where user_id = $1`,
          [ada.id],
        ),
      ).toEqual([{ reviewed_cards: 1, total_cards: 2, reviews: 1 }]),
    )
  })

  it("names the cards of a practice exam's guide of several guides by its title", async () => {
    const ada = await signInNewAccount('Ada')
    const cells = await insertGuide(ada, { title: 'Cells' })
    const genes = await insertGuide(ada, { title: 'Genes' })
    const exam = await insertGuide(ada, {
      title: 'Practice exam: Cells, Genes',
      kind: 'exam',
      source_guide_ids: [cells.id, genes.id],
    })
    await insertSet(ada, exam.id, { title: 'Exam cards' })
    renderApp('/today')
    const group = await screen.findByRole('region', { name: 'Practice exam: Cells, Genes' }, slow)
    expect(within(group).getByText('Exam cards: 2 cards')).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Untitled guide' })).not.toBeInTheDocument()
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

  it('fits the memory model to the student’s own reviews and keeps the fit', async () => {
    const ada = await signInNewAccount('Ada')
    const guide = await insertGuide(ada, { title: 'Cells' })
    const set = await insertSet(ada, guide.id)
    const { user } = renderApp('/today')
    const model = await screen.findByRole('region', { name: 'Memory model' }, slow)
    expect(within(model).getByText(/scheduled with FSRS's default parameters/)).toBeVisible()

    await user.click(within(model).getByRole('button', { name: 'Fit to my reviews' }))
    expect(
      await within(model).findByText(/^Not enough reviews yet: 0 of the 300 needed/, {}, slow),
    ).toBeVisible()

    await logReviews(ada, set.id, simulatedReviewLog({ cards: 120, days: 45, seed: 5 }))
    await user.click(within(model).getByRole('button', { name: 'Fit to my reviews' }))
    expect(await within(model).findByText(/^Your parameters are in use\./, {}, slow)).toBeVisible()
    const [fit] = await sql<{ log_loss: number; default_log_loss: number; review_count: number }>(
      'select log_loss, default_log_loss, review_count from public.fsrs_parameters where user_id = $1',
      [ada.id],
    )
    expect(fit!.log_loss).toBeLessThan(fit!.default_log_loss)
    expect(fit!.review_count).toBeGreaterThanOrEqual(300)
    expect(
      within(model).getByText(
        new RegExp(
          `On your ${fit!.review_count.toLocaleString('en-US')} reviews .*log loss ${fit!.log_loss.toFixed(3)} with your parameters against ${fit!.default_log_loss.toFixed(3)}`,
        ),
      ),
    ).toBeVisible()
  })

  it('compares the model’s predictions with the student’s reviews and fits by itself once there are enough', async () => {
    const ada = await signInNewAccount('Ada')
    const guide = await insertGuide(ada, { title: 'Cells' })
    const set = await insertSet(ada, guide.id)
    // A student who forgets faster than FSRS's defaults predict.
    const log = simulatedReviewLog({ cards: 120, days: 45, seed: 5, firstSight: Rating.Again })
    await logReviews(ada, set.id, log)
    renderApp('/today')
    const model = await screen.findByRole('region', { name: 'Memory model' }, slow)
    const compared = await within(model).findByText(
      /^On your last [\d,]+ reviews the model predicted (\d+)% recall; you recalled (\d+)%\./,
      {},
      slow,
    )
    const [, predicted, recalled] =
      /predicted (\d+)% recall; you recalled (\d+)%/.exec(compared.textContent ?? '') ?? []
    expect(Number(recalled)).toBeLessThan(Number(predicted))
    // The longest gap in whole days after which a card of this log was recalled (medium or easy),
    // read off the log here, and the exam plan's longest interval from it.
    const byCard = new Map<string, typeof log>()
    for (const review of log)
      byCard.set(review.cardId, [...(byCard.get(review.cardId) ?? []), review])
    const proven = Math.max(
      ...[...byCard.values()].flatMap((reviews) =>
        reviews.slice(1).flatMap((review, i) => {
          const days = (Date.parse(review.reviewedAt) - Date.parse(reviews[i]!.reviewedAt)) / 864e5
          return review.grade >= Rating.Good ? [Math.round(days)] : []
        }),
      ),
    )
    expect(proven).toBeGreaterThan(1)
    expect(compared).toHaveTextContent(
      `Before an exam, a card waits at most ${3 * proven} days between reviews: three times the longest gap you have recalled a card after (${proven} days).`,
    )
    expect(await within(model).findByText(/^Your parameters are in use\./, {}, slow)).toBeVisible()
    const [fit] = await sql<{ review_count: number }>(
      'select review_count from public.fsrs_parameters where user_id = $1',
      [ada.id],
    )
    expect(fit!.review_count).toBeGreaterThanOrEqual(300)
  })

  it('schedules with the student’s parameters when they predict better, with the defaults when not', async () => {
    const defaultDays = reviewCard(undefined, 'medium', new Date()).scheduled_days
    expect(defaultDays).toBeLessThan(5)
    // Parameters whose first interval after 'medium' is 20 days.
    const weights = default_w.map((weight, index) => (index === 2 ? 20 : weight))
    for (const [name, logLoss, expectedDays] of [
      ['Ada', 0.3, 20],
      ['Bea', 0.5, defaultDays],
    ] as const) {
      const student = await signInNewAccount(name)
      const guide = await insertGuide(student, { title: 'Cells' })
      const set = await insertSet(student, guide.id)
      await insertAs(student, 'fsrs_parameters', {
        weights,
        log_loss: logLoss,
        default_log_loss: 0.4,
        review_count: 400,
      })
      const { user, unmount } = renderApp('/today')
      const model = await screen.findByRole('region', { name: 'Memory model' }, slow)
      expect(
        await within(model).findByText(
          logLoss < 0.4 ? /^Your parameters are in use/ : /^The default parameters stay in use/,
          {},
          slow,
        ),
      ).toBeVisible()
      await user.click(await screen.findByRole('button', { name: 'Study all due' }, slow))
      await rateEachMedium(user, 2)
      expect(await screen.findByText('0 cards due today', {}, slow)).toBeVisible()
      // The page shows the new schedule at once; the database has it once the session is saved.
      expect(await screen.findByText('All changes saved', {}, slow)).toBeInTheDocument()
      await vi.waitFor(async () => {
        const [row] = await sql<{ schedule: Record<string, { scheduled_days: number }> }>(
          'select schedule from public.flashcard_sets where id = $1',
          [set.id],
        )
        expect(row?.schedule.card_0?.scheduled_days).toBe(expectedDays)
      }, slow)
      unmount()
      localStorage.clear()
    }
  })

  it('heads the session of every due card in the student’s language', async () => {
    const ada = await signInNewAccount('Ada')
    const cells = await insertGuide(ada, { title: 'Células' })
    await insertSet(ada, cells.id, { title: 'Tarjetas de Células' })
    await activateLanguage('es')
    onTestFinished(() => act(() => activateLanguage('en')))
    const { user } = renderApp('/today')
    await user.click(await screen.findByRole('button', { name: spanish.studyAll }, slow))
    const heading = new RegExp(`^${spanish.studyAllTitle}`)
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeVisible()
  })
})

/** Flips and rates each of the session's `cards` cards medium, then finishes the session. */
async function rateEachMedium(user: ReturnType<typeof renderApp>['user'], cards: number) {
  for (let card = 0; card < cards; card++) {
    await user.click(screen.getByRole('button', { name: 'Flip card' }))
    await user.click(screen.getByRole('button', { name: 'Medium' }))
    if (card < cards - 1) await user.click(screen.getByRole('button', { name: 'Next' }))
  }
  await user.click(screen.getByRole('button', { name: 'Finish Session' }))
}
