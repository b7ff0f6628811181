/**
 * Two devices (issue 43) on PGlite: a phone and a laptop review the same card offline, each from
 * the state they both had, and sync in either order. The one that syncs second is told the card
 * is stale (another device reviewed it in between), whichever review is the later; its replay of
 * the whole log is written only while the log it read is still whole. RLS is unchanged.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createDatabase } from '../../supabase/local/schema'
import { commitAs, outcomeOf, userActor } from './support/actors'
import {
  addFlashcardRows,
  deviceSession,
  recordBasedOnSql,
  replaySql,
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
const phoneAt = '2026-11-21T08:00:00.000Z'
const laptopAt = '2026-11-22T19:30:00.000Z'

type Answer = { schedule: Record<string, { last_review?: string }>; stale: string[] }

async function send(session: { args: unknown[] }): Promise<Answer> {
  const rows = await commitAs<{ answer: Answer }>(db, asStudent, recordBasedOnSql, session.args)
  return rows[0]!.answer
}

async function replay(replayed: Record<string, unknown>): Promise<boolean> {
  const rows = await commitAs<{ written: boolean }>(db, asStudent, replaySql, [
    setId,
    JSON.stringify(replayed),
  ])
  return rows[0]!.written
}

async function storedState(cardId: string) {
  const { rows } = await db.query<{ state: unknown }>(
    `select schedule -> $2 as state from public.flashcard_sets where id = $1`,
    [setId, cardId],
  )
  return rows[0]?.state
}

describe('two devices review the same card offline', () => {
  // Each test its own card (one database for all).
  let card = 4
  let phone = () => deviceSession(`card_${card}`, phoneAt, null)
  let laptop = phone
  beforeEach(() => {
    card++
    phone = () => deviceSession(`card_${card}`, phoneAt, null)
    laptop = () => deviceSession(`card_${card}`, laptopAt, null)
  })

  it('phone first: the laptop, syncing second, is told to replay the card', async () => {
    expect((await send(phone())).stale).toEqual([])
    expect((await send(laptop())).stale).toEqual([`card_${card}`])
  })

  it('laptop first: the phone, syncing second with the earlier review, is told to replay', async () => {
    expect((await send(laptop())).stale).toEqual([])
    const answer = await send(phone())
    expect(answer.stale).toEqual([`card_${card}`])
    // Until the replay lands, the later review's state stands.
    expect(answer.schedule[`card_${card}`]?.last_review).toBe(laptopAt)
  })

  it('a card reviewed from the stored state is not stale; card_0 keeps its earlier review', async () => {
    const onTop = deviceSession('card_0', laptopAt, '2026-11-01T09:00:00.000Z')
    expect((await send(onTop)).stale).toEqual([])
    const behind = deviceSession('card_0', phoneAt, '2026-11-01T09:00:00.000Z')
    expect((await send(behind)).stale).toEqual(['card_0'])
  })

  it('writes a replay only when it read every review since its start, else nothing', async () => {
    await send(phone())
    await send(laptop())
    const replayed = { ...review(laptopAt, 2), due: '2027-01-01T00:00:00.000Z' }
    const before = await storedState(`card_${card}`)
    expect(
      await replay({ [`card_${card}`]: { schedule: replayed, after: null, reviews: 1 } }),
    ).toBe(false)
    expect(await storedState(`card_${card}`)).toEqual(before)
    expect(
      await replay({ [`card_${card}`]: { schedule: replayed, after: phoneAt, reviews: 1 } }),
    ).toBe(true)
    expect(await storedState(`card_${card}`)).toEqual(replayed)
    expect(
      await replay({ [`card_${card}`]: { schedule: replayed, after: null, reviews: 2 } }),
    ).toBe(true)
  })

  it('a session sent again lists the cards whose stored state is not its own', async () => {
    const first = phone()
    await send(first)
    expect((await send(first)).stale).toEqual([])
    await send(laptop())
    expect((await send(first)).stale).toEqual([`card_${card}`])
  })

  it('keeps RLS: a stranger cannot write a replay into the student’s set', async () => {
    await send(phone())
    const replayed = { [`card_${card}`]: { schedule: review(phoneAt), after: null, reviews: 1 } }
    expect(
      await outcomeOf(db, userActor(stranger.id, stranger.email), replaySql, [
        setId,
        JSON.stringify(replayed),
      ]),
    ).toEqual({ error: 'No such flashcard set', code: '42501' })
  })
})
