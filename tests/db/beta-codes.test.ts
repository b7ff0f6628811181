/**
 * Beta access codes in the database: check_beta_code, consumption on sign-up (the trigger on
 * auth.users), and the admin-only functions (list, generate, deactivate). Non-admins are refused
 * by the database itself.
 *
 * One database serves the whole file (starting one costs seconds): read-only cases roll back,
 * and each case that changes data uses its own code and e-mail.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../../supabase/local/schema'
import { anon, callAs, commitAs, ids, outcomeOf, signUp, userActor } from './support/actors'

interface CodeRow {
  id: string
  code: string
  created_at: string
  used_at: string | null
  used_by_email: string | null
  used_by_user_id: string | null
  is_active: boolean
}

const admin = userActor(ids.admin, 'admin@example.com')
const student = userActor(ids.student, 'student@example.com')
const refusal = 'Only the admin can manage beta access codes'

let db: PGlite
beforeAll(async () => {
  db = await createDatabase()
})
afterAll(async () => {
  await db.close()
})

async function codeRow(code: string): Promise<CodeRow | undefined> {
  return (await db.query<CodeRow>('select * from public.beta_access_codes where code = $1', [code]))
    .rows[0]
}
async function userCount(email: string): Promise<number> {
  return (await db.query('select 1 from auth.users where email = $1', [email])).rows.length
}

describe('check_beta_code', () => {
  it.each([
    ['a valid code', 'WELCOME1', true],
    ['a used code', 'USEDCODE', false],
    ['an inactive code', 'OLDCODE1', false],
    ['a lower-case valid code', 'welcome2', true],
    ['a valid code with spaces around it', '  WELCOME3 ', true],
    ['an unknown code', 'NOPE1234', false],
    ['an empty string', '', false],
    ['null', null, false],
  ])('answers for %s, to anon and to signed-in users', async (_case, code, valid) => {
    for (const actor of [anon, student]) {
      const rows = await callAs<{ valid: boolean }>(
        db,
        actor,
        'select public.check_beta_code($1) as valid',
        [code],
      )
      expect(rows[0]?.valid ?? false).toBe(valid)
    }
  })
})

describe('sign-up consumes the code', () => {
  it('accepts a valid code and marks it used by the new user, once', async () => {
    const id = '00000000-0000-4000-8000-00000000c001'
    await signUp(db, { id, email: 'new@example.com', betaCode: 'WELCOME1' })
    expect(await codeRow('WELCOME1')).toMatchObject({
      used_by_email: 'new@example.com',
      used_by_user_id: id,
      is_active: true,
    })
    expect((await codeRow('WELCOME1'))?.used_at).not.toBeNull()
    await expect(
      signUp(db, {
        id: '00000000-0000-4000-8000-00000000c002',
        email: 'second@example.com',
        betaCode: 'WELCOME1',
      }),
    ).rejects.toThrow('Invalid or already used access code')
    expect(await userCount('second@example.com')).toBe(0)
  })

  it('accepts a lower-case code', async () => {
    await signUp(db, {
      id: '00000000-0000-4000-8000-00000000c003',
      email: 'lower@example.com',
      betaCode: 'welcome2',
    })
    expect((await codeRow('WELCOME2'))?.used_by_email).toBe('lower@example.com')
  })

  it.each([
    ['a used code', 'USEDCODE', 'Invalid or already used access code'],
    ['an inactive code', 'OLDCODE1', 'Invalid or already used access code'],
    ['an unknown code', 'NOPE1234', 'Invalid or already used access code'],
    ['an empty code', '   ', 'Beta access code is required'],
    ['a missing code', null, 'Beta access code is required'],
  ])('rejects %s and leaves no account behind', async (_case, betaCode, message) => {
    await expect(
      signUp(db, {
        id: '00000000-0000-4000-8000-00000000c004',
        email: 'nope@example.com',
        betaCode,
      }),
    ).rejects.toThrow(message)
    expect(await userCount('nope@example.com')).toBe(0)
    expect((await codeRow('USEDCODE'))?.used_by_email).toBe('student@example.com')
    expect((await codeRow('OLDCODE1'))?.used_at).toBeNull()
  })

  it('keeps the code used (and frees the user link) when the account is deleted', async () => {
    const id = '00000000-0000-4000-8000-00000000c005'
    await signUp(db, { id, email: 'gone@example.com', betaCode: 'WELCOME3' })
    await db.query('delete from auth.users where id = $1', [id])
    expect(await codeRow('WELCOME3')).toMatchObject({
      used_by_user_id: null,
      used_by_email: 'gone@example.com',
    })
    await expect(
      signUp(db, { id, email: 'again@example.com', betaCode: 'WELCOME3' }),
    ).rejects.toThrow('Invalid or already used access code')
  })
})

/**
 * The Auth admin API's order (supabase/auth admin.go): insert the user, then write app_metadata
 * with an UPDATE in the same transaction.
 */
