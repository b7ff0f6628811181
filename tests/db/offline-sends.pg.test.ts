/**
 * Offline study (issue 43) on real PostgreSQL: a queued session sent from two connections at
 * once (a retry racing the first send) is written once and neither send fails. PGlite is one
 * connection and cannot show it. `npm test` provides the server, as for the other *.pg tests.
 */
import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import { expect, it } from 'vitest'
import { claimsFor, userActor } from './support/actors'
import {
  addFlashcardRows,
  logEntry,
  recordParams,
  recordWithLogSql,
  review,
  setId,
  student,
} from './support/flashcard-session-cases'
import { describeOnPostgres } from './support/postgres'

async function sendAsStudent(client: pg.Client, args: unknown[]) {
  await client.query('begin')
  try {
    await client.query('set local role authenticated')
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify(claimsFor(userActor(student.id, student.email))),
    ])
    await client.query(recordWithLogSql, args)
    await client.query('commit')
  } catch (error) {
    await client.query('rollback')
    throw error
  }
}

describeOnPostgres(
  'a queued session sent twice at once on PostgreSQL',
  { seed: true, rows: addFlashcardRows },
  (postgres) => {
    it('is written once, and both sends succeed', async () => {
      const sessionId = randomUUID()
      const args = [
        ...recordParams(sessionId, { card_6: review('2026-11-22T08:00:00.000Z') }),
        JSON.stringify([logEntry('card_6')]),
      ]
      const clients = await Promise.all([postgres.db.connect(), postgres.db.connect()])
      try {
        const results = await Promise.allSettled(
          clients.map((client) => sendAsStudent(client, args)),
        )
        expect(results.filter((result) => result.status === 'rejected')).toEqual([])
      } finally {
        await Promise.all(clients.map((client) => client.end()))
      }
      const { rows } = await postgres.client.query<{ sessions: number; reviews: number }>(
        `select (select count(*)::int from public.flashcard_sessions where id = $1) as sessions,
                (select count(*)::int from public.flashcard_reviews where session_id = $1) as reviews,
                (select count(*)::int from public.flashcard_sets where id = $2) as sets`,
        [sessionId, setId],
      )
      expect(rows[0]).toMatchObject({ sessions: 1, reviews: 1 })
    })
  },
)
