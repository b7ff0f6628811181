import { expect, test, type Page } from '@playwright/test'
import { fakeAi, GenerationPage, sampleNotes } from './support/generation'
import { useFakeAi } from './support/users'

/**
 * item 2: the fake OpenAI server cuts the guide short (finish_reason 'length', or a
 * stream closed before [DONE]); the app asks the model to continue, joins the parts, and says
 * so on the guide when it stays cut off.
 */

test.beforeEach(async ({ page, request }) => {
  await fakeAi.reset(request)
  await useFakeAi(page)
})

async function generate(page: Page) {
  await page.goto('/')
  const generation = new GenerationPage(page)
  await generation.fillNotes(sampleNotes, 'Enzymes')
  await generation.generateFromNotes()
  await expect(generation.paste.getByText('Study guide ready!')).toBeVisible({ timeout: 30_000 })
  return page.locator('#delivered-guide').getByRole('article')
}

test('a guide cut off before [DONE] is continued and joined without a seam', async ({
  page,
  request,
}) => {
  await fakeAi.script(request, {
    purpose: 'studyGuide',
    body: '# Enzymes\n\n## Overview\nEnzymes are biological catalysts that lower',
    endWithoutDone: true,
  })
  await fakeAi.script(request, {
    purpose: 'studyGuide',
    body: 'catalysts that lower the activation energy of reactions.\n\n## Summary\nEnzymes speed up reactions.',
  })
  const guide = await generate(page)
  await expect(guide).toContainText(
    'Enzymes are biological catalysts that lower the activation energy of reactions.',
  )
  await expect(guide.getByRole('heading', { name: 'Summary' })).toBeVisible()
  await expect(guide).not.toContainText('This guide was cut off')
  const guideRequests = (await fakeAi.requests(request)).filter((r) => r.purpose === 'studyGuide')
  expect(guideRequests).toHaveLength(2)
  expect(guideRequests[1]?.body.messages.at(-2)).toMatchObject({ role: 'assistant' })
})

test('a guide still cut off at max_tokens after two continuations says so', async ({
  page,
  request,
}) => {
  await fakeAi.script(request, {
    purpose: 'studyGuide',
    body: '# Enzymes\n\n## Overview\nEnzymes are catalysts.',
    finishReason: 'length',
    times: 3,
  })
  const guide = await generate(page)
  await expect(guide.getByText(/^This guide was cut off/)).toBeVisible()
  const guideRequests = (await fakeAi.requests(request)).filter((r) => r.purpose === 'studyGuide')
  expect(guideRequests).toHaveLength(3)
})
