/** The feedback widget's flow: closed → menu → form → sent (spec section 4), as a pure reducer. */

export type FeedbackType = 'bug' | 'suggestion' | 'other'

export interface FeedbackDraft {
  type: FeedbackType
  email: string
  username: string
  message: string
}

export type FeedbackState =
  { step: 'closed' } | { step: 'menu' } | ({ step: 'form' } & FeedbackDraft) | { step: 'sent' }

export type FeedbackAction =
  | { type: 'toggle' }
  | { type: 'choose'; feedbackType: FeedbackType }
  | { type: 'edit'; field: 'email' | 'username' | 'message'; value: string }
  | { type: 'back' }
  | { type: 'sent' }
  | { type: 'reset' }

export const initialFeedbackState: FeedbackState = { step: 'closed' }

export function feedbackReducer(state: FeedbackState, action: FeedbackAction): FeedbackState {
  switch (action.type) {
    case 'toggle':
      return state.step === 'closed' ? { step: 'menu' } : initialFeedbackState
    case 'choose':
      return state.step === 'menu'
        ? { step: 'form', type: action.feedbackType, email: '', username: '', message: '' }
        : state
    case 'edit':
      return state.step === 'form' ? { ...state, [action.field]: action.value } : state
    case 'back':
      return state.step === 'form' ? { step: 'menu' } : state
    case 'sent':
      return state.step === 'form' ? { step: 'sent' } : state
    case 'reset':
      return initialFeedbackState
  }
}

export function canSend(draft: FeedbackDraft): boolean {
  return draft.email.trim() !== '' && draft.message.trim() !== ''
}
