import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import {
  examGuideContent,
  proseGuideContent,
  proseGuidePassages,
} from '../../src/features/practice-exam/testing/exam-guide'
import { topicNotes } from '../../src/features/practice-exam/testing/topic-notes'
import { GenerationPage } from './support/generation'
import { fakeAiRequests, insertGuide, insertRows, selectRows } from './support/data'
import { e2eEnv } from './support/env'
import { countPrintDialogs, printWindowOf } from './support/print-window'
import { clearScripts } from './support/tutor'
import { createConfirmedUser, signInViaStorage, useFakeAi } from './support/users'

// The practice exam (issue 45) on a seeded guide in real Chromium: set up with every question
// kind, a reload mid-exam, submitted, written answers graded by the test AI server with the
// points shown and cited, an unreadable grade retried, a second look, key terms offline, time
// running out.
test.describe.configure({ timeout: 180_000 })

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** The guide's material: one page a section, as the exam's citations read it. */
const pages = [
  'Cells are the basic units of life.',
  'Mitochondria are organelles that release energy from glucose through cellular respiration. Ribosomes are structures that assemble proteins from amino acids. The nucleus is the organelle that stores the genetic material of the cell.',
  'Diffusion is the movement of particles from high concentration to low concentration. Osmosis is the diffusion of water across a partially permeable membrane. Active transport is movement against a concentration gradient that uses energy from respiration.',
  'Mitosis is a division that produces two genetically identical daughter cells. Meiosis is a division that produces four gametes with half the chromosomes.',
]

/** Makes the osmosis point of question 4's rubric and not the active-transport one. */
const osmosisOnly = 'Osmosis is the diffusion of water across a partially permeable membrane.'

/** Opens the exam tab of the seeded guide, or of a unit guide made of it and a second guide. */
async function openExamTab(page: Page, request: APIRequestContext, { asUnit = false } = {}) {
  const user = await createConfirmedUser(request, { name: 'Exa' })
  const guide = await insertGuide(request, user, {
    title: 'Cells and Transport',
    content: examGuideContent,
  })
  const plants = await insertGuide(request, user, { title: 'Plants', content: '# Plants' })
  await insertRows(
    request,
    user,
    'study_guide_sources',
    [
      { guide_id: guide.id, user_id: user.id, passages: pages.map((t, i) => ({ pg: i + 1, t })) },
      { guide_id: plants.id, user_id: user.id, passages: [{ pg: 1, t: 'Plants make sugar.' }] },
    ],
    'guide_id',
  )
  const opened = asUnit
    ? await insertGuide(request, user, {
        title: 'Biology Unit',
        content: examGuideContent,
        kind: 'unit',
        source_guide_ids: [guide.id, plants.id],
      })
    : guide
  await signInViaStorage(page, user, `/dashboard/guides/${opened.id}`)
  await page
    .getByRole('tablist', { name: 'Study tools' })
    .getByRole('tab', { name: 'Practice exam' })
    .click()
  await expect(page.getByRole('heading', { name: 'Practice exam' })).toBeVisible()
  return user
}

/** Submits the exam with questions unanswered. */
async function submitAnyway(page: Page) {
  await page.getByRole('button', { name: 'Submit exam' }).click()
  await page
    .getByRole('dialog', { name: 'Unanswered questions' })
    .getByRole('button', { name: 'Submit anyway' })
    .click()
}

/** Five questions of every kind, one a page: by the exam's order, 1 choice, 2 true/false,
 * 3 fill in the blank, 4 written (Osmosis and Active transport), 5 choice. */
async function startFiveQuestions(page: Page) {
  await page.getByRole('radio', { name: '20 min' }).check()
  await page.getByRole('radio', { name: '5', exact: true }).check()
  await page.getByRole('radio', { name: 'One question a page' }).check()
  // The keyboard starts it: the button is reached and pressed without the mouse.
  await expect(page.getByRole('button', { name: 'Start exam' })).toBeEnabled({ timeout: 30_000 })
  await page.getByRole('button', { name: 'Start exam' }).focus()
  await page.keyboard.press('Enter')
  // Preparing checks every question against the material in the citation worker (its first use).
  await expect(page.getByRole('button', { name: 'Submit exam' })).toBeVisible({ timeout: 30_000 })
}

