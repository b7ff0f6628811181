import { useEffect, useMemo, useRef, useState } from 'react'
import { newId } from '@/lib/new-id'
import { signedInUserId } from '@/lib/offline-queue/save'
import { queuedSession } from './finish-session'
import type { StudyRun } from './flashcard-flow'
import { planFinishedSessions, type FinishSessionInput } from './plan-finished'
import {
  forgetSessionInProgress,
  holdSessionInProgress,
  keepSessionInProgress,
} from './session-in-progress'

/** What Finish Session would record of a run now, given its session's id. */
export type FinishInputOf = (run: StudyRun, now: number, id: string) => FinishSessionInput

/**
 * The session in progress of a screen that studies one run (a guide's Flashcards tab), so that no
 * rating is lost: its id is made when the run starts; after each rating the session as Finish
 * Session would record it then is kept on this device (session-in-progress.ts); leaving it with
 * at least one rating (Back to sets, another tab of the guide, another page) records it with
 * `record`, Finish Session's own path, as a session of fewer cards than the deck. Returns `finish`
 * (the input Finish Session records, with the session's id) and `leave`.
 */
export function useSessionInProgress(
  run: StudyRun | null,
  inputOf: FinishInputOf,
  record: (input: FinishSessionInput) => void,
) {
  const startedAt = run?.startedAt
  const sessionId = useMemo(() => (startedAt === undefined ? null : newId()), [startedAt])
  const [userId, setUserId] = useState<string | null>(null)
  const latest = useRef<Latest>({ run, inputOf, record, sessionId })
  useEffect(() => {
    latest.current = { run, inputOf, record, sessionId }
  })

  useEffect(() => (sessionId ? holdSessionInProgress(sessionId) : undefined), [sessionId])

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
    if (!run || !sessionId || !userId) return
    const input = latest.current.inputOf(run, Date.now(), sessionId)
    const [planned] = planFinishedSessions(input)
    if (input.record && planned && Object.keys(run.ratings).length > 0)
      keepSessionInProgress(userId, queuedSession(planned))
    else forgetSessionInProgress(sessionId)
  }, [run, sessionId, userId])

  // Leaving the screen (another tab of the guide, another page) leaves the run.
  useEffect(() => () => leaveRun(latest), [])

  return {
    /** Finish Session: what it records of `run` (this session's id); leaving records nothing more. */
    finish: (finished: StudyRun, now: number) => {
      latest.current = { ...latest.current, run: null }
      return inputOf(finished, now, sessionId ?? newId())
    },
    /** The student leaves the run (Back to sets). */
    leave: () => leaveRun(latest),
  }
}

interface Latest {
  run: StudyRun | null
  inputOf: FinishInputOf
  record: (input: FinishSessionInput) => void
  sessionId: string | null
}

/** The run is left: recorded if at least one card was rated, once. */
function leaveRun(latest: { current: Latest }) {
  const { run, inputOf, record, sessionId } = latest.current
  if (!run || !sessionId || Object.keys(run.ratings).length === 0) return
  latest.current = { ...latest.current, run: null }
  record(inputOf(run, Date.now(), sessionId))
}
