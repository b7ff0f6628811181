/**
 * record_flashcard_sessions on PGlite (issue 43): a device's many queued sessions in one call.
 * It must answer and write exactly what the same sessions sent one by one through
 * record_flashcard_session do (the two-device `stale` lists included), count a session sent
 * again once, and leave RLS as it is: one session on another student's set fails the call and
 * writes nothing.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../../supabase/local/schema'
import { asActor, outcomeOf, userActor } from './support/actors'
import {
  addFlashcardRows,
  deviceSession,
  recordBasedOnSql,
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
const batchSql = `select public.record_flashcard_sessions(sessions => $1) as answers`
const NAMES = [
  'session_id',
  'set_id',
  'completed_at',
  'total_cards',
  'reviewed_cards',
  'difficulty_ratings',
  'time_spent',
  'reviewed_schedule',
  'review_log',
  'based_on',
] as const

/** A session's arguments (deviceSession's, as the SQL takes them) as one object of the batch. */
function asBatchEntry(args: unknown[]): Record<string, unknown> {
  return Object.fromEntries(
    NAMES.map((name, index) => {
      const value = args[index]
      return [name, index >= 5 && typeof value === 'string' ? JSON.parse(value) : value]
    }),
  )
}

/** Phone and laptop both reviewing card_5 from nothing; card_0 from its stored state; card_6 twice in a row; the first session again. */
function mixedSessions() {
  const phone = deviceSession('card_5', '2026-11-21T08:00:00.000Z', null)
  return [
    phone,
    deviceSession('card_5', '2026-11-22T19:30:00.000Z', null),
    deviceSession('card_0', '2026-11-22T10:00:00.000Z', '2026-11-01T09:00:00.000Z'),
    deviceSession('card_6', '2026-11-22T11:00:00.000Z', null),
    deviceSession('card_6', '2026-11-22T12:00:00.000Z', '2026-11-22T11:00:00.000Z'),
    phone,
  ]
}

async function whatIsStored(tx: Transaction) {
  const { rows } = await tx.query<Record<string, unknown>>(
    `select (select schedule from public.flashcard_sets where id = $1) as schedule,
            (select count(*)::int from public.flashcard_sessions where flashcard_set_id = $1) as sessions,
            (select count(*)::int from public.flashcard_reviews where flashcard_set_id = $1) as reviews`,
    [setId],
  )
  return rows[0]
}

describe('record_flashcard_sessions', () => {
  it('answers and writes what the same sessions sent one by one do', async () => {
    const sessions = mixedSessions()
    // Each side in its own rolled-back transaction, from the same database.
    const oneByOne = await asActor(db, asStudent, async (tx) => {
      const answers = []
      for (const session of sessions)
        answers.push(
          (await tx.query<{ answer: unknown }>(recordBasedOnSql, session.args)).rows[0]!.answer,
        )
      return { answers, stored: await whatIsStored(tx) }
    })
    const batched = await asActor(db, asStudent, async (tx) => {
      const { rows } = await tx.query<{ answers: unknown }>(batchSql, [
        JSON.stringify(sessions.map((session) => asBatchEntry(session.args))),
      ])
      return { answers: rows[0]!.answers, stored: await whatIsStored(tx) }
    })
    expect(batched).toEqual(oneByOne)
    // What the comparison stands on: the laptop is told to replay card_5, and so is the phone's
    // session sent again (card_5's stored state is no longer its own); it is counted once.
    expect((batched.answers as { stale: string[] }[]).map((answer) => answer.stale)).toEqual([
      [],
      ['card_5'],
      [],
      [],
      [],
      ['card_5'],
    ])
    expect(batched.stored).toMatchObject({ sessions: 5, reviews: 5 })
  })

  it('keeps RLS: one session on another student’s set fails the call, and nothing is written', async () => {
    const own = deviceSession('card_7', '2026-11-23T08:00:00.000Z', null)
    const entries = JSON.stringify([asBatchEntry(own.args)])
    expect(
      await outcomeOf(db, userActor(stranger.id, stranger.email), batchSql, [entries]),
    ).toEqual({ error: 'No such flashcard set', code: '42501' })
    const counted = await asActor(db, asStudent, async (tx) => {
      const other = deviceSession('card_8', '2026-11-23T09:00:00.000Z', null)
      const foreign = {
        ...asBatchEntry(other.args),
        set_id: '00000000-0000-4000-8000-0000000000ff',
      }
      await tx.query('savepoint before_batch')
      const refused = await tx
        .query(batchSql, [JSON.stringify([asBatchEntry(own.args), foreign])])
        .then(
          () => 'written',
          (error: { message: string }) => error.message,
        )
      await tx.query('rollback to savepoint before_batch')
      return { refused, stored: await whatIsStored(tx) }
    })
    expect(counted.refused).toBe('No such flashcard set')
    expect(counted.stored).toMatchObject({ sessions: 0, reviews: 0 })
  })

  it('refuses what is not a list of at most 200 sessions', async () => {
    expect(await outcomeOf(db, asStudent, batchSql, ['{}'])).toEqual({
      error: 'sessions must be an array',
      code: '22023',
    })
    const many = JSON.stringify(Array.from({ length: 201 }, () => ({})))
    expect(await outcomeOf(db, asStudent, batchSql, [many])).toEqual({
      error: 'sessions holds more than 200 sessions',
      code: '22023',
    })
  })
})
