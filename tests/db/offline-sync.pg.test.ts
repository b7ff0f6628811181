/**
 * The offline queue's database side (issue 43) on real PostgreSQL, on two connections at once
 * (PGlite is one connection and cannot show it):
 * - record_flashcard_sessions: a phone and a laptop each send a batch of sessions on the same
 *   cards at the same moment; the set's lock lets one in first, and for each card exactly one of
 *   the two is told to replay it. Every session is written once, and a batch sent again writes
 *   nothing.
 * - the later-rename trigger (20261128900320): an earlier rename that waited for the lock of a
 *   later one still keeps the later title (the trigger sees the row the later rename wrote).
 * `npm test` provides the server, as for the other *.pg tests.
 */
import type pg from 'pg'
import { expect, it } from 'vitest'
import { claimsFor, ids, setRoleFor, userActor } from './support/actors'
import {
  addFlashcardRows,
  asBatchEntry,
  batchSql,
  deviceSession,
  setId,
  student,
} from './support/flashcard-session-cases'
import { describeOnPostgres } from './support/postgres'

const asStudent = userActor(student.id, student.email)
const CARDS = ['card_11', 'card_12', 'card_13', 'card_14', 'card_15']

/** Opens a transaction as the student, PostgREST-style. */
async function beginAsStudent(client: pg.Client) {
  await client.query('begin')
  await client.query(setRoleFor(asStudent))
  await client.query(`select set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify(claimsFor(asStudent)),
  ])
}

/** One request as the student: its own transaction, committed. */
async function commitAsStudent<R extends pg.QueryResultRow>(
  client: pg.Client,
  sql: string,
  params: unknown[],
): Promise<R[]> {
  await beginAsStudent(client)
  try {
    const { rows } = await client.query<R>(sql, params)
    await client.query('commit')
    return rows
  } catch (error) {
    await client.query('rollback')
    throw error
  }
}

/** A device's batch: one session per card, each card's state made from nothing. */
function batchOf(reviewedAt: string) {
  return JSON.stringify(
    CARDS.map((card) => asBatchEntry(deviceSession(card, reviewedAt, null).args)),
  )
}

async function staleOf(client: pg.Client, batch: string): Promise<string[]> {
  const [row] = await commitAsStudent<{ answers: { stale: string[] }[] }>(client, batchSql, [batch])
  return row!.answers.flatMap((answer) => answer.stale)
}

describeOnPostgres(
  'the offline queue on PostgreSQL, two devices at once',
  { seed: true, rows: addFlashcardRows },
  (postgres) => {
    const count = async (table: string) =>
      (
        await postgres.client.query<{ count: number }>(
          `select count(*)::int as count from public.${table} where flashcard_set_id = $1`,
          [setId],
        )
      ).rows[0]!.count

    it('record_flashcard_sessions: each card is replayed by exactly one of two batches sent at once', async () => {
      const clients = await Promise.all([postgres.db.connect(), postgres.db.connect()])
      try {
        const phone = batchOf('2026-11-21T08:00:00.000Z')
        const laptop = batchOf('2026-11-22T19:30:00.000Z')
        const [phoneStale, laptopStale] = await Promise.all([
          staleOf(clients[0]!, phone),
          staleOf(clients[1]!, laptop),
        ])
        // One batch went first and was told nothing; the other, every card.
        expect([phoneStale, laptopStale].map((stale) => stale.length).sort()).toEqual([0, 5])
        expect([...phoneStale, ...laptopStale].sort()).toEqual(CARDS)
        expect([await count('flashcard_sessions'), await count('flashcard_reviews')]).toEqual([
          10, 10,
        ])

        // Both sent again at once (their answers were lost): nothing more is written.
        await Promise.all([staleOf(clients[0]!, phone), staleOf(clients[1]!, laptop)])
        expect([await count('flashcard_sessions'), await count('flashcard_reviews')]).toEqual([
          10, 10,
        ])
      } finally {
        await Promise.all(clients.map((client) => client.end()))
      }
    })

    it('the later rename is kept when the earlier one waited for its lock', async () => {
      const [laptop, phone] = await Promise.all([postgres.db.connect(), postgres.db.connect()])
      const rename = `update public.study_guides set title = $2, title_changed_at = $3 where id = $1`
      try {
        // The laptop's evening rename holds the row; the phone's morning one, sent meanwhile,
        // waits for it, then finds the laptop's row.
        await beginAsStudent(laptop)
        await laptop.query(rename, [ids.studentGuide, 'Cells (laptop)', '2026-11-21T19:30:00Z'])
        const phoneSent = commitAsStudent(phone, rename, [
          ids.studentGuide,
          'Cells (phone)',
          '2026-11-21T08:00:00Z',
        ])
        await waitUntilBlocked(postgres.client)
        await laptop.query('commit')
        await phoneSent
        const { rows } = await postgres.client.query<{ title: string }>(
          `select title from public.study_guides where id = $1`,
          [ids.studentGuide],
        )
        expect(rows[0]!.title).toBe('Cells (laptop)')
      } finally {
        await Promise.all([laptop.end(), phone.end()])
      }
    })
  },
)

/** Until a statement in this database waits for a lock (seen from `observer`'s connection). */
async function waitUntilBlocked(observer: pg.Client) {
  for (let tries = 0; tries < 200; tries++) {
    const waiting = await observer.query(
      `select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
    )
    if (waiting.rows.length > 0) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('the second rename never waited for the first')
}
