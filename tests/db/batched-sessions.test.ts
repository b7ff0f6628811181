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
import { asActor, ids, outcomeOf, userActor } from './support/actors'
import {
  addFlashcardRows,
  asBatchEntry,
  batchSql,
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

async function whatIsStored(tx: Transaction, set = setId) {
  const { rows } = await tx.query<Record<string, unknown>>(
    `select (select schedule from public.flashcard_sets where id = $1) as schedule,
            (select count(*)::int from public.flashcard_sessions where flashcard_set_id = $1) as sessions,
            (select count(*)::int from public.flashcard_reviews where flashcard_set_id = $1) as reviews`,
    [set],
  )
  return rows[0]
}

type Session = ReturnType<typeof deviceSession>

/**
 * The same sessions sent one at a time (record_flashcard_session) and in one batch, each way in
 * its own rolled-back transaction from the same database, after `setUp`: the answers and what
 * each of `sets` then holds.
 */
async function bothWays(
  sessions: Session[],
  { sets = [setId], setUp }: { sets?: string[]; setUp?: (tx: Transaction) => Promise<void> } = {},
) {
  const run = (send: (tx: Transaction) => Promise<unknown>) =>
    asActor(db, asStudent, async (tx) => {
      await setUp?.(tx)
      const answers = await send(tx)
      return { answers, stored: await Promise.all(sets.map((set) => whatIsStored(tx, set))) }
    })
  const oneByOne = await run(async (tx) => {
    const answers = []
    for (const session of sessions)
      answers.push(
        (await tx.query<{ answer: unknown }>(recordBasedOnSql, session.args)).rows[0]!.answer,
      )
    return answers
  })
  const batched = await run(async (tx) => {
    const { rows } = await tx.query<{ answers: unknown }>(batchSql, [
      JSON.stringify(sessions.map((session) => asBatchEntry(session.args))),
    ])
    return rows[0]!.answers
  })
  return { oneByOne, batched }
}

const otherSetId = '00000000-0000-4000-8000-0000000000c2'

/** The session on another set of the student's, or without `based_on` (sent by an older app). */
function onSet(session: Session, set: string): Session {
  return { ...session, args: [session.args[0], set, ...session.args.slice(2)] }
}
function withoutBase(session: Session): Session {
  return { ...session, args: [...session.args.slice(0, 9), null] }
}

describe('record_flashcard_sessions', () => {
  it('answers and writes what the same sessions sent one by one do', async () => {
    const { oneByOne, batched } = await bothWays(mixedSessions())
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
    expect(batched.stored).toMatchObject([{ sessions: 5, reviews: 5 }])
  })

  it('does so over two sets, with sessions of an older app and one recorded before the call', async () => {
    const earlier = deviceSession('card_9', '2026-11-20T07:00:00.000Z', null)
    const sessions = [
      deviceSession('card_3', '2026-11-21T08:00:00.000Z', null),
      onSet(deviceSession('card_3', '2026-11-21T09:00:00.000Z', null), otherSetId),
      withoutBase(deviceSession('card_4', '2026-11-21T10:00:00.000Z', null)),
      onSet(deviceSession('card_3', '2026-11-21T10:30:00.000Z', null), otherSetId),
      earlier,
      withoutBase(deviceSession('card_3', '2026-11-20T18:00:00.000Z', null)),
      onSet(withoutBase(deviceSession('card_5', '2026-11-21T11:00:00.000Z', null)), otherSetId),
    ]
    const { oneByOne, batched } = await bothWays(sessions, {
      sets: [setId, otherSetId],
      setUp: async (tx) => {
        await tx.query(
          `insert into public.flashcard_sets (id, study_guide_id, user_id, title, cards)
           values ($1, $2, $3, 'Second set', '[]')`,
          [otherSetId, ids.studentGuide, student.id],
        )
        await tx.query(recordBasedOnSql, earlier.args)
      },
    })
    expect(batched).toEqual(oneByOne)
    // What it stands on: the second card_3 session of the other set is stale there (its state
    // was made from nothing), the older card_3 review of the first set is kept out of its
    // schedule, and the session recorded before is not written again.
    const answers = batched.answers as ({ stale: string[] } | Record<string, unknown>)[]
    expect(answers.map((answer) => ('stale' in answer ? answer.stale : 'schedule'))).toEqual([
      [],
      [],
      'schedule',
      ['card_3'],
      [],
      'schedule',
      'schedule',
    ])
    expect(batched.stored).toMatchObject([
      { sessions: 4, reviews: 4 },
      { sessions: 3, reviews: 3 },
    ])
    const [first] = batched.stored as { schedule: Record<string, { last_review: string }> }[]
    expect(first!.schedule.card_3!.last_review).toBe('2026-11-21T08:00:00.000Z')
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
