import { validateEmailChange, validatePasswordChange } from './account-validation'

describe('validatePasswordChange', () => {
  const ok = { currentPassword: 'old-pass', newPassword: 'new-pass', confirmPassword: 'new-pass' }
  it('accepts a valid change', () => expect(validatePasswordChange(ok)).toBeNull())
  it('needs matching new passwords', () =>
    expect(validatePasswordChange({ ...ok, confirmPassword: 'other' })).toBe(
      'New passwords do not match.',
    ))
  it('needs 6 characters', () =>
    expect(validatePasswordChange({ ...ok, newPassword: '12345', confirmPassword: '12345' })).toBe(
      'New password must be at least 6 characters long.',
    ))
  it('needs a different password', () =>
    expect(
      validatePasswordChange({ ...ok, newPassword: 'old-pass', confirmPassword: 'old-pass' }),
    ).toBe('New password must be different from current password.'))
})

describe('validateEmailChange', () => {
  const currentEmail = 'ada@example.com'
  it('needs an address', () =>
    expect(validateEmailChange({ newEmail: ' ', currentEmail })).toBe(
      'Please enter a new email address.',
    ))
  it('needs a different address', () =>
    expect(validateEmailChange({ newEmail: 'ADA@example.com', currentEmail })).toBe(
      'New email must be different from current email.',
    ))
  it('needs a plausible address', () =>
    expect(validateEmailChange({ newEmail: 'ada@example', currentEmail })).toBe(
      'Please enter a valid email address.',
    ))
  it('accepts a new address', () =>
    expect(validateEmailChange({ newEmail: 'ada@school.edu', currentEmail })).toBeNull())
})
