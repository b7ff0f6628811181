/**
 * Offline study (issue 43) on PGlite: a queued change sent twice is written once. A flashcard
 * session sent again returns the schedule and writes no second session or review; a quiz
 * attempt inserted again with its client-made id is ignored. RLS is unchanged: a stranger still
 * cannot record into the student's set, even with the student's session id.
 */
import { randomUUID } from 'node:crypto'
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../../supabase/local/schema'
import { commitAs, outcomeOf, userActor } from './support/actors'
import {
  addFlashcardRows,
  logEntry,
  recordParams,
  recordWithLogSql,
  review,
  student,
  stranger,
} from './support/flashcard-session-cases'

let db: PGlite
beforeAll(async () => {
  db = await createDatabase()
  await addFlashcardRows((sql, params) => db.query(sql, params))
})
afterAll(async () => {
  await db.close()
})

const asStudent = userActor(student.id, student.email)

async function written(sessionId: string) {
  const { rows } = await db.query<{ sessions: number; reviews: number }>(
    `select (select count(*)::int from public.flashcard_sessions where id = $1) as sessions,
            (select count(*)::int from public.flashcard_reviews where session_id = $1) as reviews`,
    [sessionId],
  )
  return rows[0]
}

describe('a queued flashcard session sent twice', () => {
  it('is written once, and the second send answers with the schedule', async () => {
    const sessionId = randomUUID()
    const args = [
      ...recordParams(sessionId, {
        card_3: review('2026-11-21T09:00:00.000Z'),
        card_4: review('2026-11-21T09:00:05.000Z'),
      }),
      JSON.stringify([logEntry('card_3'), logEntry('card_4')]),
    ]
    const first = await commitAs<{ schedule: Record<string, unknown> }>(
      db,
      asStudent,
      recordWithLogSql,
      args,
    )
    const again = await commitAs<{ schedule: Record<string, unknown> }>(
      db,
      asStudent,
      recordWithLogSql,
      args,
    )
    expect(again[0]?.schedule).toEqual(first[0]?.schedule)
    expect(await written(sessionId)).toEqual({ sessions: 1, reviews: 2 })
  })

  it('keeps RLS: a stranger reusing the student’s session id records nothing', async () => {
    const sessionId = randomUUID()
    const args = [...recordParams(sessionId, {}), JSON.stringify([logEntry('card_8')])]
    await commitAs(db, asStudent, recordWithLogSql, args)
    expect(
      await outcomeOf(db, userActor(stranger.id, stranger.email), recordWithLogSql, args),
    ).toEqual({ error: 'No such flashcard set', code: '42501' })
    expect(await written(sessionId)).toEqual({ sessions: 1, reviews: 1 })
  })
})
