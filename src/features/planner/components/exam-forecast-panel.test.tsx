import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { activateLanguage } from '@/lib/i18n/i18n'
import { englishLeft } from '@/testing/english-left'
import { addDays, toDateValue } from '@/entities/exam-date/exam-date'
import { makeCards, makeSet } from '@/entities/flashcard/testing/flashcard-factories'
import { gradeFor, reviewCard } from '@/entities/flashcard/scheduling'
import type { LoggedReview } from '../model/personal-parameters'
import { learnedModel } from '../model/memory-model'
import { ExamDateDialog } from './exam-date-dialog'
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

function renderPanel(examInDays: number, gap: number, count: number, name = 'Exam forecast') {
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
  return screen.getByRole('region', { name })
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

/** The exam planner's panel and dialog speak the student's language: the 'today' catalogue. */
describe('the exam planner in Arabic', () => {
  beforeEach(() => activateLanguage('ar'))
  afterEach(() => act(() => activateLanguage('en')))

  it('forecasts recall, its range and the reviews per day with no English left', () => {
    const forecast = renderPanel(30, 1, 6, 'توقّعات الامتحان')
    expect(within(forecast).getByText(/^نسبة التذكّر المتوقّعة يوم الامتحان: /)).toBeVisible()
    expect(within(forecast).getByText(/^غير مؤكَّد بعد: بين /)).toBeVisible()
    expect(within(forecast).getByText(/ومن دون مزيد من الدراسة: /)).toBeVisible()
    expect(
      within(forecast).getByRole('img', { name: 'المراجعات في اليوم حتى الامتحان' }),
    ).toBeInTheDocument()
    expect(
      within(forecast).getByRole('table', { name: 'المراجعات المخطَّطة في اليوم' }),
    ).toBeInTheDocument()
    expect(englishLeft(forecast)).toEqual([])
  })

  it('sets the exam date and says what is wrong with no English left', async () => {
    render(
      <ExamDateDialog
        open
        onOpenChange={() => {}}
        guideId="g"
        current={undefined}
        saving={false}
        onSave={() => {}}
      />,
    )
    const dialog = await screen.findByRole('dialog', { name: 'تحديد موعد الامتحان' })
    const recall = within(dialog).getByRole('spinbutton', { name: /نسبة التذكّر المستهدفة/ })
    await userEvent.clear(recall)
    await userEvent.type(recall, '5')
    await userEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }))
    expect(await within(dialog).findByText('اختر يوم امتحانك.')).toBeVisible()
    expect(within(dialog).getByText(/^أدخل نسبة مئوية صحيحة من /)).toBeVisible()
    expect(englishLeft(document.body)).toEqual([])
  })
})
