import { insertGuide, signInNewAccount, sql } from '@/testing/backend-fixtures'
import { updateGuide } from './guides-api'

/**
 * Renames as the offline queue sends them (updateGuide, with the time each was made) against the
 * local backend: renamed on two devices, the later rename is kept whichever syncs last.
 */
async function storedTitle(id: string) {
  const [row] = await sql<{ title: string }>(
    'select title from public.study_guides where id = $1',
    [id],
  )
  return row?.title
}

describe('a guide renamed on two devices, sent by updateGuide', () => {
  it('keeps the laptop’s evening rename when the phone’s morning one syncs after it', async () => {
    const owner = await signInNewAccount('Renames')
    const guide = await insertGuide(owner)
    await updateGuide({
      id: guide.id,
      changes: { title: 'Laptop' },
      at: '2026-11-21T19:30:00.000Z',
    })
    await updateGuide({ id: guide.id, changes: { title: 'Phone' }, at: '2026-11-21T08:00:00.000Z' })
    expect(await storedTitle(guide.id)).toBe('Laptop')
    await updateGuide({ id: guide.id, changes: { title: 'Later' }, at: '2026-11-22T08:00:00.000Z' })
    expect(await storedTitle(guide.id)).toBe('Later')
  }, 30_000)
})
