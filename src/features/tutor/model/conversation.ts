import type { Citation } from '@/lib/citation'
import { messages } from '@/lib/errors'
import type { ChatTurn } from '@/study-engine/types'

/**
 * One tutor conversation as a pure reducer: the user's message is
 * appended, then the reply streams into an ai message. A failure or an empty reply becomes the
 * spec's ai reply; Stop (beyond the spec) keeps whatever had arrived.
 */

export type MessageStatus = 'streaming' | 'done' | 'stopped' | 'failed'

export interface TutorMessage {
  id: string
  role: 'user' | 'ai'
  content: string
  status: MessageStatus
  /** A finished reply's sources in the guide's material, as checked. */
  citations?: Citation[]
}

export interface Conversation {
  messages: TutorMessage[]
  /** Id of the ai message being streamed, or null when idle. */
  pendingId: string | null
}

export const emptyConversation: Conversation = { messages: [], pendingId: null }

export type ConversationAction =
  | { type: 'asked'; question: string; userId: string; replyId: string }
  | { type: 'streamed'; id: string; text: string }
  | { type: 'answered'; id: string; text: string; citations?: Citation[] }
  | { type: 'stopped'; id: string }
  /** The model's reading of a finished reply's claims replaced their verdicts. */
  | { type: 'cited'; id: string; citations: Citation[] }
  | { type: 'failed'; id: string; reply: string }

function update(
  state: Conversation,
  id: string,
  change: Partial<TutorMessage>,
  settle: boolean,
): Conversation {
  if (!state.messages.some((message) => message.id === id)) return state
  return {
    messages: state.messages.map((message) =>
      message.id === id ? { ...message, ...change } : message,
    ),
    pendingId: settle && state.pendingId === id ? null : state.pendingId,
  }
}

export function conversationReducer(state: Conversation, action: ConversationAction): Conversation {
  switch (action.type) {
    case 'asked':
      if (state.pendingId !== null || action.question.trim() === '') return state
      return {
        messages: [
          ...state.messages,
          { id: action.userId, role: 'user', content: action.question.trim(), status: 'done' },
          { id: action.replyId, role: 'ai', content: '', status: 'streaming' },
        ],
        pendingId: action.replyId,
      }
    case 'streamed': {
      const target = state.messages.find((message) => message.id === action.id)
      // A late frame after Stop or the final text must not overwrite it.
      if (target?.status !== 'streaming') return state
      return update(state, action.id, { content: action.text }, false)
    }
    case 'answered':
      return action.text.trim() === ''
        ? update(state, action.id, { content: messages.tutorEmpty, status: 'failed' }, true)
        : update(
            state,
            action.id,
            {
              content: action.text,
              status: 'done',
              ...(action.citations ? { citations: action.citations } : {}),
            },
            true,
          )
    case 'cited':
      return state.messages.some((m) => m.id === action.id && m.citations)
        ? update(state, action.id, { citations: action.citations }, false)
        : state
    case 'stopped':
      return update(state, action.id, { status: 'stopped' }, true)
    case 'failed':
      return update(state, action.id, { content: action.reply, status: 'failed' }, true)
  }
}

/**
 * The turns sent along with a new question: answered (or partly answered) exchanges only, so
 * the spec's error replies never reach the model as if it had said them.
 */
export function historyOf(state: Conversation): ChatTurn[] {
  const turns: ChatTurn[] = []
  state.messages.forEach((message, index) => {
    if (message.role === 'user') {
      const reply = state.messages[index + 1]
      if (reply?.role === 'ai' && isUsableReply(reply))
        turns.push({ role: 'user', content: message.content })
    } else if (isUsableReply(message)) {
      turns.push({ role: 'ai', content: message.content })
    }
  })
  return turns
}

function isUsableReply(message: TutorMessage): boolean {
  return (
    (message.status === 'done' || message.status === 'stopped') && message.content.trim() !== ''
  )
}

/** Conversations are kept per guide; a guide never saved (no id) is keyed by its title. */
export function conversationKey(guide: { id: string | null; title: string }): string {
  return guide.id !== null ? `id:${guide.id}` : `title:${guide.title}`
}
