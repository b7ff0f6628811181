import { expect, test, type Locator, type Page } from '@playwright/test'
import { INVENTED_POINT } from '../support/fake-openai-replies'
import { fakeAi, GenerationPage } from './support/generation'
import { lecturePagesPdf, markerFor, TOPICS } from './support/lecture-pages'
import { builtPath, fetchedByPage, keepPageFetches } from './support/page-thread'
import { FlashcardsTab } from './support/flashcards'
import { QuizTab } from './support/quiz'
import { TutorPanel } from './support/tutor'
import { createConfirmedUser, signInViaStorage, useFakeAi } from './support/users'

/**
 * Every point, question, card and tutor answer shows where it comes from. The PDF is
 * built here with one topic per page, each naming a coined word no other page uses, so the right
 * page of every item is known. The fake OpenAI server cites the passages the app numbered (and
 * invents one point the material never supports).
 */

const PAGES = 5

/** The guide's list item (Key Concepts) that comes from page `n`: it names that page's word. */
function pointFrom(page: Page, n: number): Locator {
  return page
    .getByRole('article')
    .getByRole('listitem')
    .filter({ hasText: markerFor(n - 1) })
    .filter({ hasText: 'introduces' })
}

test.beforeEach(async ({ page, request }) => {
  await fakeAi.reset(request)
  await useFakeAi(page)
})

