/**
 * Two devices (issue 43) on real PostgreSQL, syncing at the same moment on two connections
 * (PGlite is one connection and cannot show it): for each card both reviewed offline from the
 * same state, exactly one of the two sends is told to replay it (the one the set's lock let in
 * second), so the card is replayed once from the whole log, never by neither.
 * `npm test` provides the server, as for the other *.pg tests.
 */
import type pg from 'pg'
import { expect, it } from 'vitest'
import { claimsFor, userActor } from './support/actors'
import {
  addFlashcardRows,
  deviceSession,
  recordBasedOnSql,
  student,
} from './support/flashcard-session-cases'
import { describeOnPostgres } from './support/postgres'

const CARDS = ['card_11', 'card_12', 'card_13', 'card_14', 'card_15']

async function sendAsStudent(client: pg.Client, args: unknown[]): Promise<string[]> {
  await client.query('begin')
  try {
    await client.query('set local role authenticated')
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify(claimsFor(userActor(student.id, student.email))),
    ])
    const { rows } = await client.query<{ answer: { stale: string[] } }>(recordBasedOnSql, args)
    await client.query('commit')
    return rows[0]!.answer.stale
  } catch (error) {
    await client.query('rollback')
    throw error
  }
}

describeOnPostgres(
  'two devices syncing the same cards at once on PostgreSQL',
  { seed: true, rows: addFlashcardRows },
  (postgres) => {
    it('tells exactly one of the two sends of each card to replay it', async () => {
      const clients = await Promise.all([postgres.db.connect(), postgres.db.connect()])
      try {
        for (const card of CARDS) {
          const [phone, laptop] = await Promise.all([
            sendAsStudent(clients[0]!, deviceSession(card, '2026-11-21T08:00:00.000Z', null).args),
            sendAsStudent(clients[1]!, deviceSession(card, '2026-11-22T19:30:00.000Z', null).args),
          ])
          expect([...phone, ...laptop]).toEqual([card])
        }
      } finally {
        await Promise.all(clients.map((client) => client.end()))
      }
    })
  },
)
