/**
 * public.profiles on PGlite (issue 47): the interface language a signed-in student chose, one
 * row each. The CHECK admits exactly the interface's seven languages (languages.ts), and only
 * the owner reads or writes their row (the RLS matrix covers every actor as well).
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../../supabase/local/schema'
import { languages } from '../../src/lib/i18n/languages'
import { commitAs, ids, outcomeOf, userActor, type Outcome } from './support/actors'

const student = userActor(ids.student, 'student@example.com')
const STRANGER = '00000000-0000-4000-8000-0000000000f0'
const stranger = userActor(STRANGER, 'stranger4@example.com')

let db: PGlite
beforeAll(async () => {
  db = await createDatabase()
  await db.query(`insert into public.beta_access_codes (code) values ('STRANGE4')`)
  await db.query(
    `insert into auth.users (id, email, raw_user_meta_data) values ($1, 'stranger4@example.com', '{"beta_code":"STRANGE4"}')`,
    [STRANGER],
  )
  await commitAs(db, stranger, `insert into public.profiles (language) values ('de')`)
})
afterAll(async () => {
  await db.close()
})

const choose = (language: string) =>
  outcomeOf(
    db,
    student,
    `insert into public.profiles (language) values ($1)
     on conflict (user_id) do update set language = excluded.language`,
    [language],
  )

const refused: Outcome = {
  code: '23514',
  error: 'new row for relation "profiles" violates check constraint "profiles_language_check"',
}

describe('profiles', () => {
  it.each(languages.map(({ code }) => code))(
    'keeps %s, one of the seven languages',
    async (code) => {
      expect(await choose(code)).toBe(1)
    },
  )

  it('refuses any other code, a base language of the seven included', async () => {
    for (const code of ['it', 'pt', 'zh', 'EN', 'en-US', ''])
      expect(await choose(code), code).toEqual(refused)
  })

  it("another student neither reads, changes nor deletes a student's language", async () => {
    const where = [STRANGER] as const
    expect(
      await outcomeOf(db, student, 'select language from public.profiles where user_id = $1', [
        ...where,
      ]),
    ).toBe(0)
    expect(
      await outcomeOf(
        db,
        student,
        `update public.profiles set language = 'ar' where user_id = $1`,
        [...where],
      ),
    ).toBe(0)
    expect(
      await outcomeOf(db, student, 'delete from public.profiles where user_id = $1', [...where]),
    ).toBe(0)
    expect(
      await outcomeOf(db, stranger, 'select language from public.profiles where user_id = $1', [
        ...where,
      ]),
    ).toBe(1)
  })

  it("nobody writes a row in another student's name", async () => {
    expect(
      await outcomeOf(
        db,
        student,
        `insert into public.profiles (user_id, language) values ($1, 'es')`,
        [STRANGER],
      ),
    ).toBe('rls')
    expect(
      await outcomeOf(db, stranger, `update public.profiles set user_id = $1`, [ids.student]),
    ).toBe('rls')
  })
})
