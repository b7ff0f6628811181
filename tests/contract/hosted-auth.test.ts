/**
 * Where hosted Supabase Auth behaves differently from a naive stand-in, and the app can see it
 *: the local backend answers as hosted Auth does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  api,
  client,
  inbox,
  latestToken,
  startTestBackend,
  STUDENT,
  uniqueEmail,
  type TestBackend,
} from './helpers.ts'

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(async () => {
  await backend.stop()
})

const codeUsedBy = async (code: string): Promise<string | null | undefined> =>
  (
    await backend.pg.query<{ used_by_email: string | null }>(
      `select used_by_email from public.beta_access_codes where code = $1`,
      [code],
    )
  ).rows[0]?.used_by_email

describe('hosted Auth behaviours', () => {
  it('answers a sign-up with a confirmed address like a new one: a user, no error, no mail', async () => {
    const studentId = (await client(backend).auth.signInWithPassword(STUDENT)).data.user!.id
    const before = (await inbox(backend, STUDENT.email)).length
    const again = await client(backend).auth.signUp({
      email: STUDENT.email,
      password: 'whatever1',
      options: { data: { name: 'Someone', beta_code: 'WELCOME4' } },
    })
    expect(again.error).toBeNull()
    expect(again.data.session).toBeNull()
    expect(again.data.user?.email).toBe(STUDENT.email)
    // A stand-in: not the account's id, no identities (how supabase-js callers can tell).
    expect(again.data.user?.id).not.toBe(studentId)
    expect(again.data.user?.identities).toEqual([])
    expect((await inbox(backend, STUDENT.email)).length).toBe(before)
    expect(await codeUsedBy('WELCOME4')).toBeNull()
    // The account itself is untouched.
    expect((await client(backend).auth.signInWithPassword(STUDENT)).error).toBeNull()
  })

  it('refuses an unknown, used or expired token_hash with 403 “Email link is invalid or has expired”', async () => {
    const unknown = await client(backend).auth.verifyOtp({
      token_hash: 'f'.repeat(56),
      type: 'signup',
    })
    expect(unknown.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Email link is invalid or has expired',
    })

    const email = uniqueEmail('expired')
    await client(backend).auth.signUp({
      email,
      password: 'expired-pass-1',
      options: { data: { beta_code: 'WELCOME5' } },
    })
    const { tokenHash } = await latestToken(backend, email)
    await backend.pg.query(
      `update local_auth.one_time_tokens set created_at = now() - interval '2 days' where token_hash = $1`,
      [tokenHash],
    )
    const expired = await client(backend).auth.verifyOtp({ token_hash: tokenHash, type: 'signup' })
    expect(expired.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Email link is invalid or has expired',
    })
    // A wrong 6-digit code keeps GoTrue's other wording.
    const code = await client(backend).auth.verifyOtp({ email, token: '000000', type: 'email' })
    expect(code.error?.message).toBe('Token has expired or is invalid')
  })

  it('sends one confirmation and one recovery mail per address per 60 s, and says how long to wait', async () => {
    const email = uniqueEmail('often')
    const supabase = client(backend)
    const first = await supabase.auth.signUp({
      email,
      password: 'often-pass-1',
      options: { data: { beta_code: 'WELCOME3' } },
    })
    expect(first.error).toBeNull()
    for (const again of [
      () =>
        supabase.auth.signUp({
          email,
          password: 'often-pass-1',
          options: { data: { beta_code: 'WELCOME3' } },
        }),
      () => supabase.auth.resend({ type: 'signup', email }),
    ]) {
      const { error } = await again()
      expect(error?.status).toBe(429)
      expect(error?.code).toBe('over_email_send_rate_limit')
      expect(error?.message).toMatch(
        /^For security purposes, you can only request this after ([3-5][0-9]|60) seconds\.$/,
      )
    }
    expect(await inbox(backend, email)).toHaveLength(1)

    const reset = await supabase.auth.resetPasswordForEmail(STUDENT.email)
    expect(reset.error).toBeNull()
    const tooSoon = await supabase.auth.resetPasswordForEmail(STUDENT.email)
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })

    // A minute later, the address may have another confirmation mail.
    await backend.pg.query(
      `update local_auth.sign_ins set confirmation_sent_at = now() - interval '61 seconds'
        where user_id = (select id from auth.users where email = $1)`,
      [email],
    )
    expect((await supabase.auth.resend({ type: 'signup', email })).error).toBeNull()
    expect(await inbox(backend, email)).toHaveLength(2)
  })

  it('fails every sign-in of a user whose token columns are NULL, as Supabase Auth does', async () => {
    const email = uniqueEmail('nulls')
    await api(backend, '/auth/v1/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'nulls-pass-1', data: { beta_code: 'WELCOME2' } }),
    })
    await backend.pg.query(
      `update auth.users set email_confirmed_at = now(), confirmation_token = null where email = $1`,
      [email],
    )
    const signIn = await client(backend).auth.signInWithPassword({
      email,
      password: 'nulls-pass-1',
    })
    expect(signIn.error).toMatchObject({ status: 500 })
    const raw = await api(backend, '/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'nulls-pass-1' }),
    })
    expect(await raw.json()).toEqual({
      code: 500,
      error_code: 'unexpected_failure',
      msg: 'Database error querying schema',
    })
  })
})
