import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { addDays, toDateValue } from '@/entities/exam-date/exam-date'
import { insertSet } from '@/entities/flashcard/testing/saved-sets'
import { insertAs, insertGuide, savedTestGuide } from '@/testing/backend-fixtures'
import { renderStudyTool } from '@/testing/render-study-tool'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import { PlannedFlashcards } from './study-guide-view'

// The Flashcards tab as the guide route composes it: the flashcards feature with the planner's
// forecast and weights.
const renderFlashcardsTab = (guide: GuideRef) =>
  renderStudyTool(<PlannedFlashcards guide={guide} />)

describe('exam forecast on the Flashcards tab', () => {
  it('shows the predicted recall on exam day and the reviews per day until the exam', async () => {
    const { owner, guide } = await savedTestGuide()
    await insertSet(owner, guide.id, { title: 'Forecast set' })
    await insertAs(owner, 'exam_dates', {
      study_guide_id: guide.id,
      exam_date: toDateValue(addDays(new Date(), 9)),
      target_recall: 0.9,
    })
    renderFlashcardsTab(guide)
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

  // A practice exam's guide of several guides (kind 'exam') is a unit guide of them too.
  it.each(['unit', 'exam'])(
    'follows the exam of a guide of kind %s the guide is part of',
    async (kind) => {
      const { owner, guide } = await savedTestGuide()
      await insertSet(owner, guide.id, { title: 'Part set' })
      const unit = await insertGuide(owner, {
        title: 'Unit',
        kind,
        source_guide_ids: [guide.id],
      })
      await insertAs(owner, 'exam_dates', {
        study_guide_id: unit.id,
        exam_date: toDateValue(addDays(new Date(), 5)),
      })
      renderFlashcardsTab(guide)
      const forecast = await screen.findByRole('region', { name: 'Exam forecast' })
      expect(within(forecast).getAllByRole('row')).toHaveLength(1 + 5)
    },
  )

  it('shows no forecast without an exam date', async () => {
    const { owner, guide } = await savedTestGuide()
    await insertSet(owner, guide.id, { title: 'Plain set' })
    renderFlashcardsTab(guide)
    expect(await screen.findByRole('listitem', { name: 'Plain set' })).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Exam forecast' })).not.toBeInTheDocument()
  })
})
