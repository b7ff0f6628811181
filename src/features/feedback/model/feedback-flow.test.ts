import { canSend, feedbackReducer, initialFeedbackState, type FeedbackState } from './feedback-flow'

const form: FeedbackState = {
  step: 'form',
  type: 'bug',
  email: '',
  username: '',
  message: '',
  sending: false,
  failure: null,
}
const filled: FeedbackState = { ...form, email: 'a@b.co', message: 'The quiz froze' }

describe('feedbackReducer', () => {
  it('opens the menu from closed and closes it again', () => {
    const menu = feedbackReducer(initialFeedbackState, { type: 'toggle' })
    expect(menu).toEqual({ step: 'menu' })
    expect(feedbackReducer(menu, { type: 'toggle' })).toEqual({ step: 'closed' })
  })

  it('opens an empty form for the chosen type', () => {
    expect(
      feedbackReducer({ step: 'menu' }, { type: 'choose', feedbackType: 'suggestion' }),
    ).toEqual({
      step: 'form',
      type: 'suggestion',
      email: '',
      username: '',
      message: '',
      sending: false,
      failure: null,
    })
  })

  it('ignores a choice when the menu is not open', () => {
    expect(feedbackReducer(initialFeedbackState, { type: 'choose', feedbackType: 'bug' })).toBe(
      initialFeedbackState,
    )
  })

  it('edits fields only in the form', () => {
    const edited = feedbackReducer(form, { type: 'edit', field: 'email', value: 'a@b.co' })
    expect(edited).toMatchObject({ email: 'a@b.co' })
    expect(feedbackReducer({ step: 'menu' }, { type: 'edit', field: 'email', value: 'x' })).toEqual(
      { step: 'menu' },
    )
  })

  it('goes back from the form to the menu, and closes from any step', () => {
    expect(feedbackReducer(form, { type: 'back' })).toEqual({ step: 'menu' })
    expect(feedbackReducer(form, { type: 'toggle' })).toEqual({ step: 'closed' })
  })

  it('moves from the form to sent, then resets to closed', () => {
    const sent = feedbackReducer(form, { type: 'sent' })
    expect(sent).toEqual({ step: 'sent' })
    expect(feedbackReducer(sent, { type: 'reset' })).toEqual({ step: 'closed' })
  })

  it('keeps the text while sending, and cannot be edited, closed or left meanwhile', () => {
    const sending = feedbackReducer(filled, { type: 'sending' })
    expect(sending).toEqual({ ...filled, sending: true })
    for (const action of [
      { type: 'toggle' },
      { type: 'back' },
      { type: 'reset' },
      { type: 'edit', field: 'message', value: '' },
    ] as const)
      expect(feedbackReducer(sending, action)).toBe(sending)
  })

  it('keeps the text after a failed send, says why, and sends again', () => {
    const failed = feedbackReducer(feedbackReducer(filled, { type: 'sending' }), {
      type: 'failed',
      message: 'Not sent',
    })
    expect(failed).toEqual({ ...filled, sending: false, failure: 'Not sent' })
    expect(feedbackReducer(failed, { type: 'sending' })).toEqual({ ...filled, sending: true })
  })

  it('sends nothing without an e-mail and a message', () => {
    expect(feedbackReducer(form, { type: 'sending' })).toBe(form)
  })
})

describe('canSend', () => {
  it.each([
    ['', '', false],
    ['a@b.co', '', false],
    ['', 'Hello', false],
    ['  ', 'Hello', false],
    ['a@b.co', '   ', false],
    ['a@b.co', 'Hello', true],
  ])('email %j and message %j → %s', (email, message, expected) => {
    expect(canSend({ type: 'other', email, username: '', message })).toBe(expected)
  })
})