test('guide, quiz, flashcards and tutor cite the right page; the viewer shows the passage', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const user = await createConfirmedUser(request, { name: 'Cita' })
  await keepPageFetches(page)
  await signInViaStorage(page, user, '/')
  const generation = new GenerationPage(page)
  await generation.addFiles([await lecturePagesPdf('five-lectures.pdf', PAGES)])
  await generation.generateFromFiles()
  await expect(page).toHaveURL(/\/dashboard\/guides\/[0-9a-f-]{36}$/, { timeout: 30_000 })

  // The guide: each key concept cites the page it comes from.
  for (const n of [1, 2, 3, 4]) {
    await expect(
      pointFrom(page, n).getByRole('button', { name: `Source: page ${n}` }),
    ).toBeVisible()
  }
  await expect(page.getByText(/\[P\d+\]/)).toHaveCount(0)
  // The word check ran in its worker: its word lists (WordNet's) never loaded on the page.
  expect(await fetchedByPage(page)).not.toContain(
    builtPath('src/study-engine/citations/run-job.ts'),
  )
  // A point the material does not support says so.
  const invented = page.getByRole('listitem').filter({ hasText: INVENTED_POINT.term })
  await expect(invented.getByText('Not found in your material')).toBeVisible()
  await expect(invented.getByRole('button', { name: /^Source:/ })).toHaveCount(0)

  // The viewer: the passage of page 2 with the supporting sentence highlighted.
  const source = pointFrom(page, 2).getByRole('button', { name: 'Source: page 2' })
  await source.focus()
  await page.keyboard.press('Enter')
  const viewer = page.getByRole('dialog', { name: 'Source' })
  await expect(viewer).toBeVisible()
  await expect(viewer.getByText('Page 2', { exact: true })).toBeVisible()
  await expect(viewer.locator('mark')).toContainText(`the term ${markerFor(1)}`)
  await expect(viewer).toContainText('Lecture 2: coral reef ecology.')
  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()
  await expect(source).toBeFocused()

  // Kept with the guide: a reload shows the same sources.
  await page.reload()
  await expect(pointFrom(page, 3).getByRole('button', { name: 'Source: page 3' })).toBeVisible()

  // Quiz: the stand-in's question i rests on page i and puts its answer at option i % 4.
  const quiz = new QuizTab(page)
  await quiz.open()
  await quiz.generate(5)
  await quiz.choose(0)
  await expect(page.getByText('Correct!')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Source: page 1' })).toBeVisible()
  await quiz.moveOn()
  await quiz.choose(1)
  await expect(page.getByText('Correct!')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Source: page 2' })).toBeVisible()

  // Flashcards: the source is on the back.
  const cards = new FlashcardsTab(page)
  await cards.open()
  await cards.generate({ count: 10 })
  await expect(page.getByRole('button', { name: /^Source:/ })).toHaveCount(0)
  await cards.card.click()
  await expect(page.getByRole('button', { name: 'Source: page 1' })).toBeVisible()

  // Tutor: the reply rests on the page whose word the question names.
  const tutor = new TutorPanel(page)
  await tutor.open()
  await tutor.ask(`What does the course mean by ${markerFor(2)}?`)
  await expect(tutor.replies.first().getByRole('button', { name: 'Source: page 3' })).toBeVisible()
  await expect(tutor.replies.first()).not.toContainText('[P3]')
})

test('each item shows one of three verdicts; the closest passage opens by keyboard with the conflicting word marked', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const [first, second] = [TOPICS[0]!, TOPICS[1]!]
  // A guide whose key concepts are stated by page 2, contradicted by page 1, and made up.
  await fakeAi.script(request, {
    purpose: 'studyGuide',
    body: [
      '# Three lectures',
      '',
      '## Overview',
      'Three lectures.',
      '',
      '## Key Concepts',
      `- **${markerFor(1)}**: this lecture introduces ${second} and the term ${markerFor(1)}, which the course uses for the central mechanism [P2]`,
      `- **Field notes**: scholars never described ${first} in careful field notes [P1]`,
      `- **${INVENTED_POINT.term}**: ${INVENTED_POINT.text} [P1]`,
      '',
      '## Practice Questions',
      '1. Why?',
    ].join('\n'),
  })
  // A quiz question whose answer says otherwise than the sentence it quotes, word for word.
  const quoted = `Scholars first described ${first} in careful field notes, and their early accounts still shape how the subject is taught today.`
  await fakeAi.script(request, {
    purpose: 'quiz',
    body: JSON.stringify(
      Array.from({ length: 5 }, () => ({
        question: `How do early accounts of ${first} affect teaching?`,
        options: [
          'They never shape how it is taught',
          'They decide exam dates',
          'They are lost',
          'They rhyme',
        ],
        correctAnswer: 0,
        explanation: `Scholars' early accounts of ${first} never shape how the subject is taught today.`,
        source: 'P1',
        quote: quoted,
      })),
    ),
  })
  const user = await createConfirmedUser(request, { name: 'Vera' })
  await signInViaStorage(page, user, '/')
  const generation = new GenerationPage(page)
  await generation.addFiles([await lecturePagesPdf('three-lectures.pdf', 3)])
  await generation.generateFromFiles()
  await expect(page).toHaveURL(/\/dashboard\/guides\/[0-9a-f-]{36}$/, { timeout: 30_000 })

  const point = (text: string) =>
    page.getByRole('article').getByRole('listitem').filter({ hasText: text })
  // Supported: the page that states it.
  await expect(
    point('central mechanism').getByRole('button', { name: 'Source: page 2' }),
  ).toBeVisible()
  // Not found.
  await expect(point(INVENTED_POINT.term).getByText('Not found in your material')).toBeVisible()
  // Contradicted: the text, no source, and the closest passage.
  const contradicted = point('never described')
  await expect(contradicted.getByText('Your material says otherwise')).toBeVisible()
  await expect(contradicted.getByRole('button', { name: /^Source:/ })).toHaveCount(0)
  const closest = contradicted.getByRole('button', { name: 'Closest passage: page 1' })
  await closest.focus()
  await page.keyboard.press('Enter')
  const viewer = page.getByRole('dialog', { name: 'Closest passage' })
  await expect(viewer).toBeVisible()
  await expect(viewer).toContainText(quoted)
  await expect(viewer.locator('mark')).toHaveText(['described'])
  await page.keyboard.press('Escape')
  await expect(closest).toBeFocused()

  // Stored with the guide: a reload shows the same verdicts.
  await page.reload()
  await expect(point('never described').getByText('Your material says otherwise')).toBeVisible()

  // The quiz question with a true quote under an answer that says otherwise.
  const quiz = new QuizTab(page)
  await quiz.open()
  await quiz.generate(5)
  await quiz.choose(0)
  await expect(page.getByText('Correct!')).toBeVisible()
  await expect(page.getByText('Your material says otherwise')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Source:/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'Closest passage: page 1' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Closest passage' }).locator('mark')).toHaveText([
    'shape',
  ])
})