async function adminCreate(
  email: string,
  appMetadata: Record<string, unknown>,
  userMetadata: Record<string, unknown> = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec('set local role supabase_auth_admin')
    await tx.query(
      `insert into auth.users (id, email, encrypted_password, raw_user_meta_data, raw_app_meta_data)
       values (gen_random_uuid(), $1, '', $2, '{"provider":"email","providers":["email"]}')`,
      [email, JSON.stringify(userMetadata)],
    )
    await tx.query(
      `update auth.users set raw_app_meta_data = raw_app_meta_data || $2::jsonb where email = $1`,
      [email, JSON.stringify(appMetadata)],
    )
  })
}

describe('admin-created users (app_metadata.beta_exempt)', () => {
  it('lets a user the admin API marks beta_exempt in without a code, and uses no code', async () => {
    const codesBefore = await db.query('select * from public.beta_access_codes order by code')
    await adminCreate('invited@example.com', { beta_exempt: true })
    expect(await userCount('invited@example.com')).toBe(1)
    expect((await db.query('select * from public.beta_access_codes order by code')).rows).toEqual(
      codesBefore.rows,
    )
  })

  it.each([
    ['beta_exempt false', { beta_exempt: false }, {}],
    ['beta_exempt as a string', { beta_exempt: 'true' }, {}],
    ['beta_exempt in user_metadata, which a sign-up sets', {}, { beta_exempt: true }],
  ])('still requires a code with %s', async (_case, appMetadata, userMetadata) => {
    await expect(adminCreate('not-exempt@example.com', appMetadata, userMetadata)).rejects.toThrow(
      'Beta access code is required',
    )
    expect(await userCount('not-exempt@example.com')).toBe(0)
  })
})

