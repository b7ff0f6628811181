import { act, screen } from '@testing-library/react'
import { reviewCard } from '@/entities/flashcard/scheduling'
import { insertSet } from '@/entities/flashcard/testing/saved-sets'
import { insertGuide, signInNewAccount, sql } from '@/testing/backend-fixtures'
import { renderApp } from '@/testing/render-app'
import { queueChange, registerSender } from '@/lib/offline-queue/sync'

vi.setConfig({ testTimeout: 60_000 })
const slow = { timeout: 15_000 }

describe('changes sent once the connection returns', () => {
  it('are read back: /today stops counting as due the cards the queue has just reviewed', async () => {
    const ada = await signInNewAccount('Ada')
    const cells = await insertGuide(ada, { title: 'Cells' })
    const set = await insertSet(ada, cells.id, { title: 'Cells Flashcards' })
    // Reviews made offline: they reach the database a moment after the connection returns.
    let reachable = false
    registerSender('offline-reviews', async () => {
      if (!reachable) throw new TypeError('Failed to fetch')
      await new Promise((resolve) => setTimeout(resolve, 300))
      const learned = reviewCard(undefined, 'easy', new Date())
      await sql('update public.flashcard_sets set schedule = $1::jsonb where id = $2', [
        JSON.stringify({ card_0: learned, card_1: learned }),
        set.id,
      ])
    })
    await queueChange(ada.id, 'offline-reviews', {})

    renderApp('/today')
    expect(await screen.findByText('2 cards due today', {}, slow)).toBeVisible()
    reachable = true
    act(() => void window.dispatchEvent(new Event('online')))
    expect(await screen.findByText('All changes saved', {}, slow)).toBeVisible()
    expect(await screen.findByText('0 cards due today', {}, slow)).toBeVisible()
  })
})
