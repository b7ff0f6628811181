import { resolveAiEnv } from '@/config/env'
import { clearProviderSettings, saveProviderSettings } from '@/lib/ai/provider-settings'
import { aiHandlers, recordAiRequests } from '@/testing/ai-handlers'
import { server } from '@/testing/msw-server'
import { describeEngine, getOfflineEngine, getStudyEngine, resolveEngineConfig } from './engine'
import { OFFLINE_ENGINE_LABEL } from './types'

const direct = resolveAiEnv(undefined, 'sk-build', 'gpt-4')
const proxy = resolveAiEnv('https://proxy.example/functions/v1/ai', undefined, undefined)
const none = resolveAiEnv(undefined, undefined, undefined)

describe('resolveEngineConfig / describeEngine', () => {
  it.each([
    ['build key', null, direct, 'direct', 'build', 'gpt-4 · api.openai.com'],
    ['build proxy', null, proxy, 'proxy', 'build', 'gpt-4 · proxy.example'],
    ['nothing', null, none, 'offline', 'none', OFFLINE_ENGINE_LABEL],
    [
      'user key over nothing',
      { apiKey: 'sk-user' },
      none,
      'direct',
      'settings',
      'gpt-4 · api.openai.com',
    ],
    [
      'user local model over build key',
      { baseURL: 'http://localhost:11434/v1', model: 'llama3' },
      direct,
      'proxy',
      'settings',
      'llama3 · localhost:11434',
    ],
    [
      'user model only over build proxy',
      { model: 'gpt-4o' },
      proxy,
      'proxy',
      'settings',
      'gpt-4o · proxy.example',
    ],
    [
      'user model only, nothing built',
      { model: 'gpt-4o' },
      none,
      'offline',
      'none',
      OFFLINE_ENGINE_LABEL,
    ],
  ] as const)('%s', (_, settings, build, mode, source, label) => {
    expect(describeEngine(settings, build)).toMatchObject({ mode, source, label })
  })

  it('takes the context window from the settings, else from the build for the build model', () => {
    const build = { ...proxy, contextTokens: 32_768 }
    expect(resolveEngineConfig(null, build).ai.contextTokens).toBe(32_768)
    expect(resolveEngineConfig({ contextTokens: 16_000 }, build).ai.contextTokens).toBe(16_000)
    // Another model does not inherit the build model's window.
    expect(resolveEngineConfig({ model: 'gpt-4o' }, build).ai.contextTokens).toBeUndefined()
    expect(
      resolveEngineConfig({ baseURL: 'http://localhost:11434/v1', contextTokens: 4_096 }, build).ai
        .contextTokens,
    ).toBe(4_096)
  })

  it('never sends a user key to the build proxy', () => {
    const { ai } = resolveEngineConfig({ apiKey: 'sk-user' }, proxy)
    expect(ai).toMatchObject({
      mode: 'direct',
      baseURL: 'https://api.openai.com/v1',
      apiKey: 'sk-user',
    })
  })
})

describe('getStudyEngine', () => {
  it('is the offline engine when nothing is configured', async () => {
    // The test build sets no VITE_AI_* variables.
    const engine = getStudyEngine()
    expect(engine).toMatchObject({ kind: 'offline', label: OFFLINE_ENGINE_LABEL })
    expect(engine).toBe(getOfflineEngine())
    const title = await engine.generateTitle(
      'Photosynthesis is the process by which plants make glucose from light.',
    )
    expect(typeof title).toBe('string')
    expect(title.length).toBeGreaterThan(0)
  })

  it('follows the user settings, reusing one engine while they hold', async () => {
    const log = recordAiRequests()
    server.use(log.handler, ...aiHandlers)
    saveProviderSettings({ baseURL: 'http://localhost:1234/v1', model: 'local-model' })
    const engine = getStudyEngine()
    expect(engine).toMatchObject({ kind: 'ai', label: 'local-model' })
    expect(getStudyEngine()).toBe(engine)
    await engine.generateTitle('Some notes about cells and their organelles, long enough.')
    expect(log.requests[0]?.url).toBe('http://localhost:1234/v1/chat/completions')
    expect(log.requests[0]?.body.model).toBe('local-model')

    saveProviderSettings({ apiKey: 'sk-user', baseURL: 'http://localhost:1234/v1' })
    expect(getStudyEngine()).not.toBe(engine)
    clearProviderSettings()
    expect(getStudyEngine().kind).toBe('offline')
  })
})
