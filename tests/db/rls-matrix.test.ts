/**
 * The row-level security matrix on PGlite (the cases and the expected outcome of every cell are
 * in support/rls-cases.ts), plus the same rules seen from user B and attempts to move rows.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../../supabase/local/schema'
import { asActor, outcomeOf, runAsOnPglite } from './support/actors'
import {
  B,
  a,
  actors,
  addStudyRows,
  cells,
  expected,
  rowsOf,
  statements,
} from './support/rls-cases'
import { defineShareTests } from './support/share-cases'

let db: PGlite
beforeAll(async () => {
  db = await createDatabase()
  await addStudyRows((sql, params) => db.query(sql, params))
})
afterAll(async () => {
  await db.close()
})

describe('RLS matrix', () => {
  it('covers every table and view of the public schema', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
    )
    expect(rows.map((row) => row.name).sort()).toEqual(Object.keys(expected).sort())
    expect(cells).toHaveLength(4 * 4 * Object.keys(expected).length)
  })

  it.each(cells)('$actor $op $table → $outcome', async ({ table, op, actor, outcome }) => {
    const [sql, params] = statements[table]![op]
    expect(await outcomeOf(db, actors[actor], sql, params)).toEqual(outcome)
  })
})

defineShareTests(() => runAsOnPglite(db))

describe('the other way round: user B on their own rows', () => {
  const b = rowsOf.B
  it.each([
    ['study_guides', b.guide],
    ['study_guide_summaries', b.guide],
    ['flashcard_sets', b.set],
    ['flashcard_sessions', b.session],
    ['quizzes', b.quiz],
    ['quiz_attempts', b.attempt],
  ])('B reads, and A cannot read, B’s row of %s', async (table, id) => {
    const sql = `select id from public.${table} where id = $1`
    expect(await outcomeOf(db, actors.userB, sql, [id])).toBe(1)
    expect(await outcomeOf(db, actors.userA, sql, [id])).toBe(0)
  })

  it('B reads, and A cannot read, B’s exam date', async () => {
    const sql = 'select exam_date from public.exam_dates where study_guide_id = $1'
    expect(await outcomeOf(db, actors.userB, sql, [b.guide])).toBe(1)
    expect(await outcomeOf(db, actors.userA, sql, [b.guide])).toBe(0)
  })

  it('B sees, and A cannot see, that B’s guide is shared', async () => {
    const sql = 'select guide_id from public.guide_shares where guide_id = $1'
    expect(await outcomeOf(db, actors.userB, sql, [b.guide])).toBe(1)
    expect(await outcomeOf(db, actors.userA, sql, [b.guide])).toBe(0)
  })

  it('B reads, and A cannot read, B’s guide source', async () => {
    const sql = 'select guide_id from public.study_guide_sources where guide_id = $1'
    expect(await outcomeOf(db, actors.userB, sql, [b.guide])).toBe(1)
    expect(await outcomeOf(db, actors.userA, sql, [b.guide])).toBe(0)
  })

  it.each([
    ['study_guides', `update public.study_guides set title = 'Mine' where id = $1`, b.guide],
    ['flashcard_sets', `update public.flashcard_sets set title = 'Mine' where id = $1`, b.set],
    [
      'flashcard_sessions',
      'update public.flashcard_sessions set time_spent = 5 where id = $1',
      b.session,
    ],
    ['quizzes', `update public.quizzes set title = 'Mine' where id = $1`, b.quiz],
    ['quiz_attempts', 'update public.quiz_attempts set score = 100 where id = $1', b.attempt],
  ])('B updates their own %s', async (_table, sql, id) => {
    expect(await outcomeOf(db, actors.userB, sql, [id])).toBe(1)
  })

  it.each([
    [
      'flashcard_sets',
      `insert into public.flashcard_sets (study_guide_id, title, cards) values ($1, 'Set', '[]')`,
      b.guide,
    ],
    [
      'flashcard_sessions',
      'insert into public.flashcard_sessions (flashcard_set_id) values ($1)',
      b.set,
    ],
    [
      'quizzes',
      `insert into public.quizzes (study_guide_id, questions) values ($1, '[]')`,
      b.guide,
    ],
    ['quiz_attempts', 'insert into public.quiz_attempts (quiz_id, score) values ($1, 70)', b.quiz],
  ])('B creates %s under their own parent, and A cannot', async (_table, sql, parent) => {
    expect(await outcomeOf(db, actors.userB, sql, [parent])).toBe(1)
    expect(await outcomeOf(db, actors.userA, sql, [parent])).toBe('rls')
  })

  it('B creates a guide without naming a user (user_id defaults to auth.uid())', async () => {
    const sql = `insert into public.study_guides (title, content) values ('Own', 'Text') returning user_id`
    const { rows } = await asActor(db, actors.userB, (tx) => tx.query<{ user_id: string }>(sql))
    expect(rows).toEqual([{ user_id: B.id }])
  })
})

describe('nobody moves rows to another user or another user’s parent', () => {
  it.each([
    ['a guide to B', 'update public.study_guides set user_id = $2 where id = $1', [a.guide, B.id]],
    [
      'a set to B’s guide',
      'update public.flashcard_sets set study_guide_id = $2 where id = $1',
      [a.set, rowsOf.B.guide],
    ],
    [
      'a session to B’s set',
      'update public.flashcard_sessions set flashcard_set_id = $2 where id = $1',
      [a.session, rowsOf.B.set],
    ],
    [
      'a quiz to B’s guide',
      'update public.quizzes set study_guide_id = $2 where id = $1',
      [a.quiz, rowsOf.B.guide],
    ],
    [
      'an attempt to B’s quiz',
      'update public.quiz_attempts set quiz_id = $2 where id = $1',
      [a.attempt, rowsOf.B.quiz],
    ],
    [
      'an exam date to B’s guide',
      'update public.exam_dates set study_guide_id = $2 where study_guide_id = $1',
      [a.guide, rowsOf.B.guide],
    ],
    [
      'a set in B’s name',
      `insert into public.flashcard_sets (study_guide_id, user_id, title, cards) values ($1, $2, 'S', '[]')`,
      [rowsOf.B.guide, B.id],
    ],
  ])('A cannot move %s', async (_what, sql, params) => {
    expect(await outcomeOf(db, actors.userA, sql, params)).toBe('rls')
  })
})
