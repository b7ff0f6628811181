import { messages } from '@/lib/errors'
import { accountInToken, confirmLinkVerdict, readEmailLink, resetLinkVerdict } from './email-link'

describe('readEmailLink', () => {
  it('reads a token_hash link', () => {
    expect(readEmailLink('?token_hash=abc&type=recovery', '')).toEqual({
      kind: 'token-hash',
      tokenHash: 'abc',
      type: 'recovery',
    })
  })

  it('reads tokens from the fragment', () => {
    expect(
      readEmailLink('', '#access_token=a&refresh_token=r&type=signup&expires_in=3600'),
    ).toEqual({
      kind: 'session',
      accessToken: 'a',
      refreshToken: 'r',
      type: 'signup',
    })
  })

  it('reads an error from the fragment or the query', () => {
    expect(
      readEmailLink(
        '',
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      ),
    ).toEqual({
      kind: 'error',
      error: 'access_denied',
      code: 'otp_expired',
      description: 'Email link is invalid or has expired',
    })
    expect(readEmailLink('?error=server_error', '')).toMatchObject({
      kind: 'error',
      error: 'server_error',
      code: null,
    })
  })

  it('reads a half-confirmed e-mail change message, or nothing', () => {
    expect(readEmailLink('', '#message=Confirmation+link+accepted')).toEqual({
      kind: 'message',
      message: 'Confirmation link accepted',
    })
    expect(readEmailLink('', '')).toEqual({ kind: 'none' })
  })
})

describe('resetLinkVerdict', () => {
  it.each([
    ['', '#error=access_denied&error_code=otp_expired', messages.resetLinkExpired],
    [
      '',
      '#error=access_denied&error_description=Email+link+has+expired',
      messages.resetLinkExpired,
    ],
    ['', '#error=access_denied&error_code=bad', messages.resetLinkInvalid],
    ['?error=server_error', '', messages.resetLinkInvalid],
    ['', '', messages.resetLinkInvalid],
    ['?token_hash=abc&type=signup', '', messages.resetLinkInvalid],
    ['', '#access_token=a&refresh_token=r&type=signup', messages.resetLinkInvalid],
  ])('%s%s → the right message', (search, hash, message) => {
    expect(resetLinkVerdict(readEmailLink(search, hash))).toEqual({ ok: false, message })
  })

  it('accepts recovery token_hash links and recovery fragment tokens', () => {
    expect(resetLinkVerdict(readEmailLink('?token_hash=abc&type=recovery', '')).ok).toBe(true)
    expect(
      resetLinkVerdict(readEmailLink('', '#access_token=a&refresh_token=r&type=recovery')).ok,
    ).toBe(true)
  })
})

describe('confirmLinkVerdict', () => {
  it.each(['signup', 'email_change', 'email'])('accepts token_hash with type %s', (type) => {
    expect(confirmLinkVerdict(readEmailLink(`?token_hash=abc&type=${type}`, '')).ok).toBe(true)
  })

  it('refuses a wrong type, a missing token and errors with the spec messages', () => {
    expect(confirmLinkVerdict(readEmailLink('?token_hash=abc&type=recovery', ''))).toEqual({
      ok: false,
      message: messages.confirmLinkInvalid,
    })
    expect(confirmLinkVerdict(readEmailLink('', ''))).toEqual({
      ok: false,
      message: messages.confirmLinkInvalid,
    })
    expect(
      confirmLinkVerdict(readEmailLink('', '#error=access_denied&error_code=otp_expired')),
    ).toEqual({
      ok: false,
      message: messages.confirmLinkExpired,
    })
    expect(confirmLinkVerdict(readEmailLink('', '#error=access_denied&error_code=x'))).toEqual({
      ok: false,
      message: messages.confirmLinkInvalid,
    })
  })

  it('refuses a session in the fragment: only token_hash links confirm', () => {
    const planted = readEmailLink('', '#access_token=a.b.c&refresh_token=r&type=signup')
    expect(planted.kind).toBe('session')
    expect(confirmLinkVerdict(planted)).toEqual({
      ok: false,
      message: messages.confirmLinkInvalid,
    })
  })

  it('passes the half-done e-mail change message through', () => {
    expect(confirmLinkVerdict(readEmailLink('', '#message=Proceed'))).toEqual({
      ok: 'partial',
      message: 'Proceed',
    })
  })
})

describe('accountInToken', () => {
  // base64url without padding, as in a JWT; UTF-8 inside.
  const token = (claims: object) =>
    `header.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`

  it('reads the account a session link signs in from its access token', () => {
    expect(accountInToken(token({ sub: 'user-1', email: 'zoë@example.com' }))).toEqual({
      id: 'user-1',
      email: 'zoë@example.com',
    })
  })

  it('gives nothing for a token without an account', () => {
    expect(accountInToken('not-a-jwt')).toBeNull()
    expect(accountInToken(token({ email: 'ada@example.com' }))).toBeNull()
  })
})
