import { randomUUID } from 'node:crypto'
import bcrypt from 'bcryptjs'
import { MIN_PASSWORD_LENGTH } from '../config.ts'
import { asPgError } from '../db.ts'
import { verifyJwt } from '../jwt.ts'
import { AuthError, authErrors } from './auth-errors.ts'
import type { Body } from './auth-flows.ts'
import type { AuthContext } from './context.ts'
import {
  checkDeferredConstraints,
  findUserByEmail,
  findUserById,
  insertUser,
  userJson,
} from './users.ts'

/** GoTrue's admin API needs the service_role key as the bearer token. */
export async function requireServiceRole(token: string | undefined): Promise<void> {
  if (!token) throw authErrors.noAuthorization()
  const result = await verifyJwt(token)
  if (!result.ok) throw authErrors.badJwt(result.message)
  if (result.claims.role !== 'service_role') throw authErrors.notAdmin()
}

const record = (value: unknown): Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : {}

/**
 * supabase.auth.admin.createUser (service role): the sign-up trigger still applies, so
 * user_metadata must carry a valid beta_code, or app_metadata must say beta_exempt: true (an
 * account the admin adds; app_metadata is settable only here).
 */
export async function adminCreateUser(ctx: AuthContext, body: Body): Promise<Body> {
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
  if (!email) throw authErrors.validation('Unable to validate email address: invalid format')
  const password = typeof body.password === 'string' ? body.password : undefined
  if (password !== undefined && password.length < MIN_PASSWORD_LENGTH)
    throw authErrors.weakPassword(MIN_PASSWORD_LENGTH)
  const passwordHash = password ? await bcrypt.hash(password, ctx.settings.bcryptCost) : ''
  return ctx.db.run(async (tx) => {
    if (await findUserByEmail(tx, email)) throw authErrors.emailExists()
    const id = randomUUID()
    try {
      await insertUser(tx, {
        id,
        email,
        passwordHash,
        userMetadata: record(body.user_metadata),
        appMetadata: record(body.app_metadata),
      })
      await checkDeferredConstraints(tx)
    } catch (error) {
      if (asPgError(error))
        throw new AuthError(500, 'unexpected_failure', 'Database error creating new user')
      throw error
    }
    if (body.email_confirm === true)
      await tx.query(`update auth.users set email_confirmed_at = now() where id = $1`, [id])
    const user = await findUserById(tx, id)
    return userJson(user!)
  })
}

export async function adminListUsers(ctx: AuthContext): Promise<Body> {
  const ids = await ctx.db.run(
    async (tx) =>
      (await tx.query<{ id: string }>(`select id from auth.users order by created_at`)).rows,
  )
  const users = await ctx.db.run(async (tx) =>
    Promise.all(ids.map(async ({ id }) => userJson((await findUserById(tx, id))!))),
  )
  return { users, aud: 'authenticated' }
}

export async function adminDeleteUser(ctx: AuthContext, id: string): Promise<Body> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw authErrors.userNotFound()
  return ctx.db.run(async (tx) => {
    const user = await findUserById(tx, id)
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found')
    await tx.query(`delete from auth.users where id = $1`, [id])
    return userJson(user)
  })
}
