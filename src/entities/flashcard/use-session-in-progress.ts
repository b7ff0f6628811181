import { useEffect, useMemo, useRef, useState } from 'react'
import { newId } from '@/lib/new-id'
import { signedInUserId } from '@/lib/offline-queue/save'
import type { Difficulty } from './flashcard'
import { queuedSession } from './finish-session'
import type { StudyRun } from './flashcard-flow'
import { planFinishedSessions, type FinishSessionInput } from './plan-finished'
import type { CardSchedule } from './scheduling'
import {
  forgetSessionInProgress,
  holdRunInProgress,
  isSessionKept,
  keepSessionInProgress,
} from './session-in-progress'

/**
 * What Finish Session would record of a run now; `idOf` gives each set's session its id (the
 * same for the whole run).
 */
export type FinishInputOf = (
  run: StudyRun,
  now: number,
  idOf: (setId: string) => string,
) => FinishSessionInput

const rated = (run: StudyRun) => Object.keys(run.ratings).length > 0

/**
 * The session in progress of a screen that studies a run (a guide's Flashcards tab, /today's
 * 'Study all due'), so that no rating is lost: its sessions' ids are made when the run starts;
 * after each rating each session as Finish Session would record it then is kept on this device
 * (session-in-progress.ts); leaving the run with at least one rating (Back to sets, another tab
 * of the guide, another page) records its rated sessions with `record`, Finish Session's own
 * path, as sessions of fewer cards than the deck. A kept session that joins the queue while the
 * run goes on (Logout's send, then Cancel) ends that session there: the run carries on under a
 * new session id with the ratings that follow only (queuedMeanwhile), since the database ignores
 * a second insert of an id. Returns `finish` (the input Finish Session records, with the
 * sessions' ids) and `leave`.
 */
export function useSessionInProgress(
  run: StudyRun | null,
  inputOf: FinishInputOf,
  record: (input: FinishSessionInput) => void,
) {
  const startedAt = run?.startedAt
  const ids = useMemo(
    (): RunIds | null =>
      startedAt === undefined
        ? null
        : { run: newId(), sessions: new Map(), kept: new Map(), queued: new Map() },
    [startedAt],
  )
  const [userId, setUserId] = useState<string | null>(null)
  const latest = useRef<Latest>({ run, inputOf, record, ids })
  useEffect(() => {
    latest.current = { run, inputOf, record, ids }
  })

  useEffect(() => (ids ? holdRunInProgress(ids.run) : undefined), [ids])

  useEffect(() => {
    if (startedAt === undefined) return
    let active = true
    signedInUserId().then(
      (id) => active && setUserId(id),
      // Nobody signed in (an unsaved guide's cards): nothing is kept on the device.
      () => undefined,
    )
    return () => {
      active = false
    }
  }, [startedAt])

  useEffect(() => {
    if (!run || !ids || !userId) return
    const input = inputNow(ids, run, Date.now(), latest.current.inputOf)
    planFinishedSessions(input).forEach((planned, index) => {
      const { id } = planned.session
      const left = input.runs[index]!
      if (
        input.record &&
        rated(left) &&
        keepSessionInProgress(userId, ids.run, queuedSession(planned))
      )
        ids.kept.set(id, {
          setId: left.set.id,
          ratings: { ...ids.queued.get(left.set.id)?.ratings, ...left.ratings },
          schedule: planned.schedule,
          at: input.now,
        })
      else {
        forgetSessionInProgress(id)
        ids.kept.delete(id)
      }
    })
  }, [run, ids, userId])

  // Leaving the screen (another tab of the guide, another page) leaves the run.
  useEffect(() => () => leaveRun(latest), [])

  return {
    /** Finish Session: what it records of `run` (its sessions' ids); leaving records no more. */
    finish: (finished: StudyRun, now: number) => {
      latest.current = { ...latest.current, run: null }
      return ids ? inputNow(ids, finished, now, inputOf) : inputOf(finished, now, () => newId())
    },
    /** The student leaves the run (Back to sets). */
    leave: () => leaveRun(latest),
  }
}

interface RunIds {
  /** The run's own id: the lock held while it is studied. */
  run: string
  /** Each set's session id, by set id. */
  sessions: Map<string, string>
  /** What each session's copy last kept on the device holds, by session id. */
  kept: Map<string, Recorded>
  /** What the run's sessions already in the queue hold, by set id. */
  queued: Map<string, Recorded>
}

/** What a session of the run records of its set. */
interface Recorded {
  setId: string
  /** The set's ratings of the run up to then (earlier sessions' too), by card id. */
  ratings: Record<string, Difficulty>
  /** The set's whole schedule after them. */
  schedule: Record<string, CardSchedule>
  /** ms since the epoch. */
  at: number
}

interface Latest {
  run: StudyRun | null
  inputOf: FinishInputOf
  record: (input: FinishSessionInput) => void
  ids: RunIds | null
}

/**
 * What Finish Session would record of `run` now: each set's session under its id, with the
 * ratings not yet queued under an earlier id of the run (queuedMeanwhile).
 */
function inputNow(
  ids: RunIds,
  run: StudyRun,
  now: number,
  inputOf: FinishInputOf,
): FinishSessionInput {
  queuedMeanwhile(ids)
  const input = inputOf(run, now, sessionIdOf(ids))
  return {
    ...input,
    runs: input.runs.map((left) => notYetQueued(left, ids.queued.get(left.set.id))),
  }
}

/**
 * A session whose kept copy is gone from the device joined the queue as that copy (Logout's
 * send, sign-out then cancelled): its set's later ratings go in a new session, from there.
 */
function queuedMeanwhile(ids: RunIds) {
  for (const [sessionId, recorded] of ids.kept) {
    if (isSessionKept(sessionId)) continue
    ids.kept.delete(sessionId)
    ids.queued.set(recorded.setId, recorded)
    ids.sessions.set(recorded.setId, newId())
  }
}

/**
 * A set's run without what its queued session records: the ratings since (a card rated again
 * differently is a new review), from the schedule and the time that session left.
 */
function notYetQueued(run: StudyRun, queued: Recorded | undefined): StudyRun {
  if (!queued) return run
  const isNew = (cardId: string) => queued.ratings[cardId] !== run.ratings[cardId]
  return {
    ...run,
    set: { ...run.set, schedule: queued.schedule },
    ratings: Object.fromEntries(Object.entries(run.ratings).filter(([cardId]) => isNew(cardId))),
    reviewed: run.reviewed.filter((cardId) => !(cardId in queued.ratings) || isNew(cardId)),
    startedAt: queued.at,
  }
}

function sessionIdOf(ids: RunIds) {
  return (setId: string) => {
    const id = ids.sessions.get(setId) ?? newId()
    ids.sessions.set(setId, id)
    return id
  }
}

/**
 * The run is left: its sessions with at least one rating are recorded, once. Left by signing out
 * (the page closes once nobody is signed in), they stay kept on this device and join the queue
 * when the student next signs in here, as the Logout prompt says.
 */
function leaveRun(latest: { current: Latest }) {
  const { run, inputOf, record, ids } = latest.current
  if (!run || !ids || !rated(run)) return
  latest.current = { ...latest.current, run: null }
  const input = inputNow(ids, run, Date.now(), inputOf)
  const kept = input.runs.flatMap((left, index) => (rated(left) ? [index] : []))
  const left = {
    ...input,
    runs: kept.map((index) => input.runs[index]!),
    ids: kept.map((index) => input.ids?.[index] ?? newId()),
  }
  if (!input.record) return record(left)
  signedInUserId().then(
    () => record(left),
    () => undefined,
  )
}
