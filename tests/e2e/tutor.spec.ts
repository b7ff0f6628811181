import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { insertGuides } from './support/data'
import { clearScripts, scriptTutor, TutorPanel, tutorRequests } from './support/tutor'
import { createConfirmedUser, signInViaStorage, useFakeAi } from './support/users'

const guideContent = `# Cell Biology

## Key Concepts
- **Mitochondria**: organelles that release energy from glucose through cellular respiration.
- **Ribosomes**: structures that assemble proteins from amino acids.

## Summary
Organelles divide the work of the cell between energy, proteins and information.
`

async function openGuide(page: Page, request: APIRequestContext) {
  const user = await createConfirmedUser(request, { name: 'Tutee' })
  const [guide] = await insertGuides(request, user, [
    { title: 'Cell Biology', content: guideContent },
  ])
  await signInViaStorage(page, user, `/dashboard/guides/${guide!.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Cell Biology' }).first()).toBeVisible()
  const tutor = new TutorPanel(page)
  await tutor.open()
  return tutor
}

test.beforeEach(async ({ page }) => useFakeAi(page))
test.afterEach(async ({ request }) => clearScripts(request))

test('the tutor streams an answer from the guide and keeps the conversation', async ({
  page,
  request,
}) => {
  const since = Date.now()
  const tutor = await openGuide(page, request)
  await expect(tutor.send).toBeDisabled()
  // Found by its name anywhere on the page: no other button (e.g. Feedback) answers to 'Send'.
  await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(1)
  await tutor.input.fill('   ')
  await expect(tutor.send).toBeDisabled()

  await scriptTutor(request, { chunkDelayMs: 150 })
  await tutor.ask('What do mitochondria do?')

  // Streaming: part of the answer is on screen while Stop is still offered.
  await expect(tutor.replies.first()).toContainText('The guide says')
  await expect(tutor.stop).toBeVisible()
  await tutor.input.fill('Next question')
  await expect(tutor.send).toBeDisabled()
  await expect(tutor.replies.first()).toContainText(
    'release energy from glucose through cellular respiration',
  )
  await expect(tutor.replies.first()).toContainText('answers your question about')
  await expect(tutor.stop).toBeHidden()
  await expect(tutor.send).toBeEnabled()
  // The floating Feedback button does not cover Send: it sits below the panel.
  const send = await tutor.send.boundingBox()
  const feedback = await page.getByRole('button', { name: 'Feedback' }).boundingBox()
  expect(send && feedback && send.y + send.height <= feedback.y).toBe(true)

  const [first] = await tutorRequests(request, since)
  expect(first?.body).toMatchObject({ max_tokens: 400, temperature: 0.7, stream: true })
  expect(first?.body.messages[0]?.content).toContain('organelles that release energy from glucose')
  expect(first?.body.messages.at(-1)).toEqual({ role: 'user', content: 'What do mitochondria do?' })

  await tutor.ask('And the ribosomes?')
  await expect(tutor.replies.nth(1)).toContainText('assemble proteins')
  const second = (await tutorRequests(request, since))[1]
  expect(second?.body.messages.slice(1, 3)).toEqual([
    { role: 'user', content: 'What do mitochondria do?' },
    { role: 'assistant', content: expect.stringContaining('The guide says') as unknown as string },
  ])

  await tutor.close()
  await tutor.open()
  await expect(tutor.questions).toHaveCount(2)
  await expect(tutor.replies).toHaveCount(2)
})

test('Stop ends a streaming reply and keeps what arrived', async ({ page, request }) => {
  const tutor = await openGuide(page, request)
  await scriptTutor(request, { chunkDelayMs: 400 })

  await tutor.ask('What do mitochondria do?')
  await expect(tutor.replies.first()).toContainText('The guide says')
  await tutor.stop.click()

  await expect(tutor.replies.first()).toContainText('Stopped.')
  await expect(tutor.replies.first()).not.toContainText('answers your question about')
  await expect(tutor.stop).toBeHidden()
  await tutor.input.fill('One more?')
  await expect(tutor.send).toBeEnabled()
})

test('a failing provider shows the error reply, and the next question works', async ({
  page,
  request,
}) => {
  const tutor = await openGuide(page, request)
  // The client retries a 5xx twice before giving up.
  await scriptTutor(request, { status: 500, times: 3 })

  await tutor.ask('What do mitochondria do?')
  await expect(tutor.replies.first()).toHaveText(
    /Sorry, I encountered an error\. Please try again\./,
  )
  await expect(tutor.send).toBeDisabled()

  await clearScripts(request)
  await tutor.ask('What do ribosomes do?')
  await expect(tutor.replies.nth(1)).toContainText('assemble proteins')
})
