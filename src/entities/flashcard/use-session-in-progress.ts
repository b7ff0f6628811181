import { useEffect, useMemo, useRef, useState } from 'react'
import { newId } from '@/lib/new-id'
import { signedInUserId } from '@/lib/offline-queue/save'
import { queuedSession } from './finish-session'
import type { StudyRun } from './flashcard-flow'
import { planFinishedSessions, type FinishSessionInput } from './plan-finished'
import {
  forgetSessionInProgress,
  holdRunInProgress,
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
 * path, as sessions of fewer cards than the deck. Returns `finish` (the input Finish Session
 * records, with the sessions' ids) and `leave`.
 */
export function useSessionInProgress(
  run: StudyRun | null,
  inputOf: FinishInputOf,
  record: (input: FinishSessionInput) => void,
) {
  const startedAt = run?.startedAt
  const ids = useMemo(
    () => (startedAt === undefined ? null : { run: newId(), sessions: new Map<string, string>() }),
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
    const input = latest.current.inputOf(run, Date.now(), sessionIdOf(ids))
    planFinishedSessions(input).forEach((planned, index) => {
      if (input.record && rated(input.runs[index]!))
        keepSessionInProgress(userId, ids.run, queuedSession(planned))
      else forgetSessionInProgress(planned.session.id)
    })
  }, [run, ids, userId])

  // Leaving the screen (another tab of the guide, another page) leaves the run.
  useEffect(() => () => leaveRun(latest), [])

  return {
    /** Finish Session: what it records of `run` (its sessions' ids); leaving records no more. */
    finish: (finished: StudyRun, now: number) => {
      latest.current = { ...latest.current, run: null }
      return inputOf(finished, now, ids ? sessionIdOf(ids) : () => newId())
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
}

interface Latest {
  run: StudyRun | null
  inputOf: FinishInputOf
  record: (input: FinishSessionInput) => void
  ids: RunIds | null
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
  const input = inputOf(run, Date.now(), sessionIdOf(ids))
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
