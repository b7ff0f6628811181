/**
 * The feedback widget's message and the chat-webhook embed built from it (title
 * and colour by type; the message as description; Email, Username if given, Type and Timestamp
 * fields; a footer). The app builds the same embed when it posts to a webhook itself
 * (src/features/feedback/api/send-feedback.ts); tests/contract/feedback-embed.test.ts keeps the
 * two equal.
 */

export type FeedbackType = 'bug' | 'suggestion' | 'other'

export interface FeedbackMessage {
  type: FeedbackType
  email: string
  username: string
  message: string
  /** Made on the device for a message sent from its offline queue: a retry is not posted twice. */
  id?: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Discord's limit for an embed description. */
export const MAX_MESSAGE_CHARS = 4096
export const MAX_EMAIL_CHARS = 254
export const MAX_USERNAME_CHARS = 100

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

export type Validation =
  { ok: true; feedback: FeedbackMessage } | { ok: false; field: string; message: string }

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** Checks what the widget sent: a known type, an e-mail address, a message within limits. */
export function validateFeedback(input: unknown): Validation {
  const body = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>
  const type = body.type
  if (type !== 'bug' && type !== 'suggestion' && type !== 'other') {
    return { ok: false, field: 'type', message: 'type must be bug, suggestion or other' }
  }
  const email = text(body.email)
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > MAX_EMAIL_CHARS) {
    return { ok: false, field: 'email', message: 'email must be an e-mail address' }
  }
  const username = text(body.username)
  if (username.length > MAX_USERNAME_CHARS) {
    return {
      ok: false,
      field: 'username',
      message: `username must be at most ${MAX_USERNAME_CHARS} characters`,
    }
  }
  const message = text(body.message)
  if (message === '' || [...message].length > MAX_MESSAGE_CHARS) {
    return {
      ok: false,
      field: 'message',
      message: `message must have 1 to ${MAX_MESSAGE_CHARS} characters`,
    }
  }
  const id = body.id
  if (id !== undefined && (typeof id !== 'string' || !UUID.test(id))) {
    return { ok: false, field: 'id', message: 'id must be a UUID' }
  }
  return { ok: true, feedback: { type, email, username, message, ...(id ? { id } : {}) } }
}

export function feedbackEmbed(feedback: FeedbackMessage, now: Date) {
  const timestamp = now.toISOString()
  const fields = [
    { name: 'Email', value: feedback.email.trim(), inline: true },
    ...(feedback.username.trim()
      ? [{ name: 'Username', value: feedback.username.trim(), inline: true }]
      : []),
    { name: 'Type', value: feedback.type, inline: true },
    { name: 'Timestamp', value: timestamp, inline: false },
  ]
  return {
    embeds: [
      {
        title: titles[feedback.type],
        description: feedback.message.trim(),
        color: colours[feedback.type],
        fields,
        footer: { text: 'Studywise Beta Feedback' },
        timestamp,
      },
    ],
  }
}
