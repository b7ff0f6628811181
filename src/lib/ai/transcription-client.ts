import { ProviderError } from './provider-error'

/**
 * The provider's OpenAI-compatible `POST /audio/transcriptions` (multipart: file, model,
 * response_format). Plain fetch: one short request per chunk, whose retries the chunk scheduler
 * decides (transcribe-chunks.ts). Segment and word timestamps are asked for (verbose_json); a
 * provider that refuses verbose_json is asked again for plain json, whose text has no times.
 */

export interface TranscriptionConfig {
  /** OpenAI-compatible base URL ending before `/audio/transcriptions`. */
  baseURL: string
  apiKey?: string | undefined
  /** The project's `ai` Edge Function: its anon key as `apikey`, the caller's JWT as bearer. */
  supabaseAnonKey?: string | undefined
  accessToken?: (() => Promise<string>) | undefined
  captcha?: (() => Promise<string | undefined>) | undefined
  model: string
}

export interface TimedText {
  start: number
  end: number
  text: string
}

/** One chunk's transcript; times in seconds from the start of the audio sent. */
export interface Transcription {
  text: string
  /** Absent when the provider gives no timestamps. */
  segments?: TimedText[]
  words?: TimedText[]
}

export interface TranscriptionClient {
  readonly model: string
  transcribe(audio: Blob, fileName: string, signal?: AbortSignal): Promise<Transcription>
}

export const DEFAULT_TRANSCRIBE_MODEL = 'whisper-1'

/** Failures worth another try: the provider busy or down, the network gone a moment. */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ProviderError)) return false
  if (error.failure === 'connection' || error.failure === 'timeout') return true
  if (error.failure !== 'status' || error.status === undefined) return false
  if (error.status === 429)
    return error.code !== 'daily_limit' && error.code !== 'insufficient_quota'
  return error.status === 408 || error.status === 409 || error.status >= 500
}

export async function authHeaders(
  config: Omit<TranscriptionConfig, 'model'>,
): Promise<Record<string, string>> {
  if (config.supabaseAnonKey !== undefined) {
    const token = config.accessToken ? await config.accessToken() : config.supabaseAnonKey
    const captcha = await config.captcha?.()
    return {
      apikey: config.supabaseAnonKey,
      Authorization: `Bearer ${token}`,
      ...(captcha ? { 'x-captcha-token': captcha } : {}),
    }
  }
  return config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}
}

function timed(value: unknown): TimedText[] | undefined {
  if (!Array.isArray(value)) return undefined
  const items: TimedText[] = []
  for (const entry of value as Record<string, unknown>[]) {
    const text = typeof entry.text === 'string' ? entry.text : entry.word
    if (typeof entry.start !== 'number' || typeof entry.end !== 'number') return undefined
    if (typeof text !== 'string') return undefined
    items.push({ start: entry.start, end: entry.end, text })
  }
  return items
}

/** A verbose_json, json or text reply as one Transcription. */
export function readTranscription(body: string, contentType: string | null): Transcription {
  if (!contentType?.includes('json')) return { text: body.trim() }
  const parsed = JSON.parse(body) as Record<string, unknown>
  const text = typeof parsed.text === 'string' ? parsed.text.trim() : ''
  const segments = timed(parsed.segments)
  const words = timed(parsed.words)
  return {
    text,
    ...(segments && segments.length > 0 ? { segments } : {}),
    ...(words && words.length > 0 ? { words } : {}),
  }
}

export async function errorFrom(response: Response): Promise<ProviderError> {
  const body = await response.text().catch(() => '')
  let message = `The provider answered ${response.status}`
  let code: string | undefined
  try {
    const error = (JSON.parse(body) as { error?: { message?: unknown; code?: unknown } }).error
    if (typeof error?.message === 'string') message = error.message
    if (typeof error?.code === 'string') code = error.code
  } catch {
    // not JSON: the status says enough
  }
  if (response.status === 429 && /daily_limit/.test(body)) code = 'daily_limit'
  return new ProviderError('status', message, {
    status: response.status,
    ...(code ? { code } : {}),
  })
}

export function createTranscriptionClient(config: TranscriptionConfig): TranscriptionClient {
  const url = `${config.baseURL.replace(/\/+$/, '')}/audio/transcriptions`

  async function post(audio: Blob, fileName: string, verbose: boolean, signal?: AbortSignal) {
    const form = new FormData()
    form.append('file', audio, fileName)
    form.append('model', config.model)
    form.append('response_format', verbose ? 'verbose_json' : 'json')
    if (verbose) {
      form.append('timestamp_granularities[]', 'segment')
      form.append('timestamp_granularities[]', 'word')
    }
    try {
      return await globalThis.fetch(url, {
        method: 'POST',
        headers: await authHeaders(config),
        body: form,
        ...(signal ? { signal } : {}),
      })
    } catch (error) {
      if (signal?.aborted) throw new ProviderError('aborted', 'Request aborted', { cause: error })
      const message = error instanceof Error ? error.message : String(error)
      throw new ProviderError('connection', message, { cause: error })
    }
  }

  return {
    model: config.model,
    async transcribe(audio, fileName, signal) {
      let response = await post(audio, fileName, true, signal)
      if (response.status === 400) {
        const refused = await errorFrom(response)
        if (!/response_format|verbose_json|timestamp/i.test(refused.message)) throw refused
        response = await post(audio, fileName, false, signal)
      }
      if (!response.ok) throw await errorFrom(response)
      try {
        return readTranscription(await response.text(), response.headers.get('content-type'))
      } catch (error) {
        if (signal?.aborted) throw new ProviderError('aborted', 'Request aborted', { cause: error })
        throw new ProviderError('invalid', 'The transcription could not be read', { cause: error })
      }
    },
  }
}
