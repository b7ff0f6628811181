/**
 * A guide renamed on two devices (issue 43) on PGlite: the rename made later is kept, whichever
 * reached the database first, and a new cover colour is written whatever the renames did.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../../supabase/local/schema'
import { commitAs, ids, userActor } from './support/actors'

let db: PGlite
beforeAll(async () => {
  db = await createDatabase()
})
afterAll(async () => {
  await db.close()
})

const asStudent = userActor(ids.student, 'student@example.com')
const morning = '2026-11-21T08:00:00.000Z'
const evening = '2026-11-21T19:30:00.000Z'

/** A rename as updateGuide sends it: the title and when the student made it. */
async function rename(title: string, at: string | null) {
  await commitAs(
    db,
    asStudent,
    `update public.study_guides set title = $2, title_changed_at = $3 where id = $1`,
    [ids.studentGuide, title, at],
  )
}

async function recolour(color: string) {
  await commitAs(db, asStudent, `update public.study_guides set cover_color = $2 where id = $1`, [
    ids.studentGuide,
    color,
  ])
}

async function stored() {
  const { rows } = await db.query<{ title: string; cover_color: string }>(
    `select title, cover_color from public.study_guides where id = $1`,
    [ids.studentGuide],
  )
  return rows[0]
}

describe('a guide renamed on two devices', () => {
  it('keeps the later rename when it syncs last', async () => {
    await rename('Cells (phone)', morning)
    await rename('Cells (laptop)', evening)
    expect((await stored())?.title).toBe('Cells (laptop)')
  })

  it('keeps the later rename when it synced first, and the colour changed meanwhile', async () => {
    await rename('Biology (laptop)', '2026-11-22T19:30:00.000Z')
    await recolour('from-teal-400 to-teal-600')
    await rename('Biology (phone)', '2026-11-22T08:00:00.000Z')
    expect(await stored()).toEqual({
      title: 'Biology (laptop)',
      cover_color: 'from-teal-400 to-teal-600',
    })
  })

  it('takes a time from the future as now: a wrong clock does not lock the title', async () => {
    await rename('Far future', '2099-01-01T00:00:00.000Z')
    await rename('Now', new Date().toISOString())
    expect((await stored())?.title).toBe('Now')
  })
})
