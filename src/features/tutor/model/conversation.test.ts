import { describe, expect, it } from 'vitest'
import { messages } from '@/lib/errors'
import {
  conversationKey,
  conversationReducer,
  emptyConversation,
  historyOf,
  type Conversation,
  type ConversationAction,
} from './conversation'

const run = (...actions: ConversationAction[]): Conversation =>
  actions.reduce(conversationReducer, emptyConversation)

const ask = (question: string, n: number): ConversationAction => ({
  type: 'asked',
  question,
  userId: `u${n}`,
  replyId: `a${n}`,
})

describe('conversationReducer', () => {
  it('appends the question, then streams the reply into an ai message', () => {
    const state = run(ask('  What is ATP? ', 1), { type: 'streamed', id: 'a1', text: 'ATP is' })
    expect(state.pendingId).toBe('a1')
    expect(state.messages).toEqual([
      { id: 'u1', role: 'user', content: 'What is ATP?', status: 'done' },
      { id: 'a1', role: 'ai', content: 'ATP is', status: 'streaming' },
    ])
    const done = conversationReducer(state, { type: 'answered', id: 'a1', text: 'ATP is energy.' })
    expect(done.pendingId).toBeNull()
    expect(done.messages[1]).toMatchObject({ content: 'ATP is energy.', status: 'done' })
  })

  it("replaces a finished reply's citations with the model's reading, and nothing else", () => {
    const checking = [{ status: 'not-found', ai: 'checking' }] as const
    const read = [{ status: 'not-found', ai: 'read' }] as const
    const answered = run(ask('Why?', 1), {
      type: 'answered',
      id: 'a1',
      text: 'Because.',
      citations: [...checking],
    })
    const cited = conversationReducer(answered, { type: 'cited', id: 'a1', citations: [...read] })
    expect(cited.messages[1]).toMatchObject({ content: 'Because.', citations: read })
    // A reply the student never saw checked (an error reply) takes none.
    const failed = run(ask('Why?', 1), { type: 'failed', id: 'a1', reply: 'Sorry.' })
    expect(conversationReducer(failed, { type: 'cited', id: 'a1', citations: [...read] })).toBe(
      failed,
    )
  })

  it('ignores blank questions and questions while a reply loads', () => {
    expect(run(ask('   ', 1))).toBe(emptyConversation)
    const loading = run(ask('First?', 1))
    expect(conversationReducer(loading, ask('Second?', 2))).toBe(loading)
  })

  it('turns an empty reply and a failure into the spec texts', () => {
    const empty = run(ask('Q?', 1), { type: 'answered', id: 'a1', text: '  ' })
    expect(empty.messages[1]).toMatchObject({ content: messages.tutorEmpty, status: 'failed' })
    const failed = run(ask('Q?', 1), { type: 'failed', id: 'a1', reply: messages.tutorErrorReply })
    expect(failed.messages[1]).toMatchObject({
      content: messages.tutorErrorReply,
      status: 'failed',
    })
    expect(failed.pendingId).toBeNull()
  })

  it('keeps the partial text on stop and ignores frames that arrive after it', () => {
    const stopped = run(
      ask('Q?', 1),
      { type: 'streamed', id: 'a1', text: 'Half an' },
      { type: 'stopped', id: 'a1' },
      { type: 'streamed', id: 'a1', text: 'Half an answer' },
    )
    expect(stopped.messages[1]).toMatchObject({ content: 'Half an', status: 'stopped' })
    expect(stopped.pendingId).toBeNull()
  })
})

describe('historyOf', () => {
  it('sends answered turns and leaves out failed exchanges', () => {
    const state = run(
      ask('One?', 1),
      { type: 'answered', id: 'a1', text: 'First answer.' },
      ask('Two?', 2),
      { type: 'failed', id: 'a2', reply: messages.tutorErrorReply },
      ask('Three?', 3),
      { type: 'streamed', id: 'a3', text: 'Partial' },
      { type: 'stopped', id: 'a3' },
    )
    expect(historyOf(state)).toEqual([
      { role: 'user', content: 'One?' },
      { role: 'ai', content: 'First answer.' },
      { role: 'user', content: 'Three?' },
      { role: 'ai', content: 'Partial' },
    ])
  })
})

describe('conversationKey', () => {
  it('keys saved guides by id and unsaved ones by title', () => {
    expect(conversationKey({ id: 'g1', title: 'Cells' })).toBe('id:g1')
    expect(conversationKey({ id: null, title: 'Cells' })).toBe('title:Cells')
  })
})
