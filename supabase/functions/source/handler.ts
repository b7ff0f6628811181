import { callerKeysFromEnv, identifyCaller, type CallerKeys } from '../_shared/caller.ts'
import type { ConnectionInfo } from '../_shared/caller.ts'
import {
  allowedOriginsFromEnv,
  corsHeaders,
  envNumber,
  errorResponse,
  methodNotAllowed,
  notFound,
  preflight,
  readBodyLimited,
  refuseForeignOrigin,
  subPath,
  type EnvReader,
} from '../_shared/http.ts'
import {
  serviceCredentialsFromEnv,
  serviceRest,
  type ServiceCredentials,
} from '../_shared/service-rest.ts'
import type { FetchRules } from './address-rules.ts'
import { fetchPublic, resolveWithDns, TIMEOUT_MS, type FetchDeps } from './fetch-public.ts'

/**
 * POST /functions/v1/source {"url": "https://…"} — fetches a web page, a PDF or a text file for
 * the browser, which may not read other sites itself, under a public fetcher's rules
 * (fetch-public.ts, address-rules.ts). Signed-in students only, each with a daily count
 * (SOURCE_DAILY_FETCHES, default 100; counted in the database so every instance agrees). The
 * answer is the body as the site sent it, its type, and the address it finally came from in
 * X-Source-Url; a refusal is an error whose message says why, fit to show after 'This page could
 * not be read: '.
 */

export interface SourceConfig {
  keys: CallerKeys
  allowedOrigins: ReadonlySet<string>
  service: ServiceCredentials | undefined
  dailyFetches: number
  rules: FetchRules
  timeoutMs: number
}

const BODY_LIMIT_BYTES = 8 * 1024

/** The deployed configuration: loopback is never allowed here (only serve.ts, locally, does). */
export function sourceConfigFromEnv(env: EnvReader): SourceConfig {
  return {
    keys: callerKeysFromEnv(env),
    allowedOrigins: allowedOriginsFromEnv(env),
    service: serviceCredentialsFromEnv(env),
    dailyFetches: envNumber(env, 'SOURCE_DAILY_FETCHES', 100),
    rules: { allowLoopback: false },
    timeoutMs: TIMEOUT_MS,
  }
}

export interface SourceDeps extends FetchDeps {
  log: (line: string) => void
}

function linkOf(text: string): string | null {
  try {
    const body = JSON.parse(text) as { url?: unknown }
    return typeof body.url === 'string' && body.url.length <= 4096 ? body.url.trim() : null
  } catch {
    return null
  }
}

export function createSourceHandler(config: SourceConfig, deps: Partial<SourceDeps> = {}) {
  const fetchDeps: FetchDeps = {
    fetch: deps.fetch ?? fetch,
    resolve: deps.resolve ?? resolveWithDns,
  }
  const log = deps.log ?? ((line: string) => console.error(`[source] ${line}`))
  const rest = config.service ? serviceRest(config.service, fetchDeps.fetch) : undefined
  const counted = async (userId: string): Promise<boolean | undefined> => {
    try {
      return await rest?.rpc<boolean>('source_fetch_hit', {
        p_user: userId,
        p_max: Math.max(1, config.dailyFetches),
      })
    } catch (error) {
      log(`not counted: ${error instanceof Error ? error.message : String(error)}`)
      return undefined
    }
  }

  return async (req: Request, info?: ConnectionInfo): Promise<Response> => {
    const foreign = refuseForeignOrigin(req, config.allowedOrigins)
    if (foreign) return foreign
    if (req.method === 'OPTIONS') return preflight(req)
    if (subPath(new URL(req.url), 'source') !== '/') return notFound(req)
    if (req.method !== 'POST') return methodNotAllowed(req)
    const caller = await identifyCaller(req, config.keys, info, { fetch: fetchDeps.fetch })
    if (!caller) return errorResponse(req, 401, 'invalid_jwt', 'a valid sign-in is required')
    if (caller.kind !== 'user')
      return errorResponse(req, 403, 'sign_in_required', 'sign in to add links')
    const body = await readBodyLimited(req, BODY_LIMIT_BYTES)
    const link = body.ok ? linkOf(body.text) : null
    if (!link) return errorResponse(req, 400, 'invalid_url', 'this is not a web address')
    const allowed = await counted(caller.userId)
    if (allowed === undefined)
      return errorResponse(req, 503, 'count_unavailable', 'links cannot be read right now')
    if (!allowed)
      return errorResponse(
        req,
        429,
        'daily_limit',
        `you have added ${config.dailyFetches} links today; try again tomorrow`,
      )
    const fetched = await fetchPublic(link, config.rules, fetchDeps, config.timeoutMs)
    if (!fetched.ok) return errorResponse(req, fetched.status, fetched.code, fetched.reason)
    return new Response(fetched.bytes, {
      status: 200,
      headers: {
        ...corsHeaders(req),
        'Content-Type': fetched.contentType,
        'X-Source-Url': fetched.url,
        'Access-Control-Expose-Headers': 'X-Source-Url',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  }
}
