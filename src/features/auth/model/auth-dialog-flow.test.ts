import { messages } from '@/lib/errors'
import {
  authDialogReducer,
  initialAuthDialogState,
  normalizeBetaCode,
  validateAuthFields,
  type AuthDialogState,
} from './auth-dialog-flow'

const filled = (state: AuthDialogState): AuthDialogState => {
  let next = state
  for (const [field, value] of [
    ['name', 'Ada'],
    ['email', 'ada@example.com'],
    ['password', 'secret1'],
    ['betaCode', 'welcome1'],
  ] as const) {
    next = authDialogReducer(next, { type: 'setField', field, value })
  }
  return next
}

describe('auth dialog flow', () => {
  it('starts in the requested mode with empty fields and no message', () => {
    expect(initialAuthDialogState('signup')).toEqual({
      mode: 'signup',
      fields: { name: '', email: '', password: '', betaCode: '' },
      status: 'idle',
      error: null,
      success: null,
    })
  })

  it('upper-cases the beta code and keeps at most 8 characters', () => {
    expect(normalizeBetaCode('welcome12345')).toBe('WELCOME1')
    const state = authDialogReducer(initialAuthDialogState('signup'), {
      type: 'setField',
      field: 'betaCode',
      value: 'abc',
    })
    expect(state.fields.betaCode).toBe('ABC')
  })

  it('switching mode clears the fields and messages', () => {
    const failed = authDialogReducer(filled(initialAuthDialogState('signup')), {
      type: 'failed',
      message: 'x',
    })
    expect(authDialogReducer(failed, { type: 'switchMode', mode: 'login' })).toEqual(
      initialAuthDialogState('login'),
    )
  })

  it('submitting clears the old message and ignores a second submit', () => {
    const failed = authDialogReducer(initialAuthDialogState('login'), {
      type: 'failed',
      message: 'Invalid login credentials',
    })
    const submitting = authDialogReducer(failed, { type: 'submit' })
    expect(submitting).toMatchObject({ status: 'submitting', error: null, success: null })
    expect(authDialogReducer(submitting, { type: 'submit' })).toBe(submitting)
    expect(authDialogReducer(submitting, { type: 'failed', message: 'boom' })).toMatchObject({
      status: 'idle',
      error: 'boom',
    })
  })

  it('a sign-up clears the form, shows the success text, then returns to login', () => {
    const submitting = authDialogReducer(filled(initialAuthDialogState('signup')), {
      type: 'submit',
    })
    const done = authDialogReducer(submitting, { type: 'signedUp' })
    expect(done.fields).toEqual({ name: '', email: '', password: '', betaCode: '' })
    expect(done.success).toBe(messages.accountCreated)
    expect(authDialogReducer(done, { type: 'returnToLogin' })).toEqual(
      initialAuthDialogState('login'),
    )
  })

  it('returnToLogin does nothing once the user has moved on', () => {
    const forgot = initialAuthDialogState('forgot')
    expect(authDialogReducer(forgot, { type: 'returnToLogin' })).toBe(forgot)
  })

  it('a sent reset keeps the mode and shows the success text', () => {
    const state = authDialogReducer(initialAuthDialogState('forgot'), { type: 'resetEmailSent' })
    expect(state).toMatchObject({ mode: 'forgot', success: messages.resetEmailSent, error: null })
  })

  it('validates the beta code on sign-up and the e-mail on forgot', () => {
    const fields = { name: 'A', email: 'a@b.co', password: 'secret1', betaCode: '' }
    expect(validateAuthFields('signup', fields)).toBe('Beta access code is required')
    expect(validateAuthFields('signup', { ...fields, betaCode: 'WELCOME1' })).toBeNull()
    expect(validateAuthFields('forgot', { ...fields, email: '  ' })).toBe(
      'Please enter your email address',
    )
    expect(validateAuthFields('forgot', fields)).toBeNull()
    expect(validateAuthFields('login', fields)).toBeNull()
  })
})
