import {
  callerKeysFromEnv,
  hashAddress,
  identifyCaller,
  type Caller,
  type CallerKeys,
} from '../_shared/caller.ts'
import {
  allowedOriginsFromEnv,
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
import { redactor } from '../_shared/redact.ts'
import {
  serviceCredentialsFromEnv,
  serviceRest,
  type ServiceCredentials,
} from '../_shared/service-rest.ts'
import type { ConnectionInfo } from '../_shared/caller.ts'
import { feedbackEmbed, validateFeedback } from './embed.ts'

/**
 * POST /functions/v1/feedback — the feedback widget's message goes to the chat webhook from
 * here, so its URL (a secret that lets anyone post to, or delete, the channel's webhook) stays
 * on the server. The caller needs a Supabase JWT (the anon key will do); each caller (a user, or
 * an address as the gateway gives it) may send a few messages per window, counted in the
 * database (public.feedback_rate_hit) so all instances agree; the answer says whether the
 * webhook took the message. Only the 503 `feedback_not_configured` means "no channel": the app
 * keeps the message for any other failure.
 */

export interface FeedbackConfig {
  /** FEEDBACK_WEBHOOK_URL; undefined: every message answers 503. */
  webhookUrl: string | undefined
  keys: CallerKeys
  allowedOrigins: ReadonlySet<string>
  /** Where the rate limit is counted (service_role); undefined: every message answers 503. */
  service: ServiceCredentials | undefined
  maxPerWindow: number
  windowMs: number
  timeoutMs: number
}

export const FEEDBACK_BODY_LIMIT_BYTES = 64 * 1024

export function feedbackConfigFromEnv(env: EnvReader): FeedbackConfig {
  return {
    webhookUrl: env('FEEDBACK_WEBHOOK_URL')?.trim() || undefined,
    keys: callerKeysFromEnv(env),
    allowedOrigins: allowedOriginsFromEnv(env),
    service: serviceCredentialsFromEnv(env),
    maxPerWindow: 5,
    windowMs: 10 * 60_000,
    timeoutMs: 10_000,
  }
}

export interface FeedbackDeps {
  fetch: typeof fetch
  log: (line: string) => void
  now: () => Date
}

const rateKey = async (caller: Caller): Promise<string> =>
  caller.kind === 'user' ? caller.userId : `address:${await hashAddress(caller.address)}`

export function createFeedbackHandler(config: FeedbackConfig, deps: Partial<FeedbackDeps> = {}) {
  const fetchFn = deps.fetch ?? fetch
  const now = deps.now ?? (() => new Date())
  const redact = redactor([config.webhookUrl, config.keys.secret])
  const write = deps.log ?? ((line: string) => console.error(line))
  const log = (line: string) => write(redact(`[feedback] ${line}`))
  const rest = config.service ? serviceRest(config.service, fetchFn) : undefined
  /** Seconds until the caller may send again (0: now), or undefined when it cannot be counted. */
  const rateWait = async (caller: Caller): Promise<number | undefined> => {
    if (!rest) return undefined
    try {
      return await rest.rpc<number>('feedback_rate_hit', {
        p_caller: await rateKey(caller),
        p_max: config.maxPerWindow,
        p_window_seconds: Math.ceil(config.windowMs / 1000),
      })
    } catch (error) {
      log(`rate limit not counted: ${error instanceof Error ? error.message : String(error)}`)
      return undefined
    }
  }

  /** Whether the message with this device-made id reached the webhook before (false: unknown). */
  const wasDelivered = async (id: string): Promise<boolean> => {
    if (!rest) return false
    try {
      return await rest.rpc<boolean>('feedback_delivered', { p_id: id })
    } catch (error) {
      log(`delivery not checked: ${error instanceof Error ? error.message : String(error)}`)
      return false
    }
  }
  const recordDelivery = async (id: string): Promise<void> => {
    try {
      await rest?.rpc('feedback_record_delivery', { p_id: id })
    } catch (error) {
      log(`delivery not recorded: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  return async (req: Request, info?: ConnectionInfo): Promise<Response> => {
    const foreign = refuseForeignOrigin(req, config.allowedOrigins)
    if (foreign) return foreign
    if (req.method === 'OPTIONS') return preflight(req)
    if (subPath(new URL(req.url), 'feedback') !== '/') return notFound(req)
    if (req.method !== 'POST') return methodNotAllowed(req)
    const caller = await identifyCaller(req, config.keys, info, { fetch: fetchFn })
    if (!caller) {
      return errorResponse(req, 401, 'invalid_jwt', 'A valid Supabase JWT is required.')
    }
    const body = await readBodyLimited(req, FEEDBACK_BODY_LIMIT_BYTES)
    if (!body.ok) return errorResponse(req, 413, 'request_too_large', 'The message is too large.')
    let input: unknown
    try {
      input = JSON.parse(body.text)
    } catch {
      input = undefined
    }
    const checked = validateFeedback(input)
    if (!checked.ok) {
      return json(req, 400, {
        error: { message: checked.message, type: 'invalid_feedback', code: 'invalid_feedback' },
        field: checked.field,
      })
    }
    if (!config.webhookUrl) {
      return errorResponse(req, 503, 'feedback_not_configured', 'No feedback channel is set up.')
    }
    const { id } = checked.feedback
    // A retry from a device's queue whose first send was taken (its answer lost): taken again.
    if (id && (await wasDelivered(id))) return json(req, 200, { ok: true })
    const waitSeconds = await rateWait(caller)
    if (waitSeconds === undefined) {
      return errorResponse(
        req,
        503,
        'rate_limit_unavailable',
        'Feedback cannot be counted right now. Please try again later.',
      )
    }
    if (waitSeconds > 0) {
      return errorResponse(
        req,
        429,
        'rate_limited',
        'Too many messages. Please wait a few minutes.',
        { 'Retry-After': String(waitSeconds) },
      )
    }
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), config.timeoutMs)
    try {
      const answer = await fetchFn(config.webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(feedbackEmbed(checked.feedback, now())),
        signal: controller.signal,
      })
      await answer.body?.cancel().catch(() => undefined)
      if (answer.ok) {
        if (id) await recordDelivery(id)
        return json(req, 200, { ok: true })
      }
      log(`webhook answered ${answer.status}`)
      return errorResponse(
        req,
        502,
        'webhook_failed',
        `The feedback channel refused the message (${answer.status}).`,
      )
    } catch (error) {
      const timedOut = controller.signal.aborted
      log(
        `webhook ${timedOut ? 'timed out' : `unreachable: ${error instanceof Error ? error.message : error}`}`,
      )
      return timedOut
        ? errorResponse(req, 504, 'webhook_timeout', 'The feedback channel did not answer in time.')
        : errorResponse(
            req,
            502,
            'webhook_unreachable',
            'The feedback channel could not be reached.',
          )
    } finally {
      clearTimeout(timer)
    }
  }
}
