import { join } from 'node:path'
import { handleAuth } from './auth/auth-router.ts'
import type { AuthContext } from './auth/context.ts'
import {
  ACCESS_TOKEN_TTL_SECONDS,
  BCRYPT_COST,
  DEFAULT_SITE_URL,
  EMAIL_MAX_FREQUENCY_SECONDS,
  OTP_TTL_SECONDS,
  type BackendSettings,
} from './config.ts'
import { SerialDb, type Database } from './db.ts'
import { CORS_HEADERS, send, sendJson, type FetchHandler } from './http/http-utils.ts'
import { appOrigins, guardRequests } from './http/request-guard.ts'
import { readAuthConfig, readMaxRows } from './project-config.ts'
import { handleRest } from './rest/rest-router.ts'
import { RestContext } from './rest/rest-context.ts'
import { repoRoot } from './schema.ts'

export const unexpectedFailure = (): Response =>
  sendJson(500, {
    code: 500,
    error_code: 'unexpected_failure',
    msg: 'Unexpected failure',
    message: 'Unexpected failure',
  })

/**
 * The API: /auth/v1 (GoTrue subset) and /rest/v1 (PostgREST subset) behind Kong-like CORS, as
 * one Request → Response function. A bug (a throw) reaches `onError` and answers 500. Wrapped in
 * request-guard.ts by createLocalApi: only loopback hosts and the app's origins.
 */
export function createApiHandler(
  auth: AuthContext,
  rest: RestContext,
  onError: (error: unknown) => void,
): FetchHandler {
  const route = async (req: Request): Promise<Response> => {
    const url = new URL(req.url)
    if (req.method === 'OPTIONS') return send(200, undefined, CORS_HEADERS)
    const path = url.pathname
    if (path === '/auth/v1' || path.startsWith('/auth/v1/'))
      return handleAuth(auth, req, url, path.slice('/auth/v1'.length) || '/')
    if (path === '/rest/v1' || path.startsWith('/rest/v1/'))
      return handleRest(rest, req, url, path.slice('/rest/v1'.length) || '/')
    if (path === '/' || path === '/health')
      return sendJson(200, { name: 'studywise-local-backend', status: 'ok' })
    return sendJson(404, { message: 'no Route matched with those values' })
  }
  return async (req) => {
    try {
      return await route(req)
    } catch (error) {
      onError(error)
      return unexpectedFailure()
    }
  }
}

export interface LocalApiOptions {
  siteUrl?: string
  /** Origins allowed besides Vite's dev and preview URLs and the site URL (LOCAL_ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[]
  supabaseDir?: string
  /** How long an access token lives; default config.toml's `[auth] jwt_expiry` (LOCAL_JWT_EXPIRY). */
  accessTokenTtlSeconds?: number
  refreshReuseIntervalSeconds?: number
  bcryptCost?: number
  /** Seconds between two mails of a kind to one address; default config.toml's max_frequency. */
  emailMaxFrequencySeconds?: number
  /** The most rows one read returns; default: config.toml's `[api] max_rows`. */
  maxRows?: number
  /** Unexpected errors (a bug, not a client mistake). Default: console.error. */
  onError?: (error: unknown) => void
}

export interface LocalApi<D extends Database = Database> {
  handle: FetchHandler
  db: SerialDb<D>
  /** `apiUrl` is where the API is reached (JWT `iss`, e-mail links); set it once known. */
  settings: BackendSettings
  /** The origins whose pages may call (request-guard.ts): the Edge Functions get the same. */
  origins: ReadonlySet<string>
}

/** The whole API on one database, served by the Node server (main.ts) or called in process. */
export function createLocalApi<D extends Database>(
  pg: D,
  options: LocalApiOptions = {},
): LocalApi<D> {
  const db = new SerialDb(pg)
  const supabaseDir = options.supabaseDir ?? join(repoRoot, 'supabase')
  const project = readAuthConfig(supabaseDir)
  const settings: BackendSettings = {
    apiUrl: '',
    siteUrl: options.siteUrl ?? DEFAULT_SITE_URL,
    accessTokenTtlSeconds:
      options.accessTokenTtlSeconds ?? project.jwtExpirySeconds ?? ACCESS_TOKEN_TTL_SECONDS,
    otpTtlSeconds: project.otpExpirySeconds ?? OTP_TTL_SECONDS,
    redirectAllowList: project.redirectAllowList,
    refreshReuseIntervalSeconds: options.refreshReuseIntervalSeconds ?? 10,
    bcryptCost: options.bcryptCost ?? BCRYPT_COST,
    emailMaxFrequencySeconds:
      options.emailMaxFrequencySeconds ??
      project.emailMaxFrequencySeconds ??
      EMAIL_MAX_FREQUENCY_SECONDS,
  }
  const auth: AuthContext = { db, settings, supabaseDir }
  const onError = options.onError ?? ((error: unknown) => console.error('[local backend]', error))
  const rest = new RestContext(db, options.maxRows ?? readMaxRows(supabaseDir))
  const handle = createApiHandler(auth, rest, onError)
  const origins = appOrigins(settings.siteUrl, options.allowedOrigins)
  return { handle: guardRequests(handle, origins), db, settings, origins }
}
