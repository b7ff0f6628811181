import { expect, test } from '@playwright/test'
import { cellBiologyGuide, fakeAiRequests, insertGuide } from './support/data'
import { e2eEnv } from './support/env'
import { QuizTab, slowFakeAi, userMessage } from './support/quiz'
import { createConfirmedUser, signInViaStorage, useFakeAi } from './support/users'

test('quiz: generate, explain a mistake, finish with a band, adapt to feedback, keep history after reload', async ({
  page,
  request,
}) => {
  const since = Date.now()
  const user = await createConfirmedUser(request, { name: 'Quinn' })
  const guide = await insertGuide(request, user, {
    title: 'Cell Biology',
    content: cellBiologyGuide,
  })
  await useFakeAi(page)
  await signInViaStorage(page, user, `/dashboard/guides/${guide.id}`)

  const quiz = new QuizTab(page)
  await quiz.open()
  await expect(quiz.engineLabel).toHaveText(/gpt-4/)
  await expect(quiz.nextDifficulty).toHaveText('Next quiz: Medium difficulty')
  await quiz.generate(5)

  const [generation] = await fakeAiRequests(request, since, 'quiz')
  expect(generation?.body).toMatchObject({ max_tokens: 3000, temperature: 0.3 })
  expect(userMessage(generation!)).toContain(
    'exactly 5 multiple-choice questions at medium difficulty',
  )
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()

  // The fake server puts question i's right answer at option i % 4: option 2 is wrong for question 1.
  await slowFakeAi(request, 'mistakeExplanation', 1_500)
  await quiz.choose(1)
  await expect(page.getByText('Generating explanation…')).toBeVisible()
  const explanation = page.getByText(/is right because the material states it directly/)
  await expect(explanation).toBeVisible()
  await expect(page.getByText('Generating explanation…')).toBeHidden()
  const [mistake] = await fakeAiRequests(request, since, 'mistakeExplanation')
  expect(mistake?.body).toMatchObject({ max_tokens: 120, temperature: 0.5 })

  await quiz.moveOn()
  for (const index of [1, 2, 3]) {
    await expect(quiz.progress(index + 1, 5)).toBeVisible()
    await quiz.choose(index)
    await expect(page.getByText('Correct!')).toBeVisible()
    await quiz.moveOn()
  }
  await expect(quiz.progress(5, 5)).toBeVisible()
  await quiz.choose(0)
  await expect(page.getByRole('button', { name: 'Finish Quiz' })).toBeEnabled()
  await page.getByRole('button', { name: 'Finish Quiz' }).click()

  await expect(page.getByRole('heading', { name: 'Quiz results' })).toBeVisible()
  const score = page.locator('[data-band]').filter({ hasText: '80%' })
  await expect(score).toHaveAttribute('data-band', 'green')
  await expect(page.getByText(/4 of 5 correct · Time: (N\/A|\d+:\d\d)/)).toBeVisible()
  const wrong = page.getByRole('list', { name: 'Wrong answers' }).getByRole('listitem')
  await expect(wrong).toHaveCount(1)
  await expect(wrong.first()).toContainText('Your answer:')
  await expect(wrong.first()).toContainText(/is right because the material states it directly/)

  await page.getByRole('button', { name: 'Rate Quiz' }).click()
  await expect(page.getByRole('radio', { name: 'Just right' })).toBeChecked()
  await page.getByRole('radio', { name: 'Too easy' }).check()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(quiz.dashboardHeading).toBeVisible()
  // Medium rated too easy → hard, which also forces broader questions.
  await expect(quiz.nextDifficulty).toHaveText('Next quiz: Hard difficulty')

  await page.getByRole('button', { name: 'Generate New Quiz' }).click()
  await expect(
    page.getByRole('checkbox', { name: 'Include broader topic questions' }),
  ).toBeChecked()
  await page.getByRole('button', { name: 'Generate Quiz' }).click()
  await expect(quiz.progress(1, 10)).toBeVisible()
  const generations = await fakeAiRequests(request, since, 'quiz')
  expect(generations).toHaveLength(2)
  expect(userMessage(generations[1]!)).toContain('at hard difficulty')
  expect(userMessage(generations[1]!)).toMatch(
    /6 questions must come from the material and 4 must be broader/,
  )
  await page.getByRole('button', { name: 'Quit quiz' }).click()

  await page.reload()
  await quiz.open()
  const items = quiz.quizList.getByRole('listitem')
  await expect(items).toHaveCount(2)
  await expect(items.nth(0)).toHaveAccessibleName('Quiz 2')
  await expect(items.nth(0)).toContainText('Hard')
  await expect(items.nth(0).getByRole('button', { name: 'Start' })).toBeVisible()
  await expect(items.nth(1)).toHaveAccessibleName('Quiz 1')
  await expect(items.nth(1)).toContainText('80%')
  await expect(items.nth(1).getByRole('button', { name: 'Retake' })).toBeVisible()
  await expect(quiz.recentPerformance.getByText('80%')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Score over time' })).toBeVisible()
  // The newest quiz has no feedback yet, so the next one is medium again.
  await expect(quiz.nextDifficulty).toHaveText('Next quiz: Medium difficulty')
})

test('quiz by the spec’s words: page-wide buttons, radios and checkboxes name one control each', async ({
  page,
  request,
}) => {
  const user = await createConfirmedUser(request, { name: 'Literal' })
  const guide = await insertGuide(request, user, {
    title: 'Cell Biology',
    content: cellBiologyGuide,
  })
  await useFakeAi(page)
  await signInViaStorage(page, user, `/dashboard/guides/${guide.id}`)

  await page.getByRole('tab', { name: 'Quiz' }).click()
  // dashboard → settings (Generate)
  await page.getByRole('button', { name: 'Generate' }).click()
  await expect(page.getByRole('checkbox', { name: 'Enable multiple attempts' })).toBeChecked()
  await expect(
    page.getByRole('checkbox', { name: 'Include broader topic questions' }),
  ).not.toBeChecked()
  await expect(page.getByRole('radio', { name: '10', exact: true })).toBeChecked()
  await page.getByRole('radio', { name: '5', exact: true }).check()
  await page.getByRole('button', { name: 'Generate' }).click()

  // The fake server puts question i's right answer at option i % 4.
  const options = page.getByRole('group').getByRole('button')
  await expect(page.getByText('Question 1 of 5')).toBeVisible()
  await expect(options).toHaveCount(4)
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()
  await options.nth(0).click()
  await expect(page.getByText('Correct!')).toBeVisible()
  await expect(options.nth(0)).toHaveClass(/green/)
  await page.getByRole('button', { name: 'Next' }).click()

  await expect(page.getByText('Question 2 of 5')).toBeVisible()
  await options.nth(0).click()
  await expect(options.nth(0)).toHaveClass(/red/)
  await expect(options.nth(1)).toHaveClass(/green/)
  await expect(page.getByText(/is right because the material states it directly/)).toBeVisible()
  // Locked once chosen.
  for (const index of [0, 1, 2, 3]) await expect(options.nth(index)).toBeDisabled()
  await options.nth(1).click({ force: true })
  await expect(options.nth(0)).toHaveClass(/red/)
  await page.getByRole('button', { name: 'Previous' }).click()
  await expect(page.getByText('Question 1 of 5')).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  for (const index of [2, 3]) {
    await expect(page.getByText(`Question ${index + 1} of 5`)).toBeVisible()
    await options.nth(index % 4).click()
    await page.getByRole('button', { name: 'Next' }).click()
  }
  await expect(page.getByText('Question 5 of 5')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0)
  await options.nth(0).click()
  await page.getByRole('button', { name: 'Finish Quiz' }).click()

  // results → feedback (Rate Quiz); Skip → results; Submit → dashboard.
  await expect(page.getByText('80%')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Retake' })).toBeVisible()
  await page.getByRole('button', { name: 'Rate Quiz' }).click()
  await expect(page.getByRole('radio', { name: 'Just right' })).toBeChecked()
  await expect(page.getByRole('radio', { name: '5' })).toBeChecked()
  await page.getByRole('button', { name: 'Skip' }).click()
  await page.getByRole('button', { name: 'Rate Quiz' }).click()
  await page.getByLabel('Too hard').check()
  await page.getByLabel('Comments').fill('Tricky wording.')
  await page.getByRole('button', { name: 'Submit' }).click()

  await expect(page.getByRole('heading', { name: 'Quiz 1' })).toBeVisible()
  await expect(page.getByText('Next quiz: Easy difficulty')).toBeVisible()
  // dashboard → quiz (Retake), restarting at question 1.
  await page.getByRole('button', { name: 'Retake' }).click()
  await expect(page.getByText('Question 1 of 5')).toBeVisible()
})

test('by keyboard, Generate Quiz keeps the focus while the quiz generates and when it fails', async ({
  page,
  request,
}) => {
  const user = await createConfirmedUser(request, { name: 'Keys' })
  const guide = await insertGuide(request, user, {
    title: 'Cell Biology',
    content: cellBiologyGuide,
  })
  await useFakeAi(page)
  await signInViaStorage(page, user, `/dashboard/guides/${guide.id}`)
  await new QuizTab(page).open()
  await page.getByRole('button', { name: 'Generate New Quiz' }).press('Enter')
  await expect(page.getByRole('heading', { name: 'Quiz settings' })).toBeFocused()
  const generate = page.getByRole('button', { name: 'Generate Quiz' })

  await request.post(`${e2eEnv.aiControlUrl}/__script`, {
    data: { purpose: 'quiz', status: 500, times: 5 },
  })
  await generate.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert')).toHaveText('Failed to generate quiz. Please try again.')
  await expect(generate).toBeFocused()
  await request.delete(`${e2eEnv.aiControlUrl}/__script`)

  await slowFakeAi(request, 'quiz', 1_500)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').getByText('Generating quiz…')).toBeVisible()
  await expect(generate).toBeFocused()
  await expect(generate).toBeDisabled()
  await expect(page.getByText('Question 1 of 10')).toBeVisible()
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeFocused()
})
