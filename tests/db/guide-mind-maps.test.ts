/**
 * The saved AI mind map (migration 20261128905100_guide_mind_maps) on PGlite: only the guide's
 * owner reads and writes it, and its size is bounded as the client bounds it.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_MIND_MAP_JSON_BYTES } from '../../src/config/limits'
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
const save = `update public.study_guides set mind_map = $2::jsonb where id = $1`
const read = `select mind_map from public.study_guides where id = $1 and mind_map is not null`
const refused = {
  code: '23514',
  error:
    'new row for relation "study_guides" violates check constraint "study_guides_mind_map_limit"',
}

const concept = (label: string) => ({ id: '0.0.0', kind: 'concept', label, children: [] })
const map = (labels: string[]) =>
  JSON.stringify({
    version: 1,
    root: { id: '0', kind: 'topic', label: 'Photosynthesis', children: labels.map(concept) },
  })

describe('study_guides.mind_map', () => {
  it('the owner saves a map and reads it back', async () => {
    const stored = await asActor(db, owner, async (tx) => {
      await tx.query(save, [ids.studentGuide, map(['ATP', 'NADPH'])])
      const { rows } = await tx.query<{ mind_map: { root: { children: unknown[] } } }>(read, [
        ids.studentGuide,
      ])
      return rows[0]?.mind_map
    })
    expect(stored?.root.children).toEqual([concept('ATP'), concept('NADPH')])
  })

  it('another student and an anonymous caller can neither write nor read it', async () => {
    expect(await outcomeOf(db, otherStudent, save, [ids.studentGuide, map(['ATP'])])).toBe(0)
    const anonymous = await outcomeOf(db, anon, save, [ids.studentGuide, map(['ATP'])])
    expect(anonymous === 0 || anonymous === 'denied').toBe(true)
    const readByOtherStudent = () =>
      asActor(db, otherStudent, async (tx) => {
        await tx.query('set local role postgres')
        await tx.query(save, [ids.studentGuide, map(['ATP'])])
        await tx.query(`set local role authenticated`)
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ sub: ids.admin, role: 'authenticated' }),
        ])
        return (await tx.query(read, [ids.studentGuide])).rows.length
      })
    expect(await readByOtherStudent()).toBe(0)
  })

  it('accepts a map just under 256 KiB of JSON and refuses one over it', async () => {
    const under = map(['a'.repeat(MAX_MIND_MAP_JSON_BYTES - 200)])
    const over = map(['a'.repeat(MAX_MIND_MAP_JSON_BYTES)])
    expect(await outcomeOf(db, owner, save, [ids.studentGuide, under])).toBe(1)
    expect(await outcomeOf(db, owner, save, [ids.studentGuide, over])).toEqual(refused)
  })

  it('refuses a map that is not an object with a root node', async () => {
    expect(await outcomeOf(db, owner, save, [ids.studentGuide, JSON.stringify([])])).toEqual(
      refused,
    )
    expect(
      await outcomeOf(db, owner, save, [ids.studentGuide, JSON.stringify({ root: 'none' })]),
    ).toEqual(refused)
  })
})
