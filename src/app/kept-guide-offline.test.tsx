import { screen, waitFor, within } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { default_w } from 'ts-fsrs'
import { addDays, toDateValue } from '@/entities/exam-date/exam-date'
import { logReviews } from '@/features/planner/testing/logged-reviews'
import { simulatedReviewLog } from '@/features/planner/testing/study-simulation'
import { insertSet } from '@/entities/flashcard/testing/saved-sets'
import { insertQuiz } from '@/features/quiz/testing/saved-quizzes'
import { browserRecords } from '@/lib/browser-records'
import type { SourcePassage } from '@/lib/source'
import { toStoredPassages } from '@/lib/source-storage'
import { checkGuide } from '@/study-engine/citations/check'
import {
  insertAs,
  insertGuide,
  insertUnitGuide,
  signInNewAccount,
} from '@/testing/backend-fixtures'
import { componentsSettled } from '@/testing/components-settled'
import { renderApp } from '@/testing/render-app'

vi.setConfig({ testTimeout: 60_000 })
const slow = { timeout: 15_000 }

afterEach(() => {
  vi.restoreAllMocks()
  onlineManager.setOnline(true)
})

const pages: SourcePassage[] = [
  {
    anchor: { kind: 'page', n: 3 },
    text: 'Chlorophyll in the thylakoid absorbs red and blue light.',
  },
  {
    anchor: { kind: 'page', n: 7 },
    text: 'The Calvin cycle in the stroma builds sugar from carbon dioxide.',
  },
]
const written = [
  '# Photosynthesis',
  '',
  '## Key Concepts',
  '- **Chlorophyll**: absorbs red and blue light in the thylakoid [P1]',
  '- **Calvin cycle**: builds sugar from carbon dioxide in the stroma [P2]',
].join('\n')

/** The student's queries in the offline copy. */
async function copiedQueries(userId: string) {
  const copies = browserRecords<{
    id: string
    state: { queries: { queryHash: string; state: { data: unknown } }[] }
  }>('offline-data')
  return (await copies.all()).find((record) => record.id === userId)?.state.queries ?? []
}

/** What the offline copy holds of the student's queries, by key. */
async function copiedKeys(userId: string): Promise<string[]> {
  return (await copiedQueries(userId)).map((query) => query.queryHash)
}

/** The titles of the quizzes the offline copy holds under `key`. */
async function copiedQuizTitles(userId: string, key: string): Promise<string[]> {
  const data = (await copiedQueries(userId)).find((query) => query.queryHash === key)?.state.data
  return Array.isArray(data) ? data.map((quiz: { title: string }) => quiz.title) : []
}

describe("a guide kept 'Available offline'", () => {
  it('opens offline with its flashcard set, quiz and cited passage, though none was opened online', async () => {
    const ada = await signInNewAccount('Ada')
    const cited = checkGuide(pages, written)
    const guide = await insertGuide(ada, { title: 'Photosynthesis', content: cited.content })
    await insertAs(ada, 'study_guide_sources', {
      guide_id: guide.id,
      user_id: ada.id,
      passages: toStoredPassages(pages),
      citations: cited.citations,
    })
    await insertSet(ada, guide.id, { title: 'Light reactions' })
    await insertQuiz(ada, guide.id)
    const path = `/dashboard/guides/${guide.id}`

    // Online, only the guide's own tab is opened, and it is marked to be kept.
    const online = renderApp(path)
    await screen.findByRole('heading', { level: 1, name: 'Photosynthesis' }, slow)
    await online.user.click(await screen.findByRole('checkbox', { name: 'Available offline' }))
    // Its parts reach the copy in the background, without opening their tabs.
    await waitFor(async () => {
      const keys = await copiedKeys(ada.id)
      for (const part of ['quizzes', 'flashcard-sets', 'source'])
        expect(keys.some((key) => key.includes(part) && key.includes(guide.id))).toBe(true)
    }, slow)
    await componentsSettled()
    online.unmount()

    // Offline: the set, the quiz and the passage a citation opens are all there.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    onlineManager.setOnline(false)
    const { user } = renderApp(path)
    await screen.findByRole('heading', { level: 1, name: 'Photosynthesis' }, slow)

    await user.click(await screen.findByRole('button', { name: 'Source: page 7' }, slow))
    const viewer = await screen.findByRole('dialog', { name: 'Source' }, slow)
    expect(viewer).toHaveTextContent(pages[1]!.text)
    await user.keyboard('{Escape}')

    await user.click(screen.getByRole('tab', { name: 'Flashcards' }))
    const set = await screen.findByRole('listitem', { name: 'Light reactions' }, slow)
    await user.click(within(set).getByRole('button', { name: 'Study' }))
    expect(await screen.findByText('Card 1 of 2', {}, slow)).toBeVisible()

    await user.click(screen.getByRole('tab', { name: 'Quiz' }))
    const quizzes = await screen.findByRole('list', { name: 'Your quizzes' }, slow)
    const quiz = within(quizzes).getByRole('listitem', { name: 'Quiz 1' })
    await user.click(within(quiz).getByRole('button', { name: 'Start' }))
    expect(await screen.findByText('What absorbs light?', {}, slow)).toBeVisible()
    await componentsSettled()
  })
})

