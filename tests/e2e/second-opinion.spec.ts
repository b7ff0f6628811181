import { expect, test, type Page } from '@playwright/test'
import { fakeAi, GenerationPage } from './support/generation'
import { header } from './support/accounts'
import { lecturePagesPdf, markerFor, TOPICS } from './support/lecture-pages'
import { QuizTab } from './support/quiz'
import { TutorPanel } from './support/tutor'
import { createConfirmedUser, signInViaStorage, useFakeAi } from './support/users'

/**
 * With an AI provider, every cited item of a generated set is read by the model against its
 * passage, one request per set, and the reading decides. The fake provider reads as a careful
 * model would on simple material (tests/support/fake-openai-replies.ts: readClaim) unless a test
 * scripts another reply.
 */

test.beforeEach(async ({ page, request }) => {
  await fakeAi.reset(request)
  await useFakeAi(page)
})

test('a quiz question the second opinion says otherwise about shows "Your material says otherwise" with the conflicting words marked', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const topic = TOPICS[0]!
  // Page 1 states it, in other words: the app's own check finds it supported.
  const question = `What still shapes how ${topic} is taught?`
  await fakeAi.script(request, {
    purpose: 'quiz',
    body: JSON.stringify(
      Array.from({ length: 5 }, () => ({
        question,
        options: ['Early accounts by scholars', 'Exam dates', 'Lost maps', 'Rhymes'],
        correctAnswer: 0,
        explanation: `Early accounts that scholars wrote of ${topic} in field notes still shape how the subject is taught.`,
        source: 'P1',
      })),
    ),
  })
  // The quiz's second opinion (not the guide's) says page 1 says otherwise, quoting its words.
  const conflicting = 'still shape how the subject is taught today'
  await fakeAi.script(request, {
    purpose: 'secondOpinion',
    contains: question,
    body: JSON.stringify(
      Array.from({ length: 12 }, (_, i) => ({ n: i + 1, verdict: 'says otherwise', conflicting })),
    ),
  })
  const user = await createConfirmedUser(request, { name: 'Opal' })
  await signInViaStorage(page, user, '/')
  const generation = new GenerationPage(page)
  await generation.addFiles([await lecturePagesPdf('three-lectures.pdf', 3)])
  await generation.generateFromFiles()
  await expect(page).toHaveURL(/\/dashboard\/guides\/[0-9a-f-]{36}$/, { timeout: 30_000 })

  const quiz = new QuizTab(page)
  await quiz.open()
  await quiz.generate(5)
  await quiz.choose(0)
  await expect(page.getByText('Correct!')).toBeVisible()
  await expect(page.getByText('Your material says otherwise')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Source:/ })).toHaveCount(0)
  const closest = page.getByRole('button', { name: 'Closest passage: page 1' })
  await closest.focus()
  await page.keyboard.press('Enter')
  const viewer = page.getByRole('dialog', { name: 'Closest passage' })
  await expect(viewer.locator('mark')).toHaveText([conflicting])
  await page.keyboard.press('Escape')
  await expect(closest).toBeFocused()

  // One second opinion for the guide and one for the quiz, never one per item.
  const opinions = (await fakeAi.requests(request)).filter((r) => r.purpose === 'secondOpinion')
  expect(opinions.length).toBeLessThanOrEqual(2)
  expect(opinions.filter((r) => r.body.messages.at(-1)?.content.includes(question))).toHaveLength(1)
})

