import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ANON_KEY,
  client,
  inbox,
  latestToken,
  serviceRoleKey,
  startTestBackend,
  STUDENT,
  uniqueEmail,
  type TestBackend,
} from './helpers.ts'

let backend: TestBackend
beforeAll(async () => {
  // No reuse interval: a rotated refresh token is dead at once.
  backend = await startTestBackend({ refreshReuseIntervalSeconds: 0 })
})
afterAll(async () => {
  await backend.stop()
})

async function confirmedUser(code: string): Promise<{ email: string; password: string }> {
  const email = uniqueEmail('account')
  const password = 'start-pass-1'
  const supabase = client(backend)
  const { error } = await supabase.auth.signUp({
    email,
    password,
    options: { data: { name: 'Acc', beta_code: code } },
  })
  expect(error).toBeNull()
  const { tokenHash } = await latestToken(backend, email)
  expect(
    (await supabase.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' })).error,
  ).toBeNull()
  return { email, password }
}

describe('account flows with supabase-js', () => {
  it('recovers a password: mail, verify the recovery link, set a new password', async () => {
    const { email, password } = await confirmedUser('WELCOME3')
    const supabase = client(backend)
    const sent = await supabase.auth.resetPasswordForEmail(email, {
      redirectTo: 'http://127.0.0.1:5173/reset-password',
    })
    expect(sent.error).toBeNull()
    const [mail] = await inbox(backend, email)
    expect(mail?.subject).toMatch(/reset/i)
    // An unknown address gets the same answer and no mail.
    expect((await supabase.auth.resetPasswordForEmail('nobody@example.com')).error).toBeNull()
    expect(await inbox(backend, 'nobody@example.com')).toEqual([])

    const { tokenHash, type } = await latestToken(backend, email)
    expect(type).toBe('recovery')
    const verified = await supabase.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })
    expect(verified.error).toBeNull()
    expect(verified.data.session?.user.email).toBe(email)

    const weak = await supabase.auth.updateUser({ password: '123' })
    expect(weak.error?.code).toBe('weak_password')
    const same = await supabase.auth.updateUser({ password })
    expect(same.error?.code).toBe('same_password')
    const changed = await supabase.auth.updateUser({ password: 'brand-new-pass' })
    expect(changed.error).toBeNull()

    const fresh = client(backend)
    expect((await fresh.auth.signInWithPassword({ email, password })).error?.code).toBe(
      'invalid_credentials',
    )
    expect(
      (await fresh.auth.signInWithPassword({ email, password: 'brand-new-pass' })).error,
    ).toBeNull()
  })

  it('changes the e-mail only once both the old and the new address confirmed', async () => {
    const { email, password } = await confirmedUser('WELCOME4')
    const supabase = client(backend)
    await supabase.auth.signInWithPassword({ email, password })
    const newEmail = uniqueEmail('renamed')

    const taken = await supabase.auth.updateUser({ email: STUDENT.email })
    expect(taken.error?.code).toBe('email_exists')

    const requested = await supabase.auth.updateUser(
      { email: newEmail },
      { emailRedirectTo: 'http://127.0.0.1:5173/confirm-email' },
    )
    expect(requested.error).toBeNull()
    expect(requested.data.user?.email).toBe(email)
    expect(requested.data.user?.new_email).toBe(newEmail)

    const toOld = await latestToken(backend, email)
    const toNew = await latestToken(backend, newEmail)
    expect(toOld.type).toBe('email_change')
    expect(toNew.tokenHash).not.toBe(toOld.tokenHash)

    const half = await supabase.auth.verifyOtp({
      token_hash: toNew.tokenHash,
      type: 'email_change',
    })
    expect(half.error).toBeNull()
    expect(half.data.session).toBeNull()
    expect((await supabase.auth.getUser()).data.user?.email).toBe(email)

    const done = await supabase.auth.verifyOtp({
      token_hash: toOld.tokenHash,
      type: 'email_change',
    })
    expect(done.error).toBeNull()
    expect(done.data.user?.email).toBe(newEmail)
    expect((await supabase.auth.getUser()).data.user?.email).toBe(newEmail)

    const fresh = client(backend)
    expect((await fresh.auth.signInWithPassword({ email: newEmail, password })).error).toBeNull()
    expect((await fresh.auth.signInWithPassword({ email, password })).error?.code).toBe(
      'invalid_credentials',
    )
  })

  it('rotates refresh tokens: a used one fails and ends the session; logout scopes end the right sessions', async () => {
    const first = client(backend)
    const second = client(backend)
    const a = (await first.auth.signInWithPassword(STUDENT)).data.session!
    await second.auth.signInWithPassword(STUDENT)

    const rotated = await first.auth.refreshSession()
    expect(rotated.error).toBeNull()
    const reused = await client(backend).auth.refreshSession({ refresh_token: a.refresh_token })
    expect(reused.error?.code).toBe('refresh_token_already_used')
    // Reuse is treated as theft: the family's current token is revoked too.
    const stolen = await client(backend).auth.refreshSession({
      refresh_token: rotated.data.session!.refresh_token,
    })
    expect(stolen.error).not.toBeNull()

    // getUser with an access token of an ended session: session_not_found.
    const ended = await first.auth.getUser(rotated.data.session!.access_token)
    expect(ended.error?.name).toBe('AuthSessionMissingError')

    // scope 'others' keeps the caller's session and ends the rest.
    const third = client(backend)
    await third.auth.signInWithPassword(STUDENT)
    expect((await third.auth.signOut({ scope: 'others' })).error).toBeNull()
    expect((await third.auth.getUser()).error).toBeNull()
    expect((await second.auth.getUser()).error?.name).toBe('AuthSessionMissingError')
    expect((await third.auth.signOut({ scope: 'local' })).error).toBeNull()
  })

  it('serves the mailed GET /verify link with a redirect carrying the session, like GoTrue', async () => {
    const email = uniqueEmail('linker')
    await client(backend).auth.signUp({
      email,
      password: 'link-pass-1',
      options: {
        data: { beta_code: 'WELCOME5' },
        emailRedirectTo: 'http://127.0.0.1:5173/confirm-email',
      },
    })
    const { tokenHash } = await latestToken(backend, email)
    const link = `${backend.url}/auth/v1/verify?token=${tokenHash}&type=signup&redirect_to=${encodeURIComponent('http://127.0.0.1:5173/confirm-email')}`
    const ok = await fetch(link, { redirect: 'manual' })
    expect(ok.status).toBe(303)
    const location = new URL(ok.headers.get('location')!)
    expect(location.origin + location.pathname).toBe('http://127.0.0.1:5173/confirm-email')
    const fragment = new URLSearchParams(location.hash.slice(1))
    expect(fragment.get('type')).toBe('signup')
    expect(fragment.get('access_token')).toBeTruthy()
    expect(fragment.get('refresh_token')).toBeTruthy()

    const reused = await fetch(link, { redirect: 'manual' })
    const failed = new URLSearchParams(new URL(reused.headers.get('location')!).hash.slice(1))
    expect(failed.get('error')).toBe('access_denied')
    expect(failed.get('error_code')).toBe('otp_expired')
  })

  it('lets test fixtures create and delete confirmed users with the service_role key only', async () => {
    const service = client(backend, await serviceRoleKey())
    const email = uniqueEmail('fixture')
    const created = await service.auth.admin.createUser({
      email,
      password: 'fixture-pass',
      email_confirm: true,
      user_metadata: { name: 'Fixture', beta_code: 'WELCOME2' },
    })
    expect(created.error).toBeNull()
    const signIn = await client(backend).auth.signInWithPassword({
      email,
      password: 'fixture-pass',
    })
    expect(signIn.error).toBeNull()
    const noCode = await service.auth.admin.createUser({
      email: uniqueEmail('fixture'),
      password: 'fixture-pass',
      email_confirm: true,
    })
    expect(noCode.error?.status).toBe(500)
    // An account the admin adds: app_metadata.beta_exempt (service role only) needs no code.
    const exemptEmail = uniqueEmail('invited')
    const exempt = await service.auth.admin.createUser({
      email: exemptEmail,
      password: 'invited-pass',
      email_confirm: true,
      app_metadata: { beta_exempt: true },
    })
    expect(exempt.error).toBeNull()
    expect(exempt.data.user?.app_metadata).toMatchObject({ provider: 'email', beta_exempt: true })
    expect(
      (
        await client(backend).auth.signInWithPassword({
          email: exemptEmail,
          password: 'invited-pass',
        })
      ).error,
    ).toBeNull()
    // A sign-up cannot claim it: its data is user_metadata.
    const claimed = await client(backend).auth.signUp({
      email: uniqueEmail('claimed'),
      password: 'claimed-pass',
      options: { data: { beta_exempt: true } },
    })
    expect(claimed.error?.status).toBe(500)
    const asAnon = await client(backend, ANON_KEY).auth.admin.createUser({
      email: uniqueEmail('fixture'),
      password: 'fixture-pass',
    })
    expect(asAnon.error?.status).toBe(403)
    expect((await service.auth.admin.deleteUser(created.data.user!.id)).error).toBeNull()
    expect(
      (await client(backend).auth.signInWithPassword({ email, password: 'fixture-pass' })).error
        ?.code,
    ).toBe('invalid_credentials')
  })

  it('shows captured mails on the inbox page, escaped, and clears them on DELETE', async () => {
    const email = uniqueEmail('inbox')
    const name = '<img src=x onerror=alert(1)>'
    await client(backend).auth.signUp({
      email,
      password: 'inbox-pass-1',
      options: { data: { name, beta_code: 'WELCOME1' } },
    })
    const [mail] = await inbox(backend, email)
    expect(mail).toMatchObject({ to: email })
    expect(mail?.links.length).toBeGreaterThan(0)
    expect(Date.parse(mail!.createdAt)).not.toBeNaN()

    const page = await fetch(`${backend.inboxUrl}/?to=${encodeURIComponent(email)}`)
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    expect(html).toContain(mail!.subject)
    expect(html).toContain(mail!.links[0]!.replace(/&/g, '&amp;'))
    expect(html).not.toContain('<img src=x')

    const cleared = await fetch(
      `${backend.inboxUrl}/api/messages?to=${encodeURIComponent(email)}`,
      { method: 'DELETE' },
    )
    expect(cleared.status).toBe(204)
    expect(await inbox(backend, email)).toEqual([])
  })
})