/** A guide of prose sections (no definition lines) and its material, one page a section. */
async function insertProseGuide(request: APIRequestContext) {
  const user = await createConfirmedUser(request, { name: 'Exa' })
  const guide = await insertGuide(request, user, { title: 'Volcanoes', content: proseGuideContent })
  await insertRows(
    request,
    user,
    'study_guide_sources',
    [
      {
        guide_id: guide.id,
        user_id: user.id,
        passages: proseGuidePassages.map((passage, i) => ({ pg: i + 1, t: passage.text })),
      },
    ],
    'guide_id',
  )
  return { user, guide }
}

/** Five questions all on one page, the kinds in `leaveOut` unchecked. */
async function startFiveOnOnePage(page: Page, leaveOut: readonly string[] = []) {
  await page.getByRole('radio', { name: '5', exact: true }).check()
  for (const kind of leaveOut) await page.getByRole('checkbox', { name: kind }).uncheck()
  await page.getByRole('radio', { name: 'All on one page' }).check()
  await expect(page.getByRole('button', { name: 'Start exam' })).toBeEnabled({ timeout: 30_000 })
  await page.getByRole('button', { name: 'Start exam' }).click()
  await expect(page.getByRole('button', { name: 'Submit exam' })).toBeVisible({ timeout: 30_000 })
}

const question = (page: Page, n: number) => page.getByRole('region', { name: `Question ${n}` })
const result = (page: Page, n: number) =>
  page.getByRole('list', { name: 'Questions' }).getByRole('region', { name: `Question ${n}` })

