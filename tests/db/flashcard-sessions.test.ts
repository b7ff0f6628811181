/** record_flashcard_session on PGlite: one transaction, a per-card merge, and RLS as the caller. */
import { randomUUID } from 'node:crypto'
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../../supabase/local/schema'
import { anon, callAs, commitAs, outcomeOf, userActor } from './support/actors'
import {
  addFlashcardRows,
  logEntry,
  recordParams,
  recordSql,
  recordWithLogSql,
  review,
  setId,
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

async function stored() {
  const { rows } = await db.query<{ schedule: Record<string, unknown> }>(
    'select schedule from public.flashcard_sets where id = $1',
    [setId],
  )
  return rows[0]?.schedule ?? {}
}

async function sessionCount() {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from public.flashcard_sessions where flashcard_set_id = $1',
    [setId],
  )
  return rows[0]?.n ?? 0
}

describe('record_flashcard_session', () => {
  it('records the session and merges the reviewed cards into the schedule, keeping the others', async () => {
    const before = await stored()
    const sessionId = randomUUID()
    const reviewed = { card_1: review('2026-11-20T10:00:00.000Z') }
    const [result] = await callAs<{ schedule: Record<string, unknown> }>(
      db,
      asStudent,
      `${recordSql}`,
      recordParams(sessionId, reviewed),
    )
    expect(result?.schedule).toEqual({ ...before, ...reviewed })
  })

  it('keeps a card’s later review when an earlier one arrives (a slower tab)', async () => {
    const [result] = await callAs<{ schedule: Record<string, { last_review: string }> }>(
      db,
      asStudent,
      recordSql,
      recordParams(randomUUID(), { card_0: review('2026-10-01T09:00:00.000Z', 7) }),
    )
    expect(result?.schedule.card_0).toEqual(review('2026-11-01T09:00:00.000Z'))
  })

  it('writes both or neither: a session that cannot be recorded leaves the schedule as it was', async () => {
    const sessionId = randomUUID()
    await commitAs(
      db,
      asStudent,
      recordSql,
      recordParams(sessionId, { card_2: review('2026-11-20T10:00:00.000Z') }),
    )
    const before = await stored()
    const sessions = await sessionCount()
    // A session the table refuses (a negative time spent): the schedule is written first, then
    // the session is refused, and the refusal takes the schedule back with it. (The same session
    // id again is no longer refused: it is a queued send repeated, offline-sends.test.ts.)
    const refused = recordParams(randomUUID(), { card_3: review('2026-11-21T10:00:00.000Z') })
    refused[6] = -1
    await expect(commitAs(db, asStudent, recordSql, refused)).rejects.toMatchObject({
      code: '23514',
    })
    expect(await stored()).toEqual(before)
    expect(await sessionCount()).toBe(sessions)
  })

  it('refuses another user’s set and anonymous callers, writing nothing', async () => {
    const before = await stored()
    const params = recordParams(randomUUID(), { card_4: review('2026-11-22T10:00:00.000Z') })
    expect(await outcomeOf(db, userActor(stranger.id, stranger.email), recordSql, params)).toEqual({
      error: 'No such flashcard set',
      code: '42501',
    })
    expect(await outcomeOf(db, anon, recordSql, params)).toBe('denied')
    expect(await stored()).toEqual(before)
  })

  it('keeps every review of the session in flashcard_reviews, cram ones marked', async () => {
    const sessionId = randomUUID()
    const log = [
      logEntry('card_5'),
      logEntry('card_6', { rating: 4, state: 0, elapsed_days: 0, cram: true }),
    ]
    await commitAs(db, asStudent, recordWithLogSql, [
      ...recordParams(sessionId, { card_5: review('2026-11-20T10:00:00.000Z') }),
      JSON.stringify(log),
    ])
    const { rows } = await db.query(
      `select user_id, flashcard_set_id, card_id, rating, reviewed_at, elapsed_days, state, cram
         from public.flashcard_reviews where session_id = $1 order by card_id`,
      [sessionId],
    )
    expect(rows).toEqual([
      {
        user_id: student.id,
        flashcard_set_id: setId,
        card_id: 'card_5',
        rating: 3,
        reviewed_at: new Date('2026-11-20T10:00:00.000Z'),
        elapsed_days: 2.5,
        state: 2,
        cram: false,
      },
      {
        user_id: student.id,
        flashcard_set_id: setId,
        card_id: 'card_6',
        rating: 4,
        reviewed_at: new Date('2026-11-20T10:00:00.000Z'),
        elapsed_days: 0,
        state: 0,
        cram: true,
      },
    ])
  })

  it('keeps no review of a call that fails, and refuses a rating out of range', async () => {
    const sessionId = randomUUID()
    await expect(
      commitAs(db, asStudent, recordWithLogSql, [
        ...recordParams(sessionId, {}),
        JSON.stringify([logEntry('card_7', { rating: 9 })]),
      ]),
    ).rejects.toMatchObject({ code: '23514' })
    const { rows } = await db.query(
      'select 1 from public.flashcard_sessions where id = $1 union all select 1 from public.flashcard_reviews where session_id = $1',
      [sessionId],
    )
    expect(rows).toEqual([])
  })

  it('runs as the caller (SECURITY INVOKER)', async () => {
    const { rows } = await db.query<{ definer: boolean }>(
      `select prosecdef as definer from pg_proc where proname = 'record_flashcard_session'`,
    )
    expect(rows).toEqual([{ definer: false }])
  })
})
