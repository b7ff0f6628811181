/**
 * Finish Session from several tabs at once, on real PostgreSQL (PGlite is one connection and
 * cannot show it): each tab records its session and its cards' new schedule in one call of
 * record_flashcard_session, on its own connection. Every session and every tab's cards must be
 * kept, and a card reviewed in two tabs keeps its latest review, whichever tab commits last.
 * `npm test` provides the server (PGHOST, else a private one when PostgreSQL is installed);
 * without one the tests are skipped with a warning, except in CI, where they fail.
 */
import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import { expect, it } from 'vitest'
import { claimsFor, userActor } from './support/actors'
import {
  addFlashcardRows,
  recordParams,
  recordSql,
  review,
  setId,
  student,
} from './support/flashcard-session-cases'
import { describeOnPostgres } from './support/postgres'

const TABS = 20

/** Opens a transaction as the student, the way PostgREST runs an RPC. */
async function beginAsStudent(client: pg.Client) {
  await client.query('begin')
  await client.query('set local role authenticated')
  await client.query(`select set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify(claimsFor(userActor(student.id, student.email))),
  ])
}

async function record(client: pg.Client, reviewed: Record<string, unknown>) {
  await beginAsStudent(client)
  try {
    await client.query(recordSql, recordParams(randomUUID(), reviewed))
    await client.query('commit')
  } catch (error) {
    await client.query('rollback')
    throw error
  }
}

describeOnPostgres(
  'Finish Session from many tabs on PostgreSQL',
  { seed: true, rows: addFlashcardRows },
  (postgres) => {
    const schedule = async () =>
      (
        await postgres.client.query<{ schedule: Record<string, { last_review: string }> }>(
          'select schedule from public.flashcard_sets where id = $1',
          [setId],
        )
      ).rows[0]?.schedule ?? {}

    it(`keeps every card of ${TABS} tabs finishing at the same time`, async () => {
      const clients = await Promise.all(Array.from({ length: TABS }, () => postgres.db.connect()))
      try {
        const results = await Promise.allSettled(
          clients.map((client, tab) =>
            record(client, {
              [`card_${tab}`]: review(`2026-11-20T10:00:${String(tab).padStart(2, '0')}.000Z`),
            }),
          ),
        )
        expect(results.filter((result) => result.status === 'rejected')).toEqual([])
      } finally {
        await Promise.all(clients.map((client) => client.end()))
      }
      const merged = await schedule()
      expect(Object.keys(merged).sort()).toEqual(
        Array.from({ length: TABS }, (_, tab) => `card_${tab}`).sort(),
      )
      const sessions = await postgres.client.query<{ n: number }>(
        'select count(*)::int as n from public.flashcard_sessions where flashcard_set_id = $1',
        [setId],
      )
      expect(sessions.rows).toEqual([{ n: TABS }])
    })

    it('keeps the later review of a card studied in two tabs, even when that tab commits first', async () => {
      const [first, second] = await Promise.all([postgres.db.connect(), postgres.db.connect()])
      try {
        // The first tab's later review holds the set's lock; the second tab must wait for it.
        await beginAsStudent(first!)
        await first!.query(
          recordSql,
          recordParams(randomUUID(), { card_5: review('2026-11-25T12:00:00.000Z', 9) }),
        )
        const waiting = record(second!, {
          card_5: review('2026-11-24T08:00:00.000Z', 2),
          card_19: review('2026-11-24T08:00:00.000Z'),
        })
        await expect
          .poll(async () => {
            const { rows } = await postgres.client.query<{ n: number }>(
              `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
            )
            return rows[0]?.n
          })
          .toBe(1)
        await first!.query('commit')
        await waiting
      } finally {
        await Promise.all([first?.end(), second?.end()])
      }
      const merged = await schedule()
      expect(merged.card_5).toEqual(review('2026-11-25T12:00:00.000Z', 9))
      expect(merged.card_19?.last_review).toBe('2026-11-24T08:00:00.000Z')
    })
  },
)