describe('a unit guide with an exam to come', () => {
  it("opens offline with its component guides, and /today plans offline with the student's review log and FSRS parameters, though neither was opened online", async () => {
    const ada = await signInNewAccount('Ada')
    const { cells, genes, unit } = await insertUnitGuide(ada)
    await insertAs(ada, 'exam_dates', {
      study_guide_id: unit.id,
      exam_date: toDateValue(addDays(new Date(), 9)),
    })
    const set = await insertSet(ada, cells.id, { title: 'Cells Flashcards' })
    await logReviews(ada, set.id, simulatedReviewLog({ cards: 30, days: 20, seed: 3 }))
    await insertAs(ada, 'fsrs_parameters', {
      user_id: ada.id,
      weights: [...default_w],
      log_loss: 0.3,
      default_log_loss: 0.4,
      review_count: 500,
    })

    // Online, only the library is opened.
    const online = renderApp('/dashboard')
    await screen.findByRole('link', { name: /Bio Unit/ }, slow)
    // What /today and the unit guide need reaches the copy in the background.
    await waitFor(async () => {
      const keys = await copiedKeys(ada.id)
      for (const part of [
        '["flashcard-sets","all"]',
        '["flashcard-reviews"]',
        '["fsrs-parameters"]',
        '["exam-dates"]',
        `["study-guides","components","${cells.id}","${genes.id}"]`,
      ])
        expect(keys).toContain(part)
    }, slow)
    await componentsSettled()
    online.unmount()

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    onlineManager.setOnline(false)
    const { user } = renderApp('/today')
    // The plan: the cards due, under their guide with the unit's exam.
    expect(await screen.findByText(/^\d+ cards? due today$/, {}, slow)).toBeVisible()
    const group = screen.getByRole('region', { name: 'Cells' })
    expect(within(group).getByText('Exam in 9 days')).toBeVisible()
    expect(within(group).getByText(/^Cells Flashcards: \d+ cards?$/)).toBeVisible()
    // The memory model: the fitted parameters and the review log's calibration.
    const model = screen.getByRole('region', { name: 'Memory model' })
    expect(
      within(model).getByText(/^Your parameters are in use\. On your 500 reviews/),
    ).toBeVisible()
    // Learnt from the log off the render (memory-in-worker.ts): a moment later.
    expect(
      await within(model).findByText(/^On your last [\d,]+ reviews the model predicted/, {}, slow),
    ).toBeVisible()

    await user.click(screen.getByRole('link', { name: 'Dashboard' }))
    await user.click(await screen.findByRole('link', { name: /Bio Unit/ }, slow))
    const row = await screen.findByRole('tablist', { name: 'Unit guides' }, slow)
    expect(
      within(row)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Combined Study Guide', 'Cells', 'Genes'])
    await user.click(within(row).getByRole('tab', { name: 'Genes' }))
    expect(await screen.findByRole('heading', { name: 'Genes body' })).toBeVisible()
    await componentsSettled()
  })
})

describe('a kept guide already in the offline copy', () => {
  it('has its parts fetched again on the next page opened online, so a quiz added since on another device opens offline', async () => {
    const ada = await signInNewAccount('Ada')
    const guide = await insertGuide(ada, { title: 'Photosynthesis', content: written })
    await insertQuiz(ada, guide.id, { title: 'Photosynthesis - Quiz 1' })
    const path = `/dashboard/guides/${guide.id}`
    const quizzesKey = `["quizzes","${guide.id}"]`

    // Online once on the guide, kept: its quizzes reach the copy.
    const first = renderApp(path)
    await screen.findByRole('heading', { level: 1, name: 'Photosynthesis' }, slow)
    await first.user.click(await screen.findByRole('checkbox', { name: 'Available offline' }))
    await waitFor(async () => expect(await copiedKeys(ada.id)).toContain(quizzesKey), slow)
    await componentsSettled()
    first.unmount()

    // Another device adds a quiz; this one then opens only the library online.
    await insertQuiz(ada, guide.id, { title: 'Photosynthesis - Quiz 2' })
    const library = renderApp('/dashboard')
    await screen.findByRole('link', { name: /Photosynthesis/ }, slow)
    await waitFor(
      async () => expect(await copiedQuizTitles(ada.id, quizzesKey)).toHaveLength(2),
      slow,
    )
    await componentsSettled()
    library.unmount()

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    onlineManager.setOnline(false)
    const { user } = renderApp(path)
    await screen.findByRole('heading', { level: 1, name: 'Photosynthesis' }, slow)
    await user.click(screen.getByRole('tab', { name: 'Quiz' }))
    const quizzes = await screen.findByRole('list', { name: 'Your quizzes' }, slow)
    expect(within(quizzes).getByRole('listitem', { name: 'Quiz 2' })).toBeVisible()
    await componentsSettled()
  })
})
