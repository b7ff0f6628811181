import { newId } from '@/lib/new-id'
import { saveThroughQueue } from '@/lib/offline-queue/save'
import type { FeedbackDraft } from '../model/feedback-flow'
import { sendFeedback } from './send-feedback'

/** The offline queue's kind for feedback written with no connection. */
export const feedbackChange = 'feedback'

/**
 * Sends feedback kept in the offline queue, as it is sent online, with its id: sent again after an
 * answer that never came, the feedback function knows it took the message and does not post it twice
 * (a webhook the build posts to directly cannot tell).
 */
export function sendQueuedFeedback(draft: FeedbackDraft, id: string): Promise<void> {
  return sendFeedback(draft, { id })
}

/**
 * Feedback written offline: kept on this device (signed-in students only: the queue is per
 * student) and sent when the connection returns. Loaded on demand, not with the public pages.
 */
export async function queueFeedback(draft: FeedbackDraft): Promise<void> {
  await saveThroughQueue(feedbackChange, draft, newId(), sendQueuedFeedback)
}
