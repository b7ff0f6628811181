import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { loadGuideSource } from '@/entities/study-guide/guide-queries'
import { stripMarkers } from '@/study-engine/citations/markers'
import { citeGeneratedReply } from '@/study-engine/citations/with-citations'
import type { SourcePassage } from '@/lib/source'
import { getStudyEngine } from '@/study-engine/engine'
import { isAppError, messages } from '@/lib/errors'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import {
  conversationKey,
  conversationReducer,
  emptyConversation,
  historyOf,
  type Conversation,
  type ConversationAction,
} from '../model/conversation'

/**
 * The tutor conversations of this tab, one per guide, kept in a module-level store: closing the
 * panel or visiting another guide keeps them while the app is open (beyond the spec), and a
 * reply still streaming when the panel closes lands in its conversation. Nothing is persisted.
 */

const conversations = new Map<string, Conversation>()
const controllers = new Map<string, AbortController>()
const listeners = new Set<() => void>()
let nextId = 1

function dispatch(key: string, action: ConversationAction) {
  const before = conversations.get(key) ?? emptyConversation
  const after = conversationReducer(before, action)
  if (after === before) return
  conversations.set(key, after)
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function getConversation(key: string): Conversation {
  return conversations.get(key) ?? emptyConversation
}

/**
 * Sends `question` about `guide`; ignored while a reply is loading or when it is blank. The
 * tutor answers from the guide and the passages of its source that best match the question.
 */
export async function askTutor(
  guide: GuideRef,
  question: string,
  loadSource: () => Promise<SourcePassage[] | undefined> = async () => guide.source,
): Promise<void> {
  const key = conversationKey(guide)
  const before = getConversation(key)
  if (before.pendingId !== null || question.trim() === '') return
  const history = historyOf(before)
  const replyId = `m${nextId + 1}`
  dispatch(key, { type: 'asked', question, userId: `m${nextId}`, replyId })
  nextId += 2
  const controller = new AbortController()
  controllers.set(key, controller)
  try {
    const source = await loadSource()
    const engine = getStudyEngine()
    const text = await engine.askTutor(
      { guideContent: guide.content, question: question.trim(), history, source },
      {
        signal: controller.signal,
        // The reply's passage markers ('[P3]') become its sources once it is complete.
        onText: (soFar) =>
          dispatch(key, { type: 'streamed', id: replyId, text: stripMarkers(soFar) }),
      },
    )
    if (source && source.length > 0 && text.trim() !== '') {
      // Once complete, its claims are read by the model (if any) while the reply is shown.
      const cited = await citeGeneratedReply(engine, source, text)
      dispatch(key, { type: 'answered', id: replyId, text: cited.text, citations: cited.citations })
      void cited.revised.then((citations) => {
        if (citations) dispatch(key, { type: 'cited', id: replyId, citations })
      })
    } else {
      dispatch(key, { type: 'answered', id: replyId, text })
    }
  } catch (error) {
    if (controller.signal.aborted) {
      dispatch(key, { type: 'stopped', id: replyId })
    } else {
      console.warn(messages.tutorFailed, error)
      const empty = isAppError(error) && error.code === 'empty_response'
      dispatch(key, {
        type: 'failed',
        id: replyId,
        reply: empty ? messages.tutorEmpty : messages.tutorErrorReply,
      })
    }
  } finally {
    if (controllers.get(key) === controller) controllers.delete(key)
  }
}

/** Stops the reply streaming for `guide`, keeping what arrived (beyond the spec). */
export function stopTutor(guide: GuideRef): void {
  controllers.get(conversationKey(guide))?.abort()
}

/** For tests: forget every conversation and stop every reply. */
export function resetTutorConversations(): void {
  for (const controller of controllers.values()) controller.abort()
  controllers.clear()
  conversations.clear()
  for (const listener of listeners) listener()
}

export function useTutorConversation(guide: GuideRef) {
  const key = conversationKey(guide)
  const conversation = useSyncExternalStore(
    subscribe,
    () => getConversation(key),
    () => getConversation(key),
  )
  const client = useQueryClient()
  const ask = useCallback(
    (question: string) => askTutor(guide, question, () => loadGuideSource(client, guide)),
    [client, guide],
  )
  const stop = useCallback(() => stopTutor(guide), [guide])
  return { conversation, ask, stop }
}