describe('admin functions', () => {
  it('is_admin is true only for the admin', async () => {
    for (const [actor, isAdmin] of [
      [admin, true],
      [student, false],
      [anon, false],
    ] as const) {
      const rows = await callAs<{ is_admin: boolean }>(
        db,
        actor,
        'select public.is_admin() as is_admin',
      )
      expect(rows[0]?.is_admin).toBe(isAdmin)
    }
  })

  it('lists every code to the admin, newest first', async () => {
    const rows = await callAs<CodeRow>(db, admin, 'select * from public.admin_list_beta_codes()')
    const seeded = [
      'WELCOME5',
      'WELCOME4',
      'WELCOME3',
      'WELCOME2',
      'WELCOME1',
      'USEDCODE',
      'OLDCODE1',
    ]
    expect(rows.map((row) => row.code).filter((code) => seeded.includes(code))).toEqual(seeded)
    const all = await db.query<{ n: number }>(
      'select count(*)::int as n from public.beta_access_codes',
    )
    expect(rows).toHaveLength(all.rows[0]!.n)
    const times = rows.map((row) => new Date(row.created_at).getTime())
    expect(times).toEqual([...times].sort((x, y) => y - x))
    expect(rows.find((row) => row.code === 'USEDCODE')).toMatchObject({
      used_by_email: 'student@example.com',
      used_by_user_id: ids.student,
    })
  })

  it('generates unique 8-character A-Z0-9 codes that can then be used', async () => {
    const generated: CodeRow[] = []
    for (let i = 0; i < 25; i++) {
      const [row] = await commitAs<CodeRow>(db, admin, 'select * from public.generate_beta_code()')
      if (row) generated.push(row)
    }
    expect(generated).toHaveLength(25)
    for (const row of generated) {
      expect(row.code).toMatch(/^[A-Z0-9]{8}$/)
      expect(row).toMatchObject({ is_active: true, used_at: null, used_by_email: null })
    }
    expect(new Set(generated.map((row) => row.code)).size).toBe(25)
    const listed = await callAs<CodeRow>(db, admin, 'select * from public.admin_list_beta_codes()')
    expect(listed.map((row) => row.code)).toEqual(
      expect.arrayContaining(generated.map((row) => row.code)),
    )
    const fresh = generated[0]!.code
    const [check] = await callAs<{ valid: boolean }>(
      db,
      anon,
      'select public.check_beta_code($1) as valid',
      [fresh],
    )
    expect(check?.valid).toBe(true)
    await signUp(db, {
      id: '00000000-0000-4000-8000-00000000c006',
      email: 'gen@example.com',
      betaCode: fresh,
    })
    expect((await codeRow(fresh))?.used_by_email).toBe('gen@example.com')
  })

  it('deactivates a code, which then fails the check and the sign-up', async () => {
    const target = await codeRow('WELCOME4')
    const [row] = await commitAs<CodeRow>(
      db,
      admin,
      'select * from public.deactivate_beta_code($1)',
      [target?.id],
    )
    expect(row).toMatchObject({ code: 'WELCOME4', is_active: false })
    const [check] = await callAs<{ valid: boolean }>(
      db,
      anon,
      `select public.check_beta_code('WELCOME4') as valid`,
    )
    expect(check?.valid).toBe(false)
    await expect(
      signUp(db, {
        id: '00000000-0000-4000-8000-00000000c007',
        email: 'late@example.com',
        betaCode: 'WELCOME4',
      }),
    ).rejects.toThrow('Invalid or already used access code')
  })

  it('reports an unknown code id', async () => {
    await expect(
      callAs(db, admin, 'select * from public.deactivate_beta_code($1)', [
        '00000000-0000-4000-8000-00000000dead',
      ]),
    ).rejects.toMatchObject({ code: 'P0002', message: 'Beta access code not found' })
  })

  it.each([
    ['admin_list_beta_codes', 'select * from public.admin_list_beta_codes()', []],
    ['generate_beta_code', 'select * from public.generate_beta_code()', []],
    [
      'deactivate_beta_code',
      'select * from public.deactivate_beta_code((select id from public.beta_access_codes limit 1))',
      [],
    ],
  ])(
    'refuses %s to a signed-in non-admin, and anon cannot even call it',
    async (_name, sql, params) => {
      const snapshot =
        'select count(*)::int as n, count(*) filter (where not is_active)::int as inactive from public.beta_access_codes'
      const before = (await db.query(snapshot)).rows
      await expect(callAs(db, student, sql, params)).rejects.toMatchObject({
        code: '42501',
        message: refusal,
      })
      // anon has no execute privilege (nor select on the table, for the last case's subquery)
      expect(await outcomeOf(db, anon, sql, params)).toBe('denied')
      expect((await db.query(snapshot)).rows).toEqual(before)
    },
  )

  it('keeps the admin id in the database, where a hosted project can change it', async () => {
    await db.query(`update public.app_admin set user_id = $1`, [ids.student])
    try {
      const [asStudent] = await callAs<{ is_admin: boolean }>(
        db,
        student,
        'select public.is_admin() as is_admin',
      )
      const [asOldAdmin] = await callAs<{ is_admin: boolean }>(
        db,
        admin,
        'select public.is_admin() as is_admin',
      )
      expect([asStudent?.is_admin, asOldAdmin?.is_admin]).toEqual([true, false])
    } finally {
      await db.query(`update public.app_admin set user_id = $1`, [ids.admin])
    }
  })
})

describe('constraints', () => {
  it.each([
    ['a lower-case code', `insert into public.beta_access_codes (code) values ('abcd1234')`],
    ['a 7-character code', `insert into public.beta_access_codes (code) values ('ABCD123')`],
    ['a duplicate code', `insert into public.beta_access_codes (code) values ('WELCOME1')`],
    [
      'an unknown cover colour',
      `update public.study_guides set cover_color = 'from-black-400 to-black-600'`,
    ],
    ['an unknown guide kind', `update public.study_guides set kind = 'chapter'`],
    [
      'an unknown quiz difficulty',
      `insert into public.quizzes (study_guide_id, user_id, questions, difficulty)
      values ('${ids.studentGuide}', '${ids.student}', '[]', 'extreme')`,
    ],
  ])('rejects %s', async (_case, sql) => {
    await expect(db.query(sql)).rejects.toThrow(/violates (check|unique) constraint/)
  })
})
