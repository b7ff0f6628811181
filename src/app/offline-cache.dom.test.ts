import { QueryClient } from '@tanstack/react-query'
import { waitFor } from '@testing-library/react'
import { keepGuide } from '@/lib/offline-data/kept-guides'
import { keepOfflineCopy, restoreOfflineCopy } from './offline-cache'

const DAY = 24 * 60 * 60 * 1000

/** A student's cache as the screens fill it: the library, guides, their quizzes and sets. */
function filledCache(now: number) {
  const client = new QueryClient()
  client.setQueryData(['study-guides', 'list'], [{ id: 'g-new' }, { id: 'g-old' }])
  client.setQueryData(['study-guides', 'detail', 'g-new'], { id: 'g-new', title: 'Cells' })
  client.setQueryData(['quizzes', 'g-new'], [{ id: 'quiz-1' }])
  client.setQueryData(['flashcard-sets', 'g-new'], [{ id: 'set-1' }])
  // Opened 31 days ago.
  client.setQueryData(
    ['study-guides', 'detail', 'g-old'],
    { id: 'g-old' },
    { updatedAt: now - 31 * DAY },
  )
  client.setQueryData(['quizzes', 'g-old'], [{ id: 'quiz-old' }], { updatedAt: now - 31 * DAY })
  // An unsaved guide's quizzes, and data that is not study material.
  client.setQueryData(['quizzes', 'unsaved-1'], [{ id: 'draft' }])
  client.setQueryData(['ai-usage', '2026-11-28'], { used: 3 })
  return client
}

async function copiedInto(userId: string) {
  const fresh = new QueryClient()
  await restoreOfflineCopy(fresh, userId)
  return fresh
}

describe('the offline copy of a student’s study data', () => {
  it('keeps the library and the guides opened in the last 30 days, with their quizzes and sets', async () => {
    const stop = keepOfflineCopy(filledCache(Date.now()), 'ada')
    await waitFor(async () =>
      expect((await copiedInto('ada')).getQueryData(['quizzes', 'g-new'])).toEqual([
        { id: 'quiz-1' },
      ]),
    )
    stop()
    const restored = await copiedInto('ada')
    expect(restored.getQueryData(['study-guides', 'list'])).toHaveLength(2)
    expect(restored.getQueryData(['study-guides', 'detail', 'g-new'])).toMatchObject({
      title: 'Cells',
    })
    expect(restored.getQueryData(['flashcard-sets', 'g-new'])).toEqual([{ id: 'set-1' }])
    expect(restored.getQueryData(['study-guides', 'detail', 'g-old'])).toBeUndefined()
    expect(restored.getQueryData(['quizzes', 'unsaved-1'])).toBeUndefined()
    expect(restored.getQueryData(['ai-usage', '2026-11-28'])).toBeUndefined()
    // Another student on this device has no copy of Ada's.
    expect((await copiedInto('grace')).getQueryCache().getAll()).toEqual([])
  })

  it('keeps a guide marked Available offline whatever its age', async () => {
    keepGuide('ada', 'g-old', true)
    const stop = keepOfflineCopy(filledCache(Date.now()), 'ada')
    await waitFor(async () =>
      expect((await copiedInto('ada')).getQueryData(['quizzes', 'g-old'])).toEqual([
        { id: 'quiz-old' },
      ]),
    )
    stop()
    expect((await copiedInto('ada')).getQueryData(['study-guides', 'detail', 'g-old'])).toEqual({
      id: 'g-old',
    })
  })
})
