import { checkApiKey } from '../http/gateway.ts'
import { BodyTooLargeError, bearerToken, readBody, send, sendJson } from '../http/http-utils.ts'
import {
  adminCreateUser,
  adminDeleteUser,
  adminListUsers,
  requireServiceRole,
} from './admin-flows.ts'
import { AuthError, authErrors, sendAuthError } from './auth-errors.ts'
import { recover, resend, signInWithPassword, signUp, type Body } from './auth-flows.ts'
import { resolveRedirect, type AuthContext } from './context.ts'
import { refreshSession } from './sessions.ts'
import { authenticate, logout, updateUser, verify, type VerifyOutcome } from './user-flows.ts'
import { userJson } from './users.ts'

async function jsonBody(req: Request): Promise<Body> {
  const raw = await readBody(req)
  if (raw.trim() === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    throw authErrors.badJson()
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw authErrors.badJson()
  return parsed as Body
}

function verifyParams(params: Body): { tokenHash: string } | { email: string; otp: string } {
  if (typeof params.token_hash === 'string' && params.token_hash)
    return { tokenHash: params.token_hash }
  if (typeof params.token === 'string' && typeof params.email === 'string')
    return { email: params.email, otp: params.token }
  if (typeof params.token === 'string' && params.token) return { tokenHash: params.token }
  throw authErrors.validation('Verify requires either a token or a token hash')
}

/** GET /verify: the mailed link. Answers with a redirect carrying the session in the fragment. */
async function verifyRedirect(ctx: AuthContext, url: URL): Promise<Response> {
  const type = url.searchParams.get('type') ?? ''
  const fallback = resolveRedirect(ctx, url.searchParams.get('redirect_to'))
  let outcome: VerifyOutcome
  try {
    outcome = await verify(ctx, type, { tokenHash: url.searchParams.get('token') ?? '' })
  } catch (error) {
    if (!(error instanceof AuthError)) throw error
    const fragment = new URLSearchParams({
      error: 'access_denied',
      error_code: error.errorCode,
      error_description: error.message,
    })
    return send(303, undefined, { Location: `${fallback}#${fragment.toString()}` })
  }
  const target = url.searchParams.get('redirect_to')
    ? fallback
    : resolveRedirect(ctx, outcome.redirectTo)
  const fragment =
    outcome.kind === 'message'
      ? new URLSearchParams({ message: outcome.message })
      : new URLSearchParams({
          access_token: String(outcome.session.access_token),
          expires_at: String(outcome.session.expires_at),
          expires_in: String(outcome.session.expires_in),
          refresh_token: String(outcome.session.refresh_token),
          token_type: 'bearer',
          type,
        })
  return send(303, undefined, { Location: `${target}#${fragment.toString()}` })
}

async function route(ctx: AuthContext, req: Request, url: URL, path: string): Promise<Response> {
  const method = req.method
  const redirectTo = url.searchParams.get('redirect_to')
  if (method === 'GET' && path === '/verify') return verifyRedirect(ctx, url)
  const refused = await checkApiKey(req, url)
  if (refused) return refused
  const adminUser = path.match(/^\/admin\/users\/([^/]+)$/)
  if (path === '/admin/users' || adminUser) {
    await requireServiceRole(bearerToken(req))
    if (adminUser && method === 'DELETE')
      return sendJson(200, await adminDeleteUser(ctx, adminUser[1]!))
    if (!adminUser && method === 'POST')
      return sendJson(200, await adminCreateUser(ctx, await jsonBody(req)))
    if (!adminUser && method === 'GET') return sendJson(200, await adminListUsers(ctx))
    throw authErrors.notFound()
  }
  const key = `${method} ${path}`
  switch (key) {
    case 'GET /health':
      return sendJson(200, {
        version: 'local',
        name: 'GoTrue',
        description: 'Studywise embedded local backend (GoTrue subset)',
      })
    case 'GET /settings':
      return sendJson(200, {
        external: { email: true, phone: false, anonymous_users: false },
        disable_signup: false,
        mailer_autoconfirm: false,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      })
    case 'POST /signup':
      return sendJson(200, await signUp(ctx, await jsonBody(req), redirectTo))
    case 'POST /token': {
      const grant = url.searchParams.get('grant_type')
      const body = await jsonBody(req)
      if (grant === 'password') return sendJson(200, await signInWithPassword(ctx, body))
      if (grant === 'refresh_token') {
        const token = typeof body.refresh_token === 'string' ? body.refresh_token : ''
        if (!token) throw authErrors.refreshNotFound()
        const refreshed = await ctx.db.run((tx) => refreshSession(tx, ctx.settings, token))
        if (refreshed instanceof AuthError) throw refreshed
        return sendJson(200, refreshed)
      }
      throw authErrors.unsupportedGrant()
    }
    case 'POST /recover':
      return sendJson(200, await recover(ctx, await jsonBody(req), redirectTo))
    case 'POST /resend':
      return sendJson(200, await resend(ctx, await jsonBody(req), redirectTo))
    case 'POST /verify': {
      const body = await jsonBody(req)
      const outcome = await verify(
        ctx,
        typeof body.type === 'string' ? body.type : '',
        verifyParams(body),
      )
      if (outcome.kind === 'message') return sendJson(200, { msg: outcome.message, code: 200 })
      return sendJson(200, outcome.session)
    }
    case 'GET /user': {
      const { user } = await authenticate(ctx, bearerToken(req))
      return sendJson(200, userJson(user))
    }
    case 'PUT /user': {
      const body = await jsonBody(req)
      const { user } = await authenticate(ctx, bearerToken(req))
      return sendJson(200, await updateUser(ctx, user, body, redirectTo))
    }
    case 'POST /logout': {
      const { claims, user } = await authenticate(ctx, bearerToken(req))
      await logout(ctx, claims, user, url.searchParams.get('scope') ?? 'global')
      return send(204, undefined)
    }
    default:
      throw authErrors.notFound()
  }
}

export async function handleAuth(
  ctx: AuthContext,
  req: Request,
  url: URL,
  path: string,
): Promise<Response> {
  try {
    return await route(ctx, req, url, path)
  } catch (error) {
    if (error instanceof AuthError) return sendAuthError(error)
    if (error instanceof BodyTooLargeError) return sendAuthError(authErrors.tooLarge())
    throw error
  }
}
