import { expect, test, type Page } from '@playwright/test'
import { cellBiologyGuide, insertGuide, insertRows, selectRows } from './support/data'
import { FlashcardsTab } from './support/flashcards'
import { QuizTab } from './support/quiz'
import { createConfirmedUser, signInViaStorage } from './support/users'

/**
 * Studying offline (issue 43): a guide opened once is kept on the device; with no connection
 * its flashcards are reviewed and its quiz taken, each change waits in the offline queue (the
 * header counts them), a reload offline opens the app and the guide again, and back online the
 * changes reach the database exactly once.
 */
test.describe.configure({ timeout: 180_000 })

const cards = ['Nucleus', 'Ribosome', 'Mitochondrion'].map((front, index) => ({
  id: `card_${index}`,
  front,
  back: `The ${front.toLowerCase()} of the cell.`,
  difficulty: 'easy',
}))

const questions = [
  {
    id: 'q_0',
    question: 'Which organelle holds the DNA?',
    options: ['Nucleus', 'Ribosome', 'Vacuole', 'Membrane'],
    correctAnswer: 0,
    explanation: 'The nucleus holds the DNA.',
  },
  {
    id: 'q_1',
    question: 'Which organelle makes proteins?',
    options: ['Ribosome', 'Nucleus', 'Vacuole', 'Membrane'],
    correctAnswer: 0,
    explanation: 'Ribosomes make proteins.',
  },
]

const header = (page: Page) => page.getByRole('banner')

test('reviews cards and takes a quiz offline, survives a reload, and saves each once on reconnect', async ({
  page,
  context,
  request,
}) => {
  const user = await createConfirmedUser(request, { name: 'Ada' })
  const guide = await insertGuide(request, user, {
    title: 'Cell Biology',
    content: cellBiologyGuide,
    original_text: cellBiologyGuide,
  })
  const [setId] = await insertRows(request, user, 'flashcard_sets', [
    { study_guide_id: guide.id, title: 'Organelles', cards, schedule: {} },
  ])
  const [quizId] = await insertRows(request, user, 'quizzes', [
    {
      study_guide_id: guide.id,
      title: 'Cell Biology - Quiz 1',
      questions,
      difficulty: 'medium',
      settings: {
        questionCount: 2,
        allowRetake: true,
        useExternalContent: false,
        selectedGuides: [],
      },
    },
  ])

  // Online once: the guide, its flashcards and its quiz are opened (and so kept on the device).
  await signInViaStorage(page, user)
  await page.getByRole('link', { name: 'Cell Biology' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cell Biology' })).toBeVisible()
  const keep = page.getByRole('checkbox', { name: 'Available offline' })
  await keep.check()
  const flashcards = new FlashcardsTab(page)
  await flashcards.open()
  await expect(flashcards.set('Organelles')).toBeVisible()
  const quiz = new QuizTab(page)
  await quiz.open()
  await expect(quiz.quizList.getByRole('listitem', { name: 'Quiz 1' })).toBeVisible()
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  // The offline copy is written a second after the last read.
  await page.waitForTimeout(2_000)

  await context.setOffline(true)
  await flashcards.open()
  await flashcards.set('Organelles').getByRole('button', { name: 'Study' }).click()
  for (const _card of cards) {
    await flashcards.flipAndRate('Easy')
    if (await flashcards.button('Next').isVisible()) await flashcards.button('Next').click()
  }
  await flashcards.button('Finish Session').click()
  await expect(header(page).getByText('Offline — 1 change waiting')).toBeVisible()

  await quiz.open()
  await quiz.quizList.getByRole('button', { name: 'Start' }).click()
  await expect(quiz.progress(1, 2)).toBeVisible()
  for (let question = 0; question < 2; question++) {
    await quiz.choose(0)
    await quiz.moveOn()
  }
  await expect(page.getByText('100%', { exact: true })).toBeVisible()
  await expect(header(page).getByText('Offline — 2 changes waiting')).toBeVisible()

  // A reload with no connection: the service worker serves the app, the device the guide.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Cell Biology' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(header(page).getByText('Offline — 2 changes waiting')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Available offline' })).toBeChecked()
  await flashcards.open()
  await expect(flashcards.set('Organelles')).toBeVisible()
  expect(
    await selectRows(request, user, 'flashcard_sessions', `flashcard_set_id=eq.${setId}`),
  ).toEqual([])

  await context.setOffline(false)
  await expect(header(page).getByText('All changes saved')).toBeVisible({ timeout: 30_000 })
  const sessions = await selectRows(
    request,
    user,
    'flashcard_sessions',
    `flashcard_set_id=eq.${setId}&select=reviewed_cards`,
  )
  expect(sessions).toEqual([{ reviewed_cards: 3 }])
  const reviews = await selectRows(
    request,
    user,
    'flashcard_reviews',
    `flashcard_set_id=eq.${setId}`,
  )
  expect(reviews).toHaveLength(3)
  const attempts = await selectRows(
    request,
    user,
    'quiz_attempts',
    `quiz_id=eq.${quizId}&select=score,correct_answers`,
  )
  expect(attempts).toEqual([{ score: 100, correct_answers: 2 }])
})
