import { env } from '@/config/env'
import type { FeedbackDraft, FeedbackType } from '../model/feedback-flow'
import { sendThroughFunction } from './send-through-function'

const titles: Record<FeedbackType, string> = {
  bug: 'Bug Report',
  suggestion: 'Suggestion',
  other: 'Feedback',
}

const colours: Record<FeedbackType, number> = {
  bug: 0xef4444,
  suggestion: 0x3b82f6,
  other: 0x8b5cf6,
}

export interface WebhookEmbed {
  title: string
  description: string
  color: number
  fields: { name: string; value: string; inline: boolean }[]
  footer: { text: string }
  timestamp: string
}

/** The chat-webhook payload of spec section 7: one embed describing the feedback. */
export function buildFeedbackPayload(draft: FeedbackDraft, now: Date): { embeds: [WebhookEmbed] } {
  const timestamp = now.toISOString()
  const fields = [
    { name: 'Email', value: draft.email.trim(), inline: true },
    ...(draft.username.trim()
      ? [{ name: 'Username', value: draft.username.trim(), inline: true }]
      : []),
    { name: 'Type', value: draft.type, inline: true },
    { name: 'Timestamp', value: timestamp, inline: false },
  ]
  return {
    embeds: [
      {
        title: titles[draft.type],
        description: draft.message.trim(),
        color: colours[draft.type],
        fields,
        footer: { text: 'Studywise Beta Feedback' },
        timestamp,
      },
    ],
  }
}

/**
 * Posts the feedback to the configured webhook. As the spec says, the response is not checked
 * and a failure is only logged (the caller also shows a toast). Returns whether the request left.
 */
export async function sendFeedback(
  draft: FeedbackDraft,
  webhookUrl: string | undefined = env.feedbackWebhookUrl,
  now: Date = new Date(),
): Promise<boolean> {
  const payload = buildFeedbackPayload(draft, now)
  if (!webhookUrl) return sendThroughFunction(draft, payload)
  try {
    await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    })
    return true
  } catch (error) {
    console.warn('Failed to send feedback', error)
    return false
  }
}
