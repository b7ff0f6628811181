/**
 * Benchmark: the offline queue's replay (issue 43). N flashcard sessions (one review each) are
 * written to the real queue (src/lib/offline-queue, on fake-indexeddb) as if made offline, then
 * sent in order through the real record_flashcard_session on PGlite (the migrations), as the
 * student (RLS applies). Then the same N are queued again, as a second device holding them (or a
 * send whose answer was lost) would send them. Prints the time to queue and to replay, the
 * slowest single send, and what the database holds, counted by SQL (the independent
 * reference): N sessions and N reviews after both replays, and an empty queue.
 *
 *   npm run bench:offline-study [-- N]      (N defaults to 1,000)
 */
import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { createDatabase } from '../supabase/local/schema'
import { commitAs, userActor } from '../tests/db/support/actors'
import {
  addFlashcardRows,
  cards,
  logEntry,
  recordParams,
  recordWithLogSql,
  review,
  setId,
  student,
} from '../tests/db/support/flashcard-session-cases'
import { waitingChanges } from '../src/lib/offline-queue/queue-store'
import { queueChange, registerSender, syncNow } from '../src/lib/offline-queue/sync'

const N = Number(process.argv[2] ?? 1_000)
const KIND = 'flashcard-session'

const db = await createDatabase()
await addFlashcardRows((sql, params) => db.query(sql, params))
const asStudent = userActor(student.id, student.email)

const sendTimes: number[] = []
registerSender(KIND, async (args: unknown[]) => {
  const started = performance.now()
  await commitAs(db, asStudent, recordWithLogSql, args)
  sendTimes.push(performance.now() - started)
})

/** Session i reviews card i mod 20, a minute after session i - 1 (time order = queue order). */
function session(index: number): { id: string; args: unknown[] } {
  const id = randomUUID()
  const at = new Date(Date.UTC(2026, 10, 20, 10) + index * 60_000).toISOString()
  const card = cards[index % cards.length]!.id
  return {
    id,
    args: [
      ...recordParams(id, { [card]: review(at) }, at),
      JSON.stringify([logEntry(card, { reviewed_at: at })]),
    ],
  }
}

async function stored() {
  const { rows } = await db.query<{ sessions: number; reviews: number }>(
    `select (select count(*)::int from public.flashcard_sessions where flashcard_set_id = $1) as sessions,
            (select count(*)::int from public.flashcard_reviews where flashcard_set_id = $1) as reviews`,
    [setId],
  )
  return rows[0]!
}

async function replay(sessions: { id: string; args: unknown[] }[]) {
  sendTimes.length = 0
  let started = performance.now()
  for (const { id, args } of sessions) await queueChange(student.id, KIND, args, id)
  const queueMs = performance.now() - started
  started = performance.now()
  await syncNow(student.id)
  const replayMs = performance.now() - started
  return {
    queueMs,
    replayMs,
    slowestSendMs: Math.max(0, ...sendTimes),
    sent: sendTimes.length,
    left: (await waitingChanges(student.id)).length,
    ...(await stored()),
  }
}

const sessions = Array.from({ length: N }, (_, index) => session(index))
const ms = (value: number) => `${value.toFixed(0)} ms`
const first = await replay(sessions)
const again = await replay(sessions)
for (const [label, run] of [
  ['replay', first],
  ['the same again (second device)', again],
] as const) {
  console.log(
    `${label}: queued ${N} in ${ms(run.queueMs)}, sent ${run.sent} in ${ms(run.replayMs)} ` +
      `(${(run.replayMs / N).toFixed(2)} ms each, slowest ${ms(run.slowestSendMs)}); ` +
      `left in the queue ${run.left}; database: ${run.sessions} sessions, ${run.reviews} reviews`,
  )
}
const ok =
  first.left === 0 &&
  again.left === 0 &&
  again.sent === N &&
  again.sessions === N &&
  again.reviews === N &&
  first.sessions === N
console.log(
  ok
    ? `PASS: ${N} sessions stored once each`
    : 'FAIL: the database does not hold each session once',
)
await db.close()
process.exit(ok ? 0 : 1)