test('a practice exam of every kind: answered, reloaded mid-exam, submitted, graded with cited points, a second look', async ({
  page,
  request,
}) => {
  const since = Date.now()
  await clearScripts(request)
  await useFakeAi(page)
  const user = await openExamTab(page, request)
  await startFiveQuestions(page)

  await expect(question(page, 1)).toContainText('Multiple choice')
  await question(page, 1).getByRole('radio').first().check()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(question(page, 2)).toContainText('True or false')
  await question(page, 2).getByRole('radio', { name: 'True' }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(question(page, 3)).toContainText('Fill in the blank')
  await page.getByRole('textbox', { name: 'Answer to question 3' }).fill('concentration')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(question(page, 4)).toContainText('Explain what Osmosis and Active transport are.')
  // The question names its page as words; no button opens the passage, which holds the answer.
  await expect(question(page, 4).getByText('Source: page 3', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Source/ })).toHaveCount(0)
  await page.getByRole('textbox', { name: 'Answer to question 4' }).fill(osmosisOnly)
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^(20:00|19:\d\d)$/)
  expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations).toEqual([])

  // A reload resumes the attempt where it was, on its tab with no click: the same question, the
  // answers kept.
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Practice exam' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByRole('textbox', { name: 'Answer to question 4' })).toHaveValue(osmosisOnly)
  await expect(page.getByText('4 of 5 answered')).toBeVisible()
  await page.getByRole('button', { name: 'Previous' }).click()
  await expect(page.getByRole('textbox', { name: 'Answer to question 3' })).toHaveValue(
    'concentration',
  )

  await page.getByRole('button', { name: 'Submit exam' }).click()
  const unanswered = page.getByRole('dialog', { name: 'Unanswered questions' })
  await expect(unanswered.getByRole('list', { name: 'Unanswered questions' })).toHaveText(
    'Question 5',
  )
  await unanswered.getByRole('button', { name: 'Submit anyway' }).click()

  await expect(page.getByRole('heading', { name: 'Exam results' })).toBeVisible()
  const written = result(page, 4)
  await expect(written.getByText('Partly right', { exact: true })).toBeVisible()
  const found = written.getByRole('list', { name: 'Points found' })
  await expect(found).toContainText('Osmosis: the diffusion of water')
  await expect(found.getByRole('button', { name: 'Source: page 3' })).toBeVisible()
  await expect(written.getByRole('list', { name: 'Points missed' })).toContainText(
    'Active transport: movement against a concentration gradient',
  )
  await expect(written.getByText(/^Osmosis — the diffusion of water/)).toBeVisible()
  await expect(result(page, 3).getByText('Correct', { exact: true })).toBeVisible()
  await expect(result(page, 5).getByText('Incorrect', { exact: true })).toBeVisible()
  const sections = page.getByRole('table', { name: 'Results by section' })
  await expect(sections.getByRole('row')).toHaveText([
    'SectionScoreTime',
    /^Cell Structures/,
    /^Transport1\.5 of 2 \(75%\)\d+:\d\d$/,
    /^Cell Division0 of 1 \(0%\)/,
  ])
  // Every question cites the page it rests on, and says the time spent on it.
  for (let n = 1; n <= 5; n += 1) {
    await expect(
      result(page, n)
        .getByRole('button', { name: /^Source: page \d+$/ })
        .first(),
    ).toBeVisible()
    await expect(result(page, n)).toContainText(/Time on this question: \d+:\d\d/)
  }
  const [grading] = await fakeAiRequests(request, since, 'examGrading')
  expect(grading?.body).toMatchObject({ max_tokens: 600, temperature: 0.1 })

  // The passage a point cites opens from it.
  await found.getByRole('button', { name: 'Source: page 3' }).click()
  await expect(page.getByRole('dialog')).toContainText('Osmosis is the diffusion of water')
  await page.keyboard.press('Escape')
  expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations).toEqual([])

  // The scripted model agrees on a second look, and says why.
  const scripted = await request.post(`${e2eEnv.aiControlUrl}/__script`, {
    data: {
      purpose: 'examGrading',
      contains: 'This is a second look',
      body: JSON.stringify({
        points: [
          { n: 1, found: true },
          { n: 2, found: true },
        ],
        explanation: 'Osmosis is a passive movement, and the answer contrasts it fairly.',
      }),
    },
  })
  expect(scripted.ok()).toBe(true)
  await written.getByRole('button', { name: 'Ask for a second look' }).click()
  await written
    .getByRole('textbox', { name: 'Why should this answer get another look?' })
    .fill('Active transport is the opposite of osmosis.')
  await written.getByRole('button', { name: 'Send for a second look' }).click()
  await expect(written.getByText('Full marks', { exact: true })).toBeVisible()
  await expect(written.getByText(/^Second look: Osmosis is a passive movement/)).toBeVisible()

  // The attempt is saved and listed with the guide: its Practice exam tab, after a reload too
  // (once the second look's grade is saved).
  await expect
    .poll(async () =>
      JSON.stringify(await selectRows(request, user, 'practice_exam_attempts', 'select=attempt')),
    )
    .toContain('Full marks')
  await page.reload()
  await page.getByRole('tab', { name: 'Practice exam' }).click()
  const earlier = page.getByRole('list', { name: 'Earlier practice exams' })
  await expect(earlier.getByRole('listitem')).toHaveCount(1)
  await expect(earlier.getByRole('listitem')).toContainText(
    / of 5 points \(\d+%\) · Time: \d+:\d\d$/,
  )
  // It opens its results as saved, the second look's grade kept, read only; 'Back' returns.
  await earlier.getByRole('button', { name: /^Open this practice exam: / }).click()
  await expect(page.getByRole('heading', { name: 'Exam results' })).toBeVisible()
  await expect(result(page, 4).getByText('Full marks', { exact: true })).toBeVisible()
  await expect(result(page, 4).getByRole('list', { name: 'Points found' })).toContainText(
    'Active transport',
  )
  await expect(sections.getByRole('row')).toHaveCount(4)
  await expect(page.getByRole('button', { name: 'Ask for a second look' })).toHaveCount(0)
  expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations).toEqual([])
  await page.getByRole('button', { name: 'Back', exact: true }).click()
  await expect(earlier).toBeVisible()
})

