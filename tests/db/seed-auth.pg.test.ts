/**
 * The seed's users on real PostgreSQL 15, as Supabase Auth reads them, and admin-created users
 * (app_metadata.beta_exempt). Auth scans the token columns into strings, so a NULL
 * there fails every sign-in with 500 'Database error querying schema'. The auth shim gives those
 * columns no default, as Auth's own schema does, so only a seed that writes them passes.
 * `npm test` provides the server; without one the tests are skipped with a warning, except in
 * CI, where they fail.
 */
import { expect, it } from 'vitest'
import { describeOnPostgres } from './support/postgres'

const TOKEN_COLUMNS = [
  'confirmation_token',
  'recovery_token',
  'email_change_token_new',
  'email_change',
] as const

describeOnPostgres('the seed as Supabase Auth reads it', { seed: true }, (postgres) => {
  it('writes every token column of every seeded user as a string', async () => {
    const { rows } = await postgres.client.query<Record<string, unknown>>(
      `select email, ${TOKEN_COLUMNS.join(', ')} from auth.users order by email`,
    )
    expect(rows.map((row) => row.email)).toEqual(['admin@example.com', 'student@example.com'])
    for (const row of rows) for (const column of TOKEN_COLUMNS) expect(row[column]).toBe('')
  })

  it('gives those columns no default, as Auth’s schema does, so a forgotten one stays NULL', async () => {
    const { rows } = await postgres.client.query<{
      column_name: string
      column_default: string | null
    }>(
      `select column_name, column_default from information_schema.columns
        where table_schema = 'auth' and table_name = 'users' and column_name = any($1)`,
      [TOKEN_COLUMNS],
    )
    expect(rows).toHaveLength(TOKEN_COLUMNS.length)
    for (const row of rows) expect(row.column_default).toBeNull()
  })

  it('has the e-mail identity a real sign-up creates for each seeded user', async () => {
    const { rows } = await postgres.client.query<{
      email: string
      provider: string
      provider_id_is_user: boolean
      identity_email: string
      sub_is_user: boolean
    }>(
      `select u.email, i.provider, i.provider_id = u.id::text as provider_id_is_user,
              i.email as identity_email, i.identity_data ->> 'sub' = u.id::text as sub_is_user
         from auth.users u join auth.identities i on i.user_id = u.id order by u.email`,
    )
    expect(rows).toEqual(
      ['admin@example.com', 'student@example.com'].map((email) => ({
        email,
        provider: 'email',
        provider_id_is_user: true,
        identity_email: email,
        sub_is_user: true,
      })),
    )
  })
})

describeOnPostgres('admin-created users on PostgreSQL 15', { seed: true }, (postgres) => {
  /** The Auth admin API's order: insert the user, then write app_metadata, then commit. */
  async function adminCreate(email: string, appMetadata: Record<string, unknown>) {
    await postgres.client.query('begin')
    try {
      await postgres.client.query('set local role supabase_auth_admin')
      await postgres.client.query(
        `insert into auth.users (id, email, encrypted_password, raw_user_meta_data, raw_app_meta_data,
                                 confirmation_token, recovery_token, email_change_token_new, email_change)
         values (gen_random_uuid(), $1, '', '{}', '{"provider":"email","providers":["email"]}', '', '', '', '')`,
        [email],
      )
      await postgres.client.query(
        `update auth.users set raw_app_meta_data = raw_app_meta_data || $2::jsonb where email = $1`,
        [email, JSON.stringify(appMetadata)],
      )
      await postgres.client.query('commit')
    } catch (error) {
      await postgres.client.query('rollback')
      throw error
    }
  }

  const users = async (email: string) =>
    (await postgres.client.query('select 1 from auth.users where email = $1', [email])).rowCount

  it('lets a user marked beta_exempt in without a code', async () => {
    await adminCreate('invited@example.com', { beta_exempt: true })
    expect(await users('invited@example.com')).toBe(1)
  })

  it('refuses one without the mark, at commit', async () => {
    await expect(adminCreate('plain@example.com', {})).rejects.toThrow(
      'Beta access code is required',
    )
    expect(await users('plain@example.com')).toBe(0)
  })
})
