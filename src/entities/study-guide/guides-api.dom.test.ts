import { MAX_GUIDE_CHARS, MAX_SOURCE_CHARS } from '@/config/limits'
import { messages } from '@/lib/errors'
import { createAccount, insertGuide, signInNewAccount } from '@/testing/backend-fixtures'
import { requestsTo } from '@/testing/local-backend'
import { saveOrKeep } from '@/entities/unsaved-work/unsaved-work'
import { guideWork } from './guide-work'
import { fetchGuide, fetchGuidesByIds, type NewGuide } from './guides-api'

async function saveGuide(guide: NewGuide) {
  const { work, guide: saved } = guideWork(guide)
  const outcome = await saveOrKeep(work)
  if (!outcome.saved) throw outcome.error
  return saved
}

describe('guide fetches (filtered by user_id)', () => {
  async function twoLibraries() {
    const ada = await signInNewAccount('Ada')
    const bo = await createAccount('Bo')
    const mine = await insertGuide(ada, { title: 'Mine' })
    const theirs = await insertGuide(bo, { title: 'Theirs' })
    return { ada, mine, theirs }
  }

  it('fetches one whole guide by id and user', async () => {
    const { ada, mine, theirs } = await twoLibraries()
    expect(await fetchGuide(mine.id, ada.id)).toMatchObject({ id: mine.id, title: 'Mine' })
    expect(await fetchGuide(theirs.id, ada.id)).toBeNull()
    const params = requestsTo('/rest/v1/study_guides').map((request) => request.params)
    expect(params.map((param) => param.get('user_id'))).toEqual([`eq.${ada.id}`, `eq.${ada.id}`])
    expect(params[0]?.get('id')).toBe(`eq.${mine.id}`)
  })

  it('answers a malformed id with no guide, without asking the database', async () => {
    const { ada } = await twoLibraries()
    expect(await fetchGuide('not-a-guide', ada.id)).toBeNull()
    expect(requestsTo('/rest/v1/study_guides')).toHaveLength(0)
  })

  it("fetches a unit guide's components by ids and user, in the order given", async () => {
    const { ada, mine, theirs } = await twoLibraries()
    const other = await insertGuide(ada, { title: 'Other' })
    const guides = await fetchGuidesByIds([other.id, theirs.id, mine.id], ada.id)
    expect(guides.map((guide) => guide.title)).toEqual(['Other', 'Mine'])
    expect(requestsTo('/rest/v1/study_guides')[0]?.params.get('user_id')).toBe(`eq.${ada.id}`)
  })
})

describe('what one guide may hold (the database refuses more)', () => {
  const guide = (content: string, originalText = '') => ({ title: 'Big', content, originalText })

  it('saves a guide of exactly 2,000,000 characters, with 2,000,000 of material', async () => {
    const ada = await signInNewAccount('Ada')
    const saved = await saveGuide(guide('a'.repeat(MAX_GUIDE_CHARS), 'b'.repeat(MAX_SOURCE_CHARS)))
    expect((await fetchGuide(saved.id, ada.id))?.content).toHaveLength(MAX_GUIDE_CHARS)
  })

  it('refuses one character more with its size, before any request', async () => {
    await signInNewAccount('Ada')
    await expect(saveGuide(guide(`${'a'.repeat(MAX_GUIDE_CHARS)}🧬`))).rejects.toThrow(
      'This study guide is 2,000,001 characters long; the limit is 2,000,000 characters per guide, so it was not saved. Combine fewer guides.',
    )
    await expect(saveGuide(guide('# Notes', 'b'.repeat(MAX_SOURCE_CHARS + 1)))).rejects.toThrow(
      messages.sourceTooLong(MAX_SOURCE_CHARS + 1),
    )
    expect(requestsTo('/rest/v1/study_guides', 'POST')).toHaveLength(0)
  })
})
