import { validateNewPassword } from './new-password'

describe('validateNewPassword', () => {
  it('needs a match, then 6 characters', () => {
    expect(validateNewPassword('secret1', 'secret2')).toBe('Passwords do not match.')
    expect(validateNewPassword('12345', '12345')).toBe(
      'Password must be at least 6 characters long.',
    )
    expect(validateNewPassword('secret1', 'secret1')).toBeNull()
  })
})
