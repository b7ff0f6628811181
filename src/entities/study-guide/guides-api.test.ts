import { server } from '@/testing/msw-server'
import { createFakeGuidesApi, guideRow } from '@/features/library/testing/fake-guides-api'
import { fetchGuide, fetchGuidesByIds } from './guides-api'

describe('guide fetches (spec section 6: filtered by user_id)', () => {
  const mine = guideRow({ user_id: 'user-1', title: 'Mine' })
  const theirs = guideRow({ user_id: 'user-2', title: 'Theirs' })

  it('fetches one whole guide by id and user', async () => {
    const api = createFakeGuidesApi([mine, theirs])
    server.use(...api.handlers)
    expect(await fetchGuide(mine.id, 'user-1')).toMatchObject({ id: mine.id, title: 'Mine' })
    expect(await fetchGuide(theirs.id, 'user-1')).toBeNull()
    const params = api.requests.map((request) => request.params)
    expect(params.map((param) => param.get('user_id'))).toEqual(['eq.user-1', 'eq.user-1'])
    expect(params[0]?.get('id')).toBe(`eq.${mine.id}`)
  })

  it('answers a malformed id with no guide, without asking the database', async () => {
    const api = createFakeGuidesApi([mine])
    server.use(...api.handlers)
    expect(await fetchGuide('not-a-guide', 'user-1')).toBeNull()
    expect(api.requests).toHaveLength(0)
  })

  it("fetches a unit guide's components by ids and user, in the order given", async () => {
    const other = guideRow({ user_id: 'user-1', title: 'Other' })
    const api = createFakeGuidesApi([mine, theirs, other])
    server.use(...api.handlers)
    const guides = await fetchGuidesByIds([other.id, theirs.id, mine.id], 'user-1')
    expect(guides.map((guide) => guide.title)).toEqual(['Other', 'Mine'])
    expect(api.requests[0]?.params.get('user_id')).toBe('eq.user-1')
  })
})
