/**
 * The saved audio overview (migration 20261128700100_audio_overviews) on PGlite: only the
 * guide's owner reads and writes it, and its size is bounded as the client bounds it.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_AUDIO_OVERVIEW_JSON_BYTES, MAX_AUDIO_OVERVIEW_LINES } from '../../src/config/limits'
import { createDatabase } from '../../supabase/local/schema'
import { anon, asActor, ids, outcomeOf, userActor } from './support/actors'

let db: PGlite
beforeAll(async () => {
  db = await createDatabase()
})
afterAll(async () => {
  await db.close()
})

const owner = userActor(ids.student, 'student@example.com')
const otherStudent = userActor(ids.admin, 'admin@example.com')
const save = `update public.study_guides set audio_overview = $2::jsonb where id = $1`
const read = `select audio_overview from public.study_guides where id = $1 and audio_overview is not null`
const refused = {
  code: '23514',
  error:
    'new row for relation "study_guides" violates check constraint "study_guides_audio_overview_limit"',
}

const line = (n: number, text = `Line ${n}.`) => ({
  speaker: n % 2 === 0 ? 'guest' : 'host',
  text,
  citations: [],
})
const overview = (lines: unknown) =>
  JSON.stringify({ version: 1, length: 'short', focus: '', lines })
const many = (count: number) => Array.from({ length: count }, (_, n) => line(n))

describe('study_guides.audio_overview', () => {
  it('the owner saves an overview and reads it back', async () => {
    const stored = await asActor(db, owner, async (tx) => {
      await tx.query(save, [ids.studentGuide, overview(many(3))])
      const { rows } = await tx.query<{ audio_overview: { lines: unknown[] } }>(read, [
        ids.studentGuide,
      ])
      return rows[0]?.audio_overview
    })
    expect(stored?.lines).toEqual(many(3))
  })

  it('another student and an anonymous caller can neither write nor read it', async () => {
    expect(await outcomeOf(db, otherStudent, save, [ids.studentGuide, overview(many(3))])).toBe(0)
    const anonymous = await outcomeOf(db, anon, save, [ids.studentGuide, overview(many(3))])
    expect(anonymous === 0 || anonymous === 'denied').toBe(true)
    const readByOtherStudent = () =>
      asActor(db, otherStudent, async (tx) => {
        await tx.query('set local role postgres')
        await tx.query(save, [ids.studentGuide, overview(many(3))])
        await tx.query(`set local role authenticated`)
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ sub: ids.admin, role: 'authenticated' }),
        ])
        return (await tx.query(read, [ids.studentGuide])).rows.length
      })
    expect(await readByOtherStudent()).toBe(0)
  })

  it(`accepts ${MAX_AUDIO_OVERVIEW_LINES} lines and refuses one more`, async () => {
    expect(
      await outcomeOf(db, owner, save, [
        ids.studentGuide,
        overview(many(MAX_AUDIO_OVERVIEW_LINES)),
      ]),
    ).toBe(1)
    expect(
      await outcomeOf(db, owner, save, [
        ids.studentGuide,
        overview(many(MAX_AUDIO_OVERVIEW_LINES + 1)),
      ]),
    ).toEqual(refused)
  })

  it('refuses more than 512 KiB of JSON, however few the lines', async () => {
    const huge = [line(0, 'a'.repeat(MAX_AUDIO_OVERVIEW_JSON_BYTES))]
    expect(await outcomeOf(db, owner, save, [ids.studentGuide, overview(huge)])).toEqual(refused)
  })

  it('refuses a script that is not an object with a list of lines', async () => {
    expect(await outcomeOf(db, owner, save, [ids.studentGuide, JSON.stringify([line(0)])])).toEqual(
      refused,
    )
    expect(
      await outcomeOf(db, owner, save, [ids.studentGuide, JSON.stringify({ lines: 'none' })]),
    ).toEqual(refused)
  })
})
