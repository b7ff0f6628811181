import { callerKeysFromEnv, identifyCaller, type CallerKeys } from '../_shared/caller.ts'
import type { ConnectionInfo } from '../_shared/caller.ts'
import {
  allowedOriginsFromEnv,
  corsHeaders,
  envNumber,
  errorResponse,
  json,
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
import { refusalText, type Refusal } from './refusals.ts'
import { youtubeCaptions } from './youtube-captions.ts'

/** A refusal in OpenAI's error shape, with its name and number for the app to say it. */
function refusedResponse(req: Request, status: number, code: string, refusal: Refusal): Response {
  const { name, value } = refusal
  return json(req, status, {
    error: { message: refusalText(refusal), type: code, code, reason: name, value },
  })
}

/**
 * POST /functions/v1/source {"url": "https://…"} — fetches a web page, a PDF or a text file for
 * the browser, which may not read other sites itself, under a public fetcher's rules
 * (fetch-public.ts, address-rules.ts). Signed-in students only, each with a daily count
 * (SOURCE_DAILY_FETCHES, default 100; counted in the database so every instance agrees). The
 * answer is the body as the site sent it, its type, and the address it finally came from in
 * X-Source-Url; a refusal is an error whose message says why, fit to show after 'This page could
 * not be read: '.
 *
 * {"youtube": "<video id>", "lang": "en"} asks for a YouTube video's captions instead
 * (youtube-captions.ts), counted the same way: the answer is JSON, {title, language, automatic,
 * cues: [{start, text}]}; when YouTube does not give them, 502 'captions_unavailable'.
 */

export interface SourceConfig {
  keys: CallerKeys
  allowedOrigins: ReadonlySet<string>
  service: ServiceCredentials | undefined
  dailyFetches: number
  rules: FetchRules
  timeoutMs: number
  /** A stand-in for YouTube (local tests only: _local/serve.ts); YouTube itself when absent. */
  youtubeBase?: string
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

type Asked = { url: string } | { youtube: string; lang: string | undefined }

const VIDEO_ID = /^[\w-]{11}$/
const LANGUAGE = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/

function askedOf(text: string): Asked | null {
  try {
    const body = JSON.parse(text) as { url?: unknown; youtube?: unknown; lang?: unknown }
    if (typeof body.youtube === 'string') {
      if (!VIDEO_ID.test(body.youtube)) return null
      const lang = typeof body.lang === 'string' && LANGUAGE.test(body.lang) ? body.lang : undefined
      return { youtube: body.youtube, lang }
    }
    return typeof body.url === 'string' && body.url.length <= 4096 ? { url: body.url.trim() } : null
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

  const captionsResponse = async (req: Request, videoId: string, lang: string | undefined) => {
    const captions = await youtubeCaptions(videoId, lang, {
      fetch: fetchDeps.fetch,
      youtubeBase: config.youtubeBase,
      signal: AbortSignal.timeout(config.timeoutMs),
    })
    if (!captions.ok) {
      log(`no captions for ${videoId}: ${captions.reason}`)
      return errorResponse(req, 502, 'captions_unavailable', captions.reason)
    }
    const { title, language, automatic, cues } = captions
    return Response.json(
      { title, language, automatic, cues },
      { headers: { ...corsHeaders(req), 'Cache-Control': 'no-store' } },
    )
  }

  return async (req: Request, info?: ConnectionInfo): Promise<Response> => {
    const foreign = refuseForeignOrigin(req, config.allowedOrigins)
    if (foreign) return foreign
    if (req.method === 'OPTIONS') return preflight(req)
    if (subPath(new URL(req.url), 'source') !== '/') return notFound(req)
    if (req.method !== 'POST') return methodNotAllowed(req)
    const caller = await identifyCaller(req, config.keys, info, { fetch: fetchDeps.fetch })
    if (!caller) return refusedResponse(req, 401, 'invalid_jwt', { name: 'signInInvalid' })
    if (caller.kind !== 'user')
      return refusedResponse(req, 403, 'sign_in_required', { name: 'signInRequired' })
    const body = await readBodyLimited(req, BODY_LIMIT_BYTES)
    const asked = body.ok ? askedOf(body.text) : null
    if (!asked) return refusedResponse(req, 400, 'invalid_url', { name: 'notAddress' })
    const allowed = await counted(caller.userId)
    if (allowed === undefined)
      return refusedResponse(req, 503, 'count_unavailable', { name: 'countUnavailable' })
    if (!allowed)
      return refusedResponse(req, 429, 'daily_limit', {
        name: 'dailyLimit',
        value: config.dailyFetches,
      })
    if ('youtube' in asked) return captionsResponse(req, asked.youtube, asked.lang)
    const fetched = await fetchPublic(asked.url, config.rules, fetchDeps, config.timeoutMs)
    if (!fetched.ok) return refusedResponse(req, fetched.status, fetched.code, fetched.refusal)
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
