import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ADMIN,
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

describe('a newcomer, end to end with supabase-js', () => {
  it('signs up with a beta code, confirms by mail, signs in, refreshes, keeps a library and signs out', async () => {
    const supabase = client(backend)
    const email = uniqueEmail('newcomer')
    const password = 'first-pass-1'

    const signUp = await supabase.auth.signUp({
      email,
      password,
      options: {
        data: { name: 'New Student', beta_code: 'welcome1' },
        emailRedirectTo: 'http://127.0.0.1:5173/confirm-email',
      },
    })
    expect(signUp.error).toBeNull()
    expect(signUp.data.session).toBeNull()
    expect(signUp.data.user?.email).toBe(email)
    expect(signUp.data.user?.user_metadata.name).toBe('New Student')

    const early = await supabase.auth.signInWithPassword({ email, password })
    expect(early.error?.code).toBe('email_not_confirmed')
    expect(early.error?.message).toBe('Email not confirmed')

    const [mail] = await inbox(backend, email)
    expect(mail?.to).toBe(email)
    expect(mail?.subject).toMatch(/confirm/i)
    const { tokenHash, type } = await latestToken(backend, email)
    expect(type).toBe('signup')
    const verified = await supabase.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' })
    expect(verified.error).toBeNull()
    expect(verified.data.user?.email_confirmed_at).toBeTruthy()
    // A link works once.
    const again = await client(backend).auth.verifyOtp({ token_hash: tokenHash, type: 'signup' })
    expect(again.error?.code).toBe('otp_expired')

    const signIn = await supabase.auth.signInWithPassword({ email, password })
    expect(signIn.error).toBeNull()
    const session = signIn.data.session!
    expect(session.user.user_metadata.name).toBe('New Student')
    expect(session.token_type).toBe('bearer')

    const refreshed = await supabase.auth.refreshSession()
    expect(refreshed.error).toBeNull()
    expect(refreshed.data.session?.refresh_token).not.toBe(session.refresh_token)
    const me = await supabase.auth.getUser()
    expect(me.data.user?.id).toBe(session.user.id)

    // The code is used by this account (seen by the admin).
    const admin = client(backend)
    await admin.auth.signInWithPassword(ADMIN)
    const codes = await admin.rpc('admin_list_beta_codes')
    expect(codes.error).toBeNull()
    const welcome1 = (codes.data as { code: string; used_by_email: string | null }[]).find(
      (c) => c.code === 'WELCOME1',
    )
    expect(welcome1?.used_by_email).toBe(email)

    // Study guides: insert, read back through the summaries view, update, delete.
    const inserted = await supabase
      .from('study_guides')
      .insert({
        title: 'Photosynthesis',
        content: '# Photosynthesis\n\nLight reactions and the Calvin cycle.',
        original_text: 'notes',
        user_id: session.user.id,
        cover_color: 'from-green-400 to-green-600',
      })
      .select()
      .single()
    expect(inserted.error).toBeNull()
    const guide = inserted.data as { id: string; user_id: string; title: string }
    expect(guide.user_id).toBe(session.user.id)

    const list = await supabase
      .from('study_guide_summaries')
      .select('*')
      .eq('user_id', session.user.id)
      .order('created_at', { ascending: false })
    expect(list.error).toBeNull()
    expect(list.data).toHaveLength(1)
    expect(list.data?.[0]).toMatchObject({
      id: guide.id,
      title: 'Photosynthesis',
      cover_color: 'from-green-400 to-green-600',
    })
    expect(list.data?.[0]?.preview).toBe('Light reactions and the Calvin cycle.')

    const updated = await supabase
      .from('study_guides')
      .update({ title: 'Photosynthesis II', cover_color: 'from-red-400 to-red-600' })
      .eq('id', guide.id)
    expect(updated.error).toBeNull()
    expect(updated.status).toBe(204)
    const one = await supabase
      .from('study_guides')
      .select('id, title, cover_color')
      .eq('id', guide.id)
      .single()
    expect(one.data).toEqual({
      id: guide.id,
      title: 'Photosynthesis II',
      cover_color: 'from-red-400 to-red-600',
    })

    // Flashcard sets: insert then select the row back; list by guide, newest first.
    const cards = [
      {
        id: 'c1',
        front: 'Where do light reactions happen?',
        back: 'Thylakoid membranes',
        difficulty: 'medium',
      },
    ]
    const set = await supabase
      .from('flashcard_sets')
      .insert({ study_guide_id: guide.id, title: 'Set 1', cards })
      .select()
      .single()
    expect(set.error).toBeNull()
    expect((set.data as { cards: unknown }).cards).toEqual(cards)
    await supabase
      .from('flashcard_sets')
      .insert({ study_guide_id: guide.id, title: 'Set 2', cards })
    const sets = await supabase
      .from('flashcard_sets')
      .select('*')
      .eq('study_guide_id', guide.id)
      .order('created_at', { ascending: false })
    expect(sets.data?.map((s: { title: string }) => s.title)).toEqual(['Set 2', 'Set 1'])

    // Another user sees none of it.
    const student = client(backend)
    await student.auth.signInWithPassword(STUDENT)
    const foreign = await student.from('study_guides').select('id').eq('id', guide.id)
    expect(foreign.data).toEqual([])
    const foreignDelete = await student.from('study_guides').delete().eq('id', guide.id).select()
    expect(foreignDelete.data).toEqual([])

    const removed = await supabase.from('study_guides').delete().eq('id', guide.id)
    expect(removed.error).toBeNull()
    const after = await supabase.from('flashcard_sets').select('id').eq('study_guide_id', guide.id)
    expect(after.data).toEqual([])

    const lastRefresh = (await supabase.auth.getSession()).data.session!.refresh_token
    const out = await supabase.auth.signOut()
    expect(out.error).toBeNull()
    expect((await supabase.auth.getSession()).data.session).toBeNull()
    const revoked = await client(backend).auth.refreshSession({ refresh_token: lastRefresh })
    expect(revoked.error?.code).toBe('refresh_token_not_found')
  })

  it('refuses a sign-up without a valid code the way Supabase does, and writes nothing', async () => {
    const supabase = client(backend)
    const email = uniqueEmail('nocode')
    for (const code of ['USEDCODE', 'OLDCODE1', 'NOPE1234', undefined]) {
      const { data, error } = await supabase.auth.signUp({
        email,
        password: 'secret-pass',
        options: { data: { name: 'X', ...(code ? { beta_code: code } : {}) } },
      })
      expect(data.user).toBeNull()
      expect(error?.status).toBe(500)
    }
    const raw = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: {
        apikey: (await import('./helpers.ts')).ANON_KEY,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email, password: 'secret-pass', data: { beta_code: 'USEDCODE' } }),
    })
    expect(await raw.json()).toEqual({
      code: 500,
      error_code: 'unexpected_failure',
      msg: 'Database error saving new user',
    })
    expect(await inbox(backend, email)).toEqual([])
    const login = await supabase.auth.signInWithPassword({ email, password: 'secret-pass' })
    expect(login.error?.code).toBe('invalid_credentials')
  })

  it('answers GoTrue errors: weak password, wrong password; an existing user is not told', async () => {
    const supabase = client(backend)
    const weak = await supabase.auth.signUp({
      email: uniqueEmail('weak'),
      password: '12345',
      options: { data: { beta_code: 'WELCOME2' } },
    })
    expect(weak.error?.code).toBe('weak_password')
    expect(weak.error?.name).toBe('AuthWeakPasswordError')
    const exists = await supabase.auth.signUp({
      email: STUDENT.email,
      password: 'whatever1',
      options: { data: { beta_code: 'WELCOME2' } },
    })
    // Hosted Auth does not tell that the address has an account (hosted-auth.test.ts).
    expect(exists.error).toBeNull()
    expect(exists.data.user?.identities).toEqual([])
    const wrong = await supabase.auth.signInWithPassword({
      email: STUDENT.email,
      password: 'not-it',
    })
    expect(wrong.error?.code).toBe('invalid_credentials')
    expect(wrong.error?.message).toBe('Invalid login credentials')
    expect(wrong.error?.status).toBe(400)
  })
})
