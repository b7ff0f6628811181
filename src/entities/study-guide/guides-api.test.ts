import { createAccount, insertGuide, signInNewAccount } from '@/testing/backend-fixtures'
import { requestsTo } from '@/testing/local-backend'
import { fetchGuide, fetchGuidesByIds } from './guides-api'

describe('guide fetches (spec section 6: filtered by user_id)', () => {
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
