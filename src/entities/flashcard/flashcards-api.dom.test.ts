import { MAX_FLASHCARDS, MAX_STUDY_SET_JSON_BYTES } from '@/config/limits'
import { messages } from '@/lib/errors'
import { jsonByteLength } from '@/lib/stored-size'
import { insertGuide, signInNewAccount, sql } from '@/testing/backend-fixtures'
import { requestsTo } from '@/testing/local-backend'
import type { Flashcard } from './flashcard'
import { saveOrKeep } from '@/entities/unsaved-work/unsaved-work'
import { flashcardSetWork } from './flashcards-api'

const card = (n: number, back = `Back ${n}`): Flashcard => ({
  id: `card_${n}`,
  front: `Front ${n}`,
  back,
  difficulty: 'easy',
})
const cards = (count: number) => Array.from({ length: count }, (_, n) => card(n))

async function save(list: Flashcard[]) {
  const owner = await signInNewAccount('Ada')
  const guide = await insertGuide(owner)
  const set = {
    id: crypto.randomUUID(),
    studyGuideId: guide.id,
    title: 'Cards',
    cards: list,
    createdAt: new Date().toISOString(),
    schedule: {},
    sessions: [],
  }
  // Thrown synchronously for a set over the limit, as the generate mutation sees it.
  const outcome = await saveOrKeep(flashcardSetWork(set))
  if (!outcome.saved) throw outcome.error
  return (await sql('select cards from public.flashcard_sets where id = $1', [set.id]))[0] as {
    cards: Flashcard[]
  }
}

const savedSets = async () => (await sql('select id from public.flashcard_sets')).length

describe('what one saved flashcard set may hold (the database refuses more)', () => {
  it('saves the largest set offered: 25 cards', async () => {
    expect((await save(cards(MAX_FLASHCARDS))).cards).toHaveLength(MAX_FLASHCARDS)
  })

  it('refuses a 26th card before any request', async () => {
    await expect(save(cards(MAX_FLASHCARDS + 1))).rejects.toThrow(
      'This flashcard set is too large to save: a set holds at most 25 cards and 1 MB of text.',
    )
    expect(requestsTo('/rest/v1/flashcard_sets', 'POST')).toHaveLength(0)
  })

  it('shows the same message when the database measures the JSON over 1 MiB', async () => {
    // Just under 1 MiB as the browser writes it; the database's text of it has a space after
    // every ',' and ':', which takes it over.
    const list = cards(MAX_FLASHCARDS)
    const room = MAX_STUDY_SET_JSON_BYTES - jsonByteLength(list) - 10
    list[0] = card(0, 'x'.repeat(room + 'Back 0'.length))
    expect(jsonByteLength(list)).toBeLessThanOrEqual(MAX_STUDY_SET_JSON_BYTES)
    const before = await savedSets()
    await expect(save(list)).rejects.toThrow(messages.flashcardSetTooLarge)
    expect(requestsTo('/rest/v1/flashcard_sets', 'POST')).toHaveLength(1)
    expect(await savedSets()).toBe(before)
  })
})
