/**
 * The feedback widget's flow: closed → menu → form → sent, as a pure reducer.
 * Beyond the spec, the form stays — with its text — while sending and after a failed send, until
 * the webhook has answered 2xx; it cannot be closed while sending.
 */

export type FeedbackType = 'bug' | 'suggestion' | 'other'

export interface FeedbackDraft {
  type: FeedbackType
  email: string
  username: string
  message: string
}

export interface FeedbackForm extends FeedbackDraft {
  step: 'form'
  sending: boolean
  /** Why the last send failed (the text is kept and Retry offered); null otherwise. */
  failure: string | null
}

export type FeedbackState = { step: 'closed' } | { step: 'menu' } | FeedbackForm | { step: 'sent' }

export type FeedbackAction =
  | { type: 'toggle' }
  | { type: 'choose'; feedbackType: FeedbackType }
  | { type: 'edit'; field: 'email' | 'username' | 'message'; value: string }
  | { type: 'back' }
  | { type: 'sending' }
  | { type: 'failed'; message: string }
  | { type: 'sent' }
  | { type: 'reset' }

export const initialFeedbackState: FeedbackState = { step: 'closed' }

const isSending = (state: FeedbackState) => state.step === 'form' && state.sending

export function feedbackReducer(state: FeedbackState, action: FeedbackAction): FeedbackState {
  switch (action.type) {
    case 'toggle':
      if (isSending(state)) return state
      return state.step === 'closed' ? { step: 'menu' } : initialFeedbackState
    case 'choose':
      return state.step === 'menu'
        ? {
            step: 'form',
            type: action.feedbackType,
            email: '',
            username: '',
            message: '',
            sending: false,
            failure: null,
          }
        : state
    case 'edit':
      return state.step === 'form' && !state.sending
        ? { ...state, [action.field]: action.value }
        : state
    case 'back':
      return state.step === 'form' && !state.sending ? { step: 'menu' } : state
    case 'sending':
      return state.step === 'form' && !state.sending && canSend(state)
        ? { ...state, sending: true, failure: null }
        : state
    case 'failed':
      return state.step === 'form' ? { ...state, sending: false, failure: action.message } : state
    case 'sent':
      return state.step === 'form' ? { step: 'sent' } : state
    case 'reset':
      return isSending(state) ? state : initialFeedbackState
  }
}

export function canSend(draft: FeedbackDraft): boolean {
  return draft.email.trim() !== '' && draft.message.trim() !== ''
}
