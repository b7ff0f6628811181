import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { aiHandlers, recordAiRequests, saysOtherwiseAboutEvery } from '@/testing/ai-handlers'
import { sql } from '@/testing/backend-fixtures'
import { guideWithSource } from '@/testing/guide-with-source'
import { createGate } from '@/testing/gate'
import { server } from '@/testing/msw-server'
import { renderFlashcardsPanel } from '../testing/render-flashcards-panel'

describe('FlashcardsPanel with a second opinion', { timeout: 30_000 }, () => {
  it('opens the new set at once with the local verdicts; the cards the second opinion says otherwise about change in place and are saved so', async () => {
    const guide = await guideWithSource()
    const log = recordAiRequests()
    const gate = createGate()
    server.use(
      log.handler,
      saysOtherwiseAboutEvery('thylakoid membranes', gate.opened),
      ...aiHandlers,
    )
    const { user } = renderFlashcardsPanel(guide)
    await user.click(await screen.findByRole('button', { name: 'Create New Set' }))
    await user.click(screen.getByRole('radio', { name: '10' }))
    await user.click(screen.getByRole('button', { name: 'Generate Flashcards' }))

    // The set does not wait for the model's second opinion.
    expect(await screen.findByText('Card 1 of 10')).toBeVisible()
    await waitFor(() =>
      expect(log.requests.filter((request) => request.purpose === 'secondOpinion')).toHaveLength(1),
    )
    const stored = async () =>
      (
        await sql<{ cards: { citations?: { status: string }[] }[] }>(
          'select cards from public.flashcard_sets where study_guide_id = $1',
          [guide.id],
        )
      )[0]?.cards.map((card) => card.citations?.[0]?.status) ?? []
    await waitFor(async () => expect(await stored()).toHaveLength(10))
    const local = await stored()
    expect(local).toContain('verified')

    gate.open()
    await waitFor(async () => expect(await stored()).not.toEqual(local))
    const judged = await stored()
    // Every card is read against its passage, whatever the word check said: the model's
    // reading decides, and here it says otherwise about each.
    expect(judged.every((status) => status === 'contradicted')).toBe(true)
    // The card on screen follows.
    const changed = judged.findIndex(
      (status, card) => local[card] === 'verified' && status === 'contradicted',
    )
    expect(changed).toBeGreaterThanOrEqual(0)
    for (let card = 0; card < changed; card++)
      await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText(`Card ${changed + 1} of 10`)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Flip card' }))
    expect(await screen.findByText('Your material says otherwise')).toBeVisible()
  })
})