test('a new guide is shown before its second opinion; the point it says otherwise about changes in place and stays so after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const topic = TOPICS[1]!
  // Page 2 states it; "Key term" is not its wording, so the app's own check cannot settle it.
  await fakeAi.script(request, {
    purpose: 'studyGuide',
    body: [
      '# Three lectures',
      '',
      '## Overview',
      'Three lectures.',
      '',
      '## Key Concepts',
      `- **Key term**: this lecture introduces ${topic} and the term ${markerFor(1)}, which the course uses for the central mechanism [P2]`,
      '',
      '## Practice Questions',
      '1. Why?',
    ].join('\n'),
  })
  // The model answers only when the test lets it, then says page 2 says otherwise.
  await fakeAi.script(request, {
    purpose: 'secondOpinion',
    hold: 'reading',
    body: JSON.stringify([{ n: 1, verdict: 'says otherwise', conflicting: 'central mechanism' }]),
  })
  const user = await createConfirmedUser(request, { name: 'Iris' })
  await signInViaStorage(page, user, '/')
  const generation = new GenerationPage(page)
  await generation.addFiles([await lecturePagesPdf('three-lectures.pdf', 3)])
  await generation.generateFromFiles()
  await expect(page).toHaveURL(/\/dashboard\/guides\/[0-9a-f-]{36}$/, { timeout: 30_000 })

  const point = page.getByRole('article').getByRole('listitem').filter({ hasText: 'Key term' })
  // Shown at once, its citation 'Checking…' while the model is still reading.
  await expect(point.getByText('Checking…')).toBeVisible()
  // Still so when the guide is read back from the database in the same tab: the reading goes on.
  const guideUrl = page.url()
  await header(page).banner.getByRole('link', { name: 'Dashboard' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').click()
  await expect(page).toHaveURL(guideUrl)
  await expect(point.getByText('Checking…')).toBeVisible()
  await fakeAi.release(request, 'reading')
  // Then the second opinion changes it where it stands.
  await expect(point.getByText('Your material says otherwise')).toBeVisible({ timeout: 30_000 })
  await expect(point.getByRole('button', { name: /^Source:/ })).toHaveCount(0)
  const closest = point.getByRole('button', { name: 'Closest passage: page 2' })
  await closest.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Closest passage' }).locator('mark')).toHaveText([
    'central mechanism',
  ])
  await page.keyboard.press('Escape')

  // Saved with the guide: a reload shows the second opinion's verdict without asking again.
  await page.reload()
  await expect(point.getByText('Your material says otherwise')).toBeVisible()
  const opinions = (await fakeAi.requests(request)).filter((r) => r.purpose === 'secondOpinion')
  expect(opinions).toHaveLength(1)
})

/** A guide of two points from page 1: one as the page says it, one copied with a 'not' added. */
async function scriptGuideFromPage1(request: Parameters<typeof fakeAi.script>[0]) {
  const topic = TOPICS[0]!
  await fakeAi.script(request, {
    purpose: 'studyGuide',
    body: [
      '# Three lectures',
      '',
      '## Overview',
      'Three lectures.',
      '',
      '## Key Concepts',
      `- **Evidence**: the evidence for ${topic} comes from several independent sources, which is why most textbooks treat it as well established [P1]`,
      `- **Early accounts**: scholars first described ${topic} in careful field notes, and their early accounts do not shape how the subject is taught today [P1]`,
      '',
      '## Practice Questions',
      '1. Why?',
    ].join('\n'),
  })
}

async function guideFromThreeLectures(page: Page, request: Parameters<typeof fakeAi.script>[0]) {
  const user = await createConfirmedUser(request, { name: 'Ada' })
  await signInViaStorage(page, user, '/')
  const generation = new GenerationPage(page)
  await generation.addFiles([await lecturePagesPdf('three-lectures.pdf', 3)])
  await generation.generateFromFiles()
  await expect(page).toHaveURL(/\/dashboard\/guides\/[0-9a-f-]{36}$/, { timeout: 60_000 })
  return (term: string) => page.getByRole('article').getByRole('listitem').filter({ hasText: term })
}

test('a guide point that copies its page and adds a negation shows "Your material says otherwise", read by the AI', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  await scriptGuideFromPage1(request)
  const point = await guideFromThreeLectures(page, request)

  const negated = point('Early accounts')
  await expect(negated.getByText('Your material says otherwise')).toBeVisible({ timeout: 30_000 })
  await expect(negated.getByRole('button', { name: /^Source:/ })).toHaveCount(0)
  await negated.getByRole('button', { name: 'Closest passage: page 1' }).click()
  const closest = page.getByRole('dialog', { name: 'Closest passage' })
  await expect(closest.getByText('Read by the AI against page 1')).toBeVisible()
  await page.keyboard.press('Escape')

  const stated = point('Evidence')
  await stated.getByRole('button', { name: 'Source: page 1' }).click()
  const source = page.getByRole('dialog', { name: 'Source' })
  await expect(source.getByText('Read by the AI against page 1')).toBeVisible()
  await expect(source.getByText(/The words of this item/)).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(page.getByText('Not checked by the AI')).toHaveCount(0)
  // Both points in one request.
  const readings = (await fakeAi.requests(request)).filter((r) => r.purpose === 'secondOpinion')
  expect(readings).toHaveLength(1)
  expect(readings[0]?.body.messages.at(-1)?.content.match(/^Item \d+$/gm)).toHaveLength(2)
})