test('a guide without definitions: the test AI writes each kind per section, a written rubric of 2 points each citing its page, graded Partly right', async ({
  page,
  request,
}) => {
  const since = Date.now()
  await clearScripts(request)
  await useFakeAi(page)
  const { user, guide } = await insertProseGuide(request)
  await signInViaStorage(page, user, `/dashboard/guides/${guide.id}?tab=exam`)
  await startFiveOnOnePage(page)

  // One `exam` request a section (2, 2 and 1 questions by their length), each asking for its kinds.
  const asked = (await fakeAiRequests(request, since, 'exam')).filter((entry) =>
    JSON.stringify(entry.body).includes('Volcanic soil is rich in minerals'),
  )
  expect(asked).toHaveLength(3)
  // The model's kinds in turn: a choice, a statement to judge, a blank, a written question.
  await expect(question(page, 1).getByRole('radio')).toHaveCount(4)
  await expect(question(page, 2).getByText(/^True or false: [^—]+$/)).toBeVisible()
  await expect(question(page, 3)).toContainText('_____')
  const ash = 'Ash clouds from violent eruptions can circle the planet.'
  await page.getByRole('textbox', { name: 'Answer to question 4' }).fill(ash)
  for (let n = 1; n <= 5; n += 1)
    await expect(question(page, n).getByText(/^Source: page [123]$/)).toBeVisible()
  await submitAnyway(page)

  await expect(page.getByRole('heading', { name: 'Exam results' })).toBeVisible()
  const written = result(page, 4)
  await expect(written.getByText('Partly right', { exact: true })).toBeVisible()
  const found = written.getByRole('list', { name: 'Points found' })
  await expect(found).toContainText(ash)
  await expect(found.getByRole('button', { name: 'Source: page 2' })).toBeVisible()
  const missed = written.getByRole('list', { name: 'Points missed' })
  await expect(missed).toContainText(
    'Runny basalt lava flows far from the vent in quiet eruptions.',
  )
  await expect(missed.getByRole('button', { name: 'Source: page 2' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Results by section' }).getByRole('row')).toHaveText(
    ['SectionScoreTime', /^How magma forms/, /^Kinds of eruptions/, /^Living near volcanoes/],
  )
})

test("a prose guide's written answers graded 'Full marks' and 'Not yet' with their points, the exam and its key printed, and the weakest section's cards first in /today", async ({
  page,
  request,
}) => {
  await clearScripts(request)
  await useFakeAi(page)
  // The print window's dialog is the browser's: counted here, its document read under print media.
  await page.addInitScript(countPrintDialogs)
  const { user, guide } = await insertProseGuide(request)
  // Two cards in the set's order: the first on how magma forms, the second on eruptions.
  await insertRows(request, user, 'flashcard_sets', [
    {
      study_guide_id: guide.id,
      title: 'Volcano cards',
      cards: [
        {
          id: 'c_1',
          front: 'Why does molten rock rise?',
          back: 'It is less dense than the solid rock around it.',
        },
        { id: 'c_2', front: 'Which lava flows far from the vent?', back: 'Runny basalt lava.' },
      ].map((card) => ({ ...card, difficulty: 'easy' })),
      schedule: {},
    },
  ])
  await signInViaStorage(page, user, `/dashboard/guides/${guide.id}?tab=exam`)
  await startFiveOnOnePage(page, ['Multiple choice', 'True/false', 'Fill in the blank'])

  // Five written questions, 2, 2 and 1 a section by their length, none asked twice: the first
  // section's and the last's answered with their whole page, the second's not known.
  const prompts = await page
    .getByRole('region', { name: /^Question \d$/ })
    .locator('p[id]')
    .allTextContents()
  expect(new Set(prompts).size).toBe(5)
  const [magma, , living] = proseGuidePassages.map((passage) => passage.text)
  for (const [n, answer] of [
    [1, magma],
    [2, magma],
    [3, 'I do not know.'],
    [4, 'I do not know.'],
    [5, living],
  ] as const)
    await page.getByRole('textbox', { name: `Answer to question ${n}` }).fill(answer!)
  await page.getByRole('button', { name: 'Submit exam' }).click()

  await expect(page.getByRole('heading', { name: 'Exam results' })).toBeVisible()
  for (const n of [1, 2, 5]) {
    await expect(result(page, n).getByText('Full marks', { exact: true })).toBeVisible()
    const found = result(page, n).getByRole('list', { name: 'Points found' })
    await expect(found.getByRole('listitem')).toHaveCount(2)
    await expect(result(page, n).getByRole('list', { name: 'Points missed' })).toHaveCount(0)
  }
  for (const n of [3, 4]) {
    await expect(result(page, n).getByText('Not yet', { exact: true })).toBeVisible()
    const missed = result(page, n).getByRole('list', { name: 'Points missed' })
    await expect(missed.getByRole('listitem')).toHaveCount(2)
    const eruptionPoint = /^(Runny basalt|Sticky rhyolite|Ash clouds)[^.]*\./
    await expect(missed.getByRole('listitem')).toHaveText([eruptionPoint, eruptionPoint])
    await expect(missed.getByRole('button', { name: 'Source: page 2' })).toHaveCount(2)
  }
  await expect(page.getByText(/^Scored lowest: Kinds of eruptions\./)).toBeVisible()

  // 'Download exam (PDF)' prints the questions alone; 'Download answer key (PDF)' each rubric's
  // points: the export's document in a print window.
  const exam = await printWindowOf(page, page.getByRole('button', { name: 'Download exam (PDF)' }))
  await exam.emulateMedia({ media: 'print' })
  await expect(exam).toHaveTitle('Volcanoes: practice exam')
  await expect(exam.getByRole('heading', { name: 'Volcanoes: practice exam' })).toBeVisible()
  const printed = exam.locator('main > ol > li')
  await expect(printed).toContainText(prompts)
  await expect(printed).toContainText(Array.from(prompts, () => /Source: page [123]$/))
  await expect(exam.locator('body')).not.toContainText('Answer:')
  await expect(page.locator('html')).toHaveAttribute('data-printed', '1')
  await exam.close()
  const key = await printWindowOf(
    page,
    page.getByRole('button', { name: 'Download answer key (PDF)' }),
  )
  await expect(key).toHaveTitle('Volcanoes: practice exam answer key')
  await expect(key.locator('main > ol > li')).toHaveCount(5)
  await expect(key.locator('main > ol > li').nth(2)).toContainText(
    /^Explain what the material says about .+Answer: .*(Runny basalt|Sticky rhyolite|Ash clouds)/,
  )
  await expect(page.locator('html')).toHaveAttribute('data-printed', '2')
  await key.close()

  // The weakest section's card comes first in /today, ahead of the set's order.
  await page.getByRole('link', { name: 'Study these cards now' }).click()
  await expect(page).toHaveURL(/\/today$/)
  await page.getByRole('button', { name: 'Study all due' }).click()
  await expect(page.getByText('Card 1 of 2')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Flip card' })).toContainText(
    'Which lava flows far from the vent?',
  )
})

test('a closed tab resumes the attempt in a new tab: the same question and the answers kept', async ({
  page,
  context,
  request,
}) => {
  await openExamTab(page, request)
  await startFiveQuestions(page)
  await question(page, 1).getByRole('radio').first().check()
  await page.getByRole('button', { name: 'Next' }).click()
  await question(page, 2).getByRole('radio', { name: 'False' }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('textbox', { name: 'Answer to question 3' }).fill('concentration')
  await expect(page.getByText('3 of 5 answered')).toBeVisible()
  const address = page.url()
  await page.close()

  const again = await context.newPage()
  await again.goto(address)
  await expect(again.getByRole('tab', { name: 'Practice exam' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(again.getByRole('textbox', { name: 'Answer to question 3' })).toHaveValue(
    'concentration',
  )
  await expect(again.getByText('3 of 5 answered')).toBeVisible()
  await again.getByRole('button', { name: 'Previous' }).click()
  await expect(question(again, 2).getByRole('radio', { name: 'False' })).toBeChecked()
  await again.getByRole('button', { name: 'Previous' }).click()
  await expect(question(again, 1).getByRole('radio').first()).toBeChecked()
})

test("a unit guide's exam cites its guides' pages, each named by its guide, while sat and in the results", async ({
  page,
  request,
}) => {
  await clearScripts(request)
  await useFakeAi(page)
  await openExamTab(page, request, { asUnit: true })
  await startFiveQuestions(page)
  for (let n = 1; n < 4; n += 1) await page.getByRole('button', { name: 'Next' }).click()
  await expect(
    question(page, 4).getByText('Source: Cells and Transport, page 3', { exact: true }),
  ).toBeVisible()
  await page.getByRole('textbox', { name: 'Answer to question 4' }).fill(osmosisOnly)
  await submitAnyway(page)

  const found = result(page, 4).getByRole('list', { name: 'Points found' })
  const cited = found.getByRole('button', { name: 'Source: Cells and Transport, page 3' })
  await expect(cited).toBeVisible()
  await cited.click()
  await expect(page.getByRole('dialog')).toContainText('Osmosis is the diffusion of water')
})

test("an unreadable grade says 'Could not grade this answer — Retry', and Retry grades it", async ({
  page,
  request,
}) => {
  const since = Date.now()
  await clearScripts(request)
  await useFakeAi(page)
  await openExamTab(page, request)
  // The first grading reply is prose with no grade in it; the next is the server's own grade.
  const scripted = await request.post(`${e2eEnv.aiControlUrl}/__script`, {
    data: { purpose: 'examGrading', body: 'The answer looks fine to me.', times: 1 },
  })
  expect(scripted.ok()).toBe(true)
  await startFiveQuestions(page)
  for (let n = 1; n < 4; n += 1) await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('textbox', { name: 'Answer to question 4' }).fill(osmosisOnly)
  await submitAnyway(page)

  const written = result(page, 4)
  const failure = written.getByRole('alert')
  await expect(failure).toHaveText('Could not grade this answer — Retry')
  await expect(written.getByText('Partly right', { exact: true })).toHaveCount(0)
  await failure.getByRole('button', { name: 'Retry' }).click()
  await expect(written.getByText('Partly right', { exact: true })).toBeVisible()
  await expect(written.getByRole('list', { name: 'Points found' })).toContainText(
    'Osmosis: the diffusion of water',
  )
  await expect(written.getByRole('alert')).toHaveCount(0)
  // Retry asked the model again: two grading requests, the unreadable one and the one graded.
  expect(await fakeAiRequests(request, since, 'examGrading')).toHaveLength(2)
})

test('offline, written answers are graded by key terms; time running out submits the exam', async ({
  page,
  request,
  context,
}) => {
  await page.clock.install()
  await useFakeAi(page)
  await openExamTab(page, request)
  await startFiveQuestions(page)
  for (let n = 1; n < 4; n += 1) await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('textbox', { name: 'Answer to question 4' }).fill(osmosisOnly)

  await context.setOffline(true)
  await page.clock.fastForward('15:30')
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^4:\d\d$/)
  await expect(page.getByText('5 minutes left')).toBeAttached()
  await page.clock.fastForward('03:35')
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^0:\d\d$/)
  await expect(page.getByText('1 minute left')).toBeAttached()
  await page.clock.fastForward('00:56')

  await expect(page.getByRole('heading', { name: 'Exam results' })).toBeVisible()
  const written = result(page, 4)
  await expect(written.getByText('Partly right', { exact: true })).toBeVisible()
  await expect(written.getByText('Graded by key terms')).toBeVisible()
  await expect(written.getByRole('list', { name: 'Points found' })).toContainText('Osmosis')
  await context.setOffline(false)
})

test("a generated guide's exam: questions from its topics, results by topic, and the weakest topic's cards first in /today", async ({
  page,
  request,
}) => {
  // No AI configured: the offline engine writes the guide from four topics' notes, saved.
  const user = await createConfirmedUser(request, { name: 'Gen' })
  await signInViaStorage(page, user, '/')
  const generation = new GenerationPage(page)
  await generation.fillNotes(topicNotes, 'Photosynthesis')
  await generation.generateFromNotes()
  await expect(page).toHaveURL(/\/dashboard\/guides\/[0-9a-f-]{36}$/, { timeout: 60_000 })
  const guideId = page.url().split('/').at(-1)!
  // Two cards in the set's order: one on the Overview's terms, then one on the Calvin cycle's.
  await insertRows(request, user, 'flashcard_sets', [
    {
      study_guide_id: guideId,
      title: 'Photosynthesis cards',
      cards: [
        { id: 'c_1', front: 'What is photosynthesis?', back: 'Plants store sunlight as sugar.' },
        { id: 'c_2', front: 'Where does the Calvin cycle take place?', back: 'In the stroma.' },
      ].map((card) => ({ ...card, difficulty: 'easy' })),
      schedule: {},
    },
  ])

  await page
    .getByRole('tablist', { name: 'Study tools' })
    .getByRole('tab', { name: 'Practice exam' })
    .click()
  await page.getByRole('radio', { name: 'No time limit' }).check()
  await page.getByRole('radio', { name: '5', exact: true }).check()
  for (const kind of ['Multiple choice', 'True/false', 'Fill in the blank'])
    await page.getByRole('checkbox', { name: kind }).uncheck()
  await page.getByRole('radio', { name: 'All on one page' }).check()
  await expect(page.getByRole('button', { name: 'Start exam' })).toBeEnabled({ timeout: 30_000 })
  await page.getByRole('button', { name: 'Start exam' }).click()
  // Question 1 (the first topic's) answered with the whole material; the others left blank.
  await page
    .getByRole('textbox', { name: 'Answer to question 1' })
    .fill(topicNotes, { timeout: 30_000 })
  await page.getByRole('button', { name: 'Submit exam' }).click()
  await page.getByRole('button', { name: 'Submit anyway' }).click()

  const sections = page.getByRole('table', { name: 'Results by section' })
  await expect(sections).toBeVisible({ timeout: 30_000 })
  const rows = sections.getByRole('row')
  // A header row and a row a topic the five questions came from (1 : 2 : 1 : 1: the seven
  // definitions asked by the topic their citation rests on, 1 : 2 : 2 : 2).
  await expect(rows).toHaveCount(5)
  await expect(rows.nth(1)).toContainText(/^Overview/)
  await expect(page.getByText(/^Scored lowest: .*The Calvin cycle/)).toBeVisible()
  await expect(page.getByText(/^Scored lowest: .*Overview/)).toHaveCount(0)

  await page.getByRole('link', { name: 'Study these cards now' }).click()
  await expect(page).toHaveURL(/\/today$/)
  await page.getByRole('button', { name: 'Study all due' }).click()
  await expect(page.getByText('Card 1 of 2')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Flip card' })).toContainText(
    'Where does the Calvin cycle take place?',
  )
})

test('a practice exam on several guides is listed apart in the library, opened from there, and deleted after a confirmation', async ({
  page,
  request,
}) => {
  const user = await createConfirmedUser(request, { name: 'Exa' })
  for (const title of ['Cells and Transport', 'Plants'])
    await insertGuide(request, user, { title, content: examGuideContent })
  await signInViaStorage(page, user, '/dashboard')
  await page.getByRole('button', { name: 'Practice exam' }).click()
  await page.getByRole('checkbox', { name: 'Select Cells and Transport' }).check()
  await page.getByRole('checkbox', { name: 'Select Plants' }).check()
  await page.getByRole('button', { name: 'Practice exam' }).click()
  await expect(page.getByRole('heading', { name: 'Practice exam', exact: true })).toBeVisible()

  await page.goto('/dashboard')
  const exams = page.getByRole('region', { name: 'Practice exams on several guides' })
  const title = /^Practice exam: (Cells and Transport, Plants|Plants, Cells and Transport)$/
  await expect(exams.getByRole('link', { name: title })).toBeVisible()
  expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations).toEqual([])
  await exams.getByRole('link', { name: title }).click()
  await expect(page.getByRole('heading', { name: 'Practice exam', exact: true })).toBeVisible()
  await page.goBack()

  const remove = exams.getByRole('button', { name: /^Delete Practice exam: / })
  await remove.click()
  const dialog = page.getByRole('dialog', { name: 'Delete practice exam' })
  await expect(dialog).toContainText('and its saved attempts? The guides it was made from stay.')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(exams.getByRole('link', { name: title })).toBeVisible()
  await remove.click()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(exams).toHaveCount(0)
  await page.reload()
  await expect(page.getByText('Welcome back, Exa! You have 2 study guides.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Plants', exact: true })).toBeVisible()
  await expect(exams).toHaveCount(0)
})
