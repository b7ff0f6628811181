import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { insertGuides } from './support/data'
import { fakeAi, GenerationPage, sampleNotes } from './support/generation'
import { loggedRequests, type LoggedRequest } from './support/long-lectures'
import { TutorPanel } from './support/tutor'
import { createConfirmedUser, signInViaStorage, useFakeAi } from './support/users'

/**
 * Stop (tutor) and Cancel (generation) end the provider's connection, which the fake server
 * sees as a client that went away, and no text of the stopped reply reaches the page afterwards,
 * the reply being read in the stream worker. No fixed waits: the proof that nothing came late
 * is a second reply that went all the way through the same worker and page afterwards.
 */

test.beforeEach(async ({ page, request }) => {
  await fakeAi.reset(request)
  await useFakeAi(page)
})
test.afterEach(async ({ request }) => fakeAi.reset(request))

const streamWorker = (page: Page) =>
  page.waitForEvent('worker', (worker) => worker.url().includes('stream.worker'))

/** The one request of `purpose` the fake server received, once it has ended. */
async function endedRequests(request: APIRequestContext, purpose: string) {
  let found: LoggedRequest[] = []
  await expect
    .poll(async () => {
      found = (await loggedRequests(request)).filter((entry) => entry.purpose === purpose)
      return found.map((entry) => ({ ended: entry.endedAt !== undefined, aborted: entry.aborted }))
    })
    .toEqual([{ ended: true, aborted: true }])
  return found
}

/** A long reply, sent slowly: only Stop or Cancel ends it within the test. */
const slowLines = (marker: string, lines: number) =>
  Array.from({ length: lines }, (_, i) => `Line ${i + 1} about ${marker} keeps arriving.`)

test('Stop in the tutor closes the provider connection and no text arrives afterwards', async ({
  page,
  request,
}) => {
  const user = await createConfirmedUser(request, { name: 'Stopper' })
  const [guide] = await insertGuides(request, user, [
    { title: 'Cell Biology', content: '# Cell Biology\n\nMitochondria release energy.\n' },
  ])
  await signInViaStorage(page, user, `/dashboard/guides/${guide!.id}`)
  const tutor = new TutorPanel(page)
  await tutor.open()
  await fakeAi.script(request, {
    purpose: 'tutor',
    body: slowLines('zebrafish', 40).join(' '),
    chunkDelayMs: 150,
  })

  const worker = streamWorker(page)
  await tutor.ask('What do mitochondria do?')
  await worker
  const first = tutor.replies.first()
  await expect(first).toContainText('Line 2 about zebrafish')
  await tutor.stop.click()
  await expect(first).toContainText('Stopped.')
  const atStop = await first.textContent()
  expect(atStop).not.toContain('Line 40')

  // The provider saw the client go away before its reply was complete.
  const [stopped] = await endedRequests(request, 'tutor')
  expect(stopped?.aborted).toBe(true)

  // A second reply goes all the way through the worker and the page; the first is unchanged.
  await fakeAi.script(request, { purpose: 'tutor', body: 'Ribosomes assemble proteins.' })
  await tutor.ask('And the ribosomes?')
  await expect(tutor.replies.nth(1)).toHaveText(/Ribosomes assemble proteins\./)
  await expect(tutor.stop).toBeHidden()
  expect(await first.textContent()).toBe(atStop)
  const all = (await loggedRequests(request)).filter((entry) => entry.purpose === 'tutor')
  expect(all.map((entry) => entry.aborted)).toEqual([true, false])
})

test('Cancel during generation closes the provider connection and no text arrives afterwards', async ({
  page,
  request,
}) => {
  await fakeAi.script(request, {
    purpose: 'studyGuide',
    body: ['# Enzymes', '', '## Overview', ...slowLines('zebrafish', 80)].join('\n'),
    chunkDelayMs: 150,
  })
  await page.goto('/')
  const generation = new GenerationPage(page)
  await generation.fillNotes(sampleNotes, 'Enzymes')
  const worker = streamWorker(page)
  await generation.generateFromNotes()
  await worker
  const preview = generation.paste.getByRole('region', { name: /Study guide/ })
  await expect(preview).toContainText('Line 2 about zebrafish')

  // From the moment Cancel is clicked (before the app hears of it), every text the page adds is
  // recorded.
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as Window & { afterCancel?: string[] }).afterCancel = seen
    const record = (records: MutationRecord[]) => {
      for (const change of records) {
        if (change.type === 'characterData') seen.push(change.target.textContent ?? '')
        for (const node of change.addedNodes) seen.push(node.textContent ?? '')
      }
    }
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest('button')
      if (button?.textContent?.trim() !== 'Cancel') return
      document.removeEventListener('click', onClick, true)
      new MutationObserver(record).observe(document.body, {
        childList: true,
        characterData: true,
        subtree: true,
      })
    }
    document.addEventListener('click', onClick, true)
  })
  await generation.paste.getByRole('button', { name: 'Cancel', exact: true }).click()
  await expect(generation.paste.getByText('Generating with AI…')).toHaveCount(0)
  await expect(preview).toHaveCount(0)
  await expect(generation.paste.getByLabel('Notes')).toHaveValue(sampleNotes)

  // The provider saw the client go away before its reply was complete.
  await endedRequests(request, 'studyGuide')

  // A second run goes all the way through the worker and the page: nothing of the first came.
  await fakeAi.script(request, {
    purpose: 'studyGuide',
    body: '# Enzymes\n\n## Overview\nEnzymes are catalysts.\n\n## Summary\nThey speed reactions up.',
  })
  await generation.generateFromNotes()
  await expect(generation.paste.getByText('Study guide ready!')).toBeVisible()
  await expect(page.locator('#delivered-guide')).toContainText('They speed reactions up.')
  const afterCancel = await page.evaluate(
    () => (window as Window & { afterCancel?: string[] }).afterCancel ?? [],
  )
  expect(afterCancel.filter((text) => text.includes('zebrafish'))).toEqual([])
  const guides = (await loggedRequests(request)).filter((entry) => entry.purpose === 'studyGuide')
  expect(guides.map((entry) => entry.aborted)).toEqual([true, false])
})
