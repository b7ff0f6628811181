import {
  deferred,
  ISSUER,
  JWT_SECRET,
  SERVICE_KEY,
  SUPABASE_URL,
  world,
} from '../_shared/test-support.ts'
import {
  MAX_AUDIO_BODY_BYTES,
  MAX_BODY_BYTES,
  MAX_COMPLETION_TOKENS,
  type AiConfig,
} from './config.ts'
import { createAiHandler } from './handler.ts'

/**
 * What the `ai` function's Deno tests share: its settings as the tests set them and a handler
 * wired to the test world (_shared/test-support.ts). Not a test file.
 */

export const PROVIDER = 'http://provider.test/v1'
export const SITE = 'https://studywise.test'
export const SERVER_KEY = 'test-server-key-not-a-secret'
export const STUDENT = '00000000-0000-4000-8000-000000000002'

export function config(overrides: Partial<AiConfig> = {}): AiConfig {
  return {
    provider: { baseUrl: PROVIDER, apiKey: SERVER_KEY, model: 'server-model' },
    maxTokens: MAX_COMPLETION_TOKENS,
    bodyLimitBytes: MAX_BODY_BYTES,
    timeoutMs: 2_000,
    dailyTokensPerUser: 20_000,
    dailyTokensAnonymous: 6_000,
    dailyTokensAnonymousTotal: 500_000,
    transcribeModel: 'server-whisper',
    audioBodyLimitBytes: MAX_AUDIO_BODY_BYTES,
    dailyAudioMinutesPerUser: 10,
    dailyAudioMinutesAnonymous: 0,
    speechModel: 'server-tts',
    dailySpeechCharactersPerUser: 1_000,
    dailySpeechCharactersAnonymous: 0,
    captcha: undefined,
    allowedOrigins: new Set([SITE]),
    keys: {
      secret: JWT_SECRET,
      publishableKeys: ['sb_publishable_test'],
      issuer: ISSUER,
      clientIpHeader: 'cf-connecting-ip',
    },
    service: { url: SUPABASE_URL, key: SERVICE_KEY },
    ...overrides,
  }
}

export function setup(outside: (req: Request) => Response | Promise<Response>, overrides = {}) {
  const logs: string[] = []
  const outsideWorld = world(outside)
  const work = deferred()
  const handle = createAiHandler(config(overrides), {
    fetch: outsideWorld.fetch,
    log: (line) => logs.push(line),
    defer: work.defer,
  })
  return { handle, logs, world: outsideWorld, settled: work.settled }
}
