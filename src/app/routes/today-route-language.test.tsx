import { act, screen, within } from '@testing-library/react'
import { addDays, toDateValue } from '@/entities/exam-date/exam-date'
import { insertSet } from '@/entities/flashcard/testing/saved-sets'
import { activateLanguage } from '@/lib/i18n/i18n'
import { insertAs, insertGuide, signInNewAccount } from '@/testing/backend-fixtures'
import { englishLeft } from '@/testing/english-left'
import { renderApp } from '@/testing/render-app'

const slow = { timeout: 15_000 }
vi.setConfig({ testTimeout: 30_000 })

/** /today speaks the student's language: its texts come from the 'today' catalogue. */
describe('/today in Arabic', () => {
  afterEach(() => act(() => activateLanguage('en')))

  it("counts the due cards with Arabic's plural forms, with the exam countdown, and no English left", async () => {
    const ada = await signInNewAccount('Ada')
    const cells = await insertGuide(ada, { title: 'Cells' })
    await insertAs(ada, 'exam_dates', {
      study_guide_id: cells.id,
      exam_date: toDateValue(addDays(new Date(), 2)),
    })
    await insertSet(ada, cells.id, { title: 'Cells Flashcards' })
    await activateLanguage('ar')

    renderApp('/today')
    expect(await screen.findByRole('heading', { level: 1, name: 'اليوم' }, slow)).toBeVisible()
    expect(await screen.findByText('بطاقتان مستحقتان اليوم', {}, slow)).toBeVisible()
    const cellGroup = screen.getByRole('region', { name: 'Cells' })
    expect(within(cellGroup).getByText('الامتحان بعد يومين')).toBeVisible()
    expect(within(cellGroup).getByText('Cells Flashcards: بطاقتان')).toBeVisible()
    expect(screen.getByRole('spinbutton', { name: 'الحد اليومي' })).toHaveValue(100)
    expect(screen.getByRole('button', { name: 'ذاكر كل المستحق' })).toBeEnabled()
    expect(screen.getByRole('heading', { name: 'نموذج الذاكرة' })).toBeVisible()
    expect(englishLeft(screen.getByRole('main'), ['Cells Flashcards', 'Cells', 'FSRS'])).toEqual([])
  })
})
