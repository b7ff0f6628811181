import { BETA_CODE_LENGTH } from '@/config/limits'
import { messages } from '@/lib/errors'
import type { AuthMode } from './auth-mode'

/**
 * The auth dialog as a pure reducer (ARCHITECTURE 3.5): one mode at a time, its fields, and one
 * message. Switching mode clears fields and messages. After a successful
 * sign-up the form is cleared and the success message stays until `returnToLogin` (5 s later).
 */
export interface AuthFields {
  name: string
  email: string
  password: string
  betaCode: string
}

export type AuthFieldName = keyof AuthFields

export type AuthFlowStatus = 'idle' | 'submitting'

export interface AuthDialogState {
  mode: AuthMode
  fields: AuthFields
  status: AuthFlowStatus
  error: string | null
  success: string | null
}

export type AuthDialogAction =
  | { type: 'switchMode'; mode: AuthMode }
  | { type: 'setField'; field: AuthFieldName; value: string }
  | { type: 'submit' }
  | { type: 'failed'; message: string }
  | { type: 'signedUp' }
  | { type: 'resetEmailSent' }
  | { type: 'returnToLogin' }

export const emptyFields: AuthFields = { name: '', email: '', password: '', betaCode: '' }

export function initialAuthDialogState(mode: AuthMode = 'login'): AuthDialogState {
  return { mode, fields: emptyFields, status: 'idle', error: null, success: null }
}

/** The beta code input is upper-cased and at most 8 characters. */
export function normalizeBetaCode(value: string): string {
  return value.toUpperCase().slice(0, BETA_CODE_LENGTH)
}

export function authDialogReducer(
  state: AuthDialogState,
  action: AuthDialogAction,
): AuthDialogState {
  switch (action.type) {
    case 'switchMode':
      return initialAuthDialogState(action.mode)
    case 'setField': {
      const value = action.field === 'betaCode' ? normalizeBetaCode(action.value) : action.value
      return { ...state, fields: { ...state.fields, [action.field]: value } }
    }
    case 'submit':
      if (state.status === 'submitting') return state
      return { ...state, status: 'submitting', error: null, success: null }
    case 'failed':
      return { ...state, status: 'idle', error: action.message, success: null }
    case 'signedUp':
      return {
        ...state,
        status: 'idle',
        fields: emptyFields,
        error: null,
        success: messages.accountCreated,
      }
    case 'resetEmailSent':
      return { ...state, status: 'idle', error: null, success: messages.resetEmailSent }
    case 'returnToLogin':
      // Only the sign-up success returns to login; a mode switch in between already moved on.
      if (state.mode !== 'signup' || state.success !== messages.accountCreated) return state
      return initialAuthDialogState('login')
  }
}

/**
 * The checks made before any request. Required e-mail / password / name are also enforced by
 * the inputs themselves; the spec's own messages are returned for the code and the forgot
 * e-mail, whose inputs are left without `required` so these messages can show.
 */
export function validateAuthFields(mode: AuthMode, fields: AuthFields): string | null {
  if (mode === 'forgot') return fields.email.trim() === '' ? messages.emailRequired : null
  if (mode === 'signup' && fields.betaCode.trim() === '') return messages.betaCodeRequired
  return null
}
