import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { addDays, toDateValue } from '@/entities/exam-date/exam-date'
import { makeCards, makeSet } from '@/entities/flashcard/testing/flashcard-factories'
import { gradeFor, reviewCard } from '@/entities/flashcard/scheduling'
import type { LoggedReview } from '../model/personal-parameters'
import { learnedModel } from '../model/memory-model'
import { ExamForecastPanel } from './exam-forecast-panel'

const NOW = new Date('2026-11-20T10:00:00')
const exam = (days: number) => ({
  guideId: 'g',
  examDate: toDateValue(addDays(NOW, days)),
  targetRecall: 0.9,
})

/** A card first studied `from` days ago and recalled `gap` days later, as the log has it. */
function studied(cardId: string, from: number, gap: number) {
  const first = addDays(NOW, -from)
  const second = addDays(first, gap)
  const log: LoggedReview[] = [
    { setId: 'set', cardId, grade: gradeFor('hard'), reviewedAt: first.toISOString() },
    { setId: 'set', cardId, grade: gradeFor('medium'), reviewedAt: second.toISOString() },
  ]
  const state = reviewCard(reviewCard(undefined, 'hard', first), 'medium', second)
  return { log, state }
}

function renderPanel(examInDays: number, gap: number, count: number) {
  const cards = makeCards(count)
  const reviews = cards.map((card) => studied(card.id, gap + 1, gap))
  const set = makeSet({
    id: 'set',
    cards,
    schedule: Object.fromEntries(cards.map((card, index) => [card.id, reviews[index]!.state])),
  })
  const model = learnedModel(
    reviews.flatMap((review) => review.log),
    null,
  )
  render(
    <ExamForecastPanel sets={[set]} exam={exam(examInDays)} now={NOW.getTime()} model={model} />,
  )
  return screen.getByRole('region', { name: 'Exam forecast' })
}

describe('the exam forecast says when it cannot know yet', () => {
  it('gives a range when the exam is further off than any gap the reviews have shown', () => {
    const forecast = renderPanel(30, 1, 6)
    expect(within(forecast).getByText(/^Predicted recall on exam day: \d+%$/)).toBeVisible()
    expect(
      within(forecast).getByText(
        /^Not sure yet: between \d+% and \d+%\. Your reviews have not yet shown how well you keep cards over the gaps this plan leaves\.$/,
      ),
    ).toBeVisible()
  })

  it('gives none when many reviews have shown gaps as long as the plan leaves', () => {
    const forecast = renderPanel(1, 12, 40)
    expect(within(forecast).getByText(/^Predicted recall on exam day: \d+%$/)).toBeVisible()
    expect(within(forecast).queryByText(/Not sure yet/)).toBeNull()
  })
})