test("a check that fails keeps the word check's verdict, marked 'Not checked by the AI'; its passage view says only the words were checked", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  await scriptGuideFromPage1(request)
  await fakeAi.script(request, { purpose: 'secondOpinion', status: 500, times: 10 })
  const point = await guideFromThreeLectures(page, request)

  const stated = point('Evidence')
  await expect(stated.getByText('Not checked by the AI')).toBeVisible({ timeout: 30_000 })
  await stated.getByRole('button', { name: 'Source: page 1' }).click()
  const source = page.getByRole('dialog', { name: 'Source' })
  await expect(source.getByText('The words of this item are on page 1')).toBeVisible()
  await expect(source.getByText(/Read by the AI/)).toHaveCount(0)
  await page.keyboard.press('Escape')
  // The word check's own verdict on the negated copy stands, marked too.
  await expect(point('Early accounts').getByText('Not checked by the AI')).toBeVisible()
  await expect(point('Early accounts').getByText('Your material says otherwise')).toBeVisible()
})

test('a tutor answer that copies its page and adds a negation shows "Your material says otherwise", read by the AI; a failed reading shows \'Not checked by the AI\'', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const topic = TOPICS[0]!
  await scriptGuideFromPage1(request)
  await guideFromThreeLectures(page, request)
  const negated = `Scholars first described ${topic} in careful field notes, and their early accounts do not shape how the subject is taught today.`
  await fakeAi.script(request, { purpose: 'tutor', body: `${negated} [P1]` })
  const tutor = new TutorPanel(page)
  await tutor.open()
  await tutor.ask(`Do early accounts of ${topic} still matter?`)
  const reply = tutor.replies.first()
  await expect(reply.getByText('Your material says otherwise')).toBeVisible({ timeout: 30_000 })
  await expect(reply.getByRole('button', { name: /^Source:/ })).toHaveCount(0)
  await reply.getByRole('button', { name: 'Closest passage: page 1' }).click()
  const closest = page.getByRole('dialog', { name: 'Closest passage' })
  await expect(closest.getByText('Read by the AI against page 1')).toBeVisible()
  await page.keyboard.press('Escape')
  // The answer's claim in a request of its own, after the guide's (whose point starts lower-case).
  const readings = (await fakeAi.requests(request)).filter(
    (r) =>
      r.purpose === 'secondOpinion' &&
      r.body.messages.at(-1)?.content.includes('<<<CLAIM 1\nScholars first described'),
  )
  expect(
    readings.map((r) => r.body.messages.at(-1)?.content.match(/^Item \d+$/gm)?.length),
  ).toEqual([1])

  // The next answer's reading fails: the word check's verdict stands, marked.
  const stated = `The evidence for ${topic} comes from several independent sources, which is why most textbooks treat it as well established.`
  await fakeAi.script(request, { purpose: 'tutor', body: `${stated} [P1]` })
  await fakeAi.script(request, {
    purpose: 'secondOpinion',
    contains: 'independent sources',
    status: 500,
    times: 10,
  })
  await tutor.ask(`Why is ${topic} well established?`)
  const second = tutor.replies.nth(1)
  await expect(second.getByText('Not checked by the AI')).toBeVisible({ timeout: 30_000 })
  await second.getByRole('button', { name: 'Source: page 1' }).click()
  const source = page.getByRole('dialog', { name: 'Source' })
  await expect(source.getByText('The words of this item are on page 1')).toBeVisible()
})
