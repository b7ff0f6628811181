import { env, resolveAiEnv, type AiEnv, type AiMode } from '@/config/env'
import { getProviderSettings, type ProviderSettings } from '@/lib/ai/provider-settings'
import type { AiEngineConfig } from '@/study-engine/ai/purposes'
import { captchaForAi } from '@/lib/ai/captcha'
import { canReachBackend } from '@/lib/reachability'
import { supabaseCallerToken } from '@/lib/supabase-caller'
import { OFFLINE_ENGINE_LABEL, type StudyEngine } from './types'

/**
 * Which StudyEngine the app uses. The student's own 'Your AI provider' settings (localStorage)
 * win over the build's VITE_AI_* variables: if they set a key or a base URL, their settings
 * replace the build's entirely (so a personal key is never sent to the build's proxy); a model
 * alone only overrides the build's model. Then, as in config/env.ts: a key → direct calls, a base
 * URL without key → proxy / local model, neither → the offline engine.
 */

export type EngineSource = 'settings' | 'build' | 'none'

export interface EngineDescription {
  kind: 'ai' | 'offline'
  mode: AiMode
  /** Where the configuration came from. */
  source: EngineSource
  /** For the UI, e.g. 'gpt-4 · api.openai.com' or 'Offline engine — no AI'. */
  label: string
  model: string | undefined
  baseURL: string | undefined
}

export function resolveEngineConfig(
  settings: ProviderSettings | null = getProviderSettings(),
  build: AiEnv = env.ai,
): { ai: AiEnv; source: EngineSource } {
  if (settings?.apiKey || settings?.baseURL) {
    return {
      ai: resolveAiEnv(
        settings.baseURL,
        settings.apiKey,
        settings.model ?? build.model,
        settings.contextTokens,
      ),
      source: 'settings',
    }
  }
  // The build's window belongs to the build's model: another model brings its own (or none).
  const ai = settings?.model
    ? { ...build, model: settings.model, contextTokens: settings.contextTokens }
    : settings?.contextTokens
      ? { ...build, contextTokens: settings.contextTokens }
      : build
  const source: EngineSource =
    ai.mode === 'offline' ? 'none' : settings?.model ? 'settings' : 'build'
  return { ai, source }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

export function describeEngine(
  settings: ProviderSettings | null = getProviderSettings(),
  build: AiEnv = env.ai,
): EngineDescription {
  const { ai, source } = resolveEngineConfig(settings, build)
  if (ai.mode === 'offline' || !ai.baseURL) {
    return {
      kind: 'offline',
      mode: 'offline',
      source,
      label: OFFLINE_ENGINE_LABEL,
      model: undefined,
      baseURL: undefined,
    }
  }
  return {
    kind: 'ai',
    mode: ai.mode,
    source,
    label: `${ai.model} · ${hostOf(ai.baseURL)}`,
    model: ai.model,
    baseURL: ai.baseURL,
  }
}

/**
 * The engine needs the AI, and the backend is out of reach (lib/reachability.ts: offline, or
 * "lie-fi"): what needs it says
 * messages.offline and keeps the student's input (the offline engine works offline).
 */
export function aiOutOfReach(): boolean {
  return describeEngine().kind === 'ai' && !canReachBackend()
}

let offlineModule: Promise<StudyEngine> | null = null

/**
 * The offline engine, loaded on first use so AI users never download it. Its work runs in a
 * worker, so a long source does not freeze the page.
 */
export function loadOfflineEngine(): Promise<StudyEngine> {
  offlineModule ??= import('@/study-engine/offline/offline-in-worker')
    .then((module) => module.createOfflineEngineInWorker())
    .catch((error: unknown) => {
      // A failed chunk load (flaky network) must not poison later attempts.
      offlineModule = null
      throw error
    })
  return offlineModule
}

/** What every engine does. */
const PURPOSES = [
  'generateTitle',
  'generateStudyGuide',
  'generateCombinedGuide',
  'askTutor',
  'generateQuiz',
  'generateFlashcards',
  'explainMistake',
] as const
/** What only an engine with a model does (types.ts): the AI engine has every one. */
const MODEL_PURPOSES = [
  'secondOpinion',
  'gradeWrittenAnswer',
  'writeAudioScript',
  'writeMindMap',
  'writeExamSection',
] as const
type Purpose = (typeof PURPOSES)[number] | (typeof MODEL_PURPOSES)[number]
type Call = (...args: unknown[]) => Promise<unknown>

/**
 * A StudyEngine at once, whose calls wait for the engine `load` brings (loaded on the first
 * call): a screen that only might use an engine does not download one to be drawn.
 */
function deferredEngine(
  kind: StudyEngine['kind'],
  label: string,
  purposes: readonly Purpose[],
  load: () => Promise<StudyEngine>,
): StudyEngine {
  const engine: Record<string, unknown> = { kind, label }
  for (const purpose of purposes)
    engine[purpose] = async (...args: unknown[]) =>
      ((await load())[purpose] as Call | undefined)!(...args)
  return engine as unknown as StudyEngine
}

/** The AI engine (the OpenAI client and the purposes' prompts) loads with its first call. */
function deferredAiEngine(config: AiEngineConfig): StudyEngine {
  let loading: Promise<StudyEngine> | null = null
  const load = () => {
    loading ??= import('@/study-engine/ai/purposes')
      .then((module) => module.createAiEngine(config))
      .catch((error: unknown) => {
        loading = null
        throw error
      })
    return loading
  }
  return deferredEngine('ai', config.label ?? config.model, [...PURPOSES, ...MODEL_PURPOSES], load)
}

let offlineEngine: StudyEngine | null = null

/** For 'Use the offline engine instead' after an AI failure, and for offline mode. */
export function getOfflineEngine(): StudyEngine {
  offlineEngine ??= deferredEngine('offline', OFFLINE_ENGINE_LABEL, PURPOSES, loadOfflineEngine)
  return offlineEngine
}

let cached: { key: string; engine: StudyEngine } | null = null

/** The engine for the current configuration; the same instance while the configuration holds. */
export function getStudyEngine(): StudyEngine {
  const { ai } = resolveEngineConfig()
  if (ai.mode === 'offline' || !ai.baseURL) return getOfflineEngine()
  const key = JSON.stringify([
    ai.mode,
    ai.baseURL,
    ai.apiKey ?? '',
    ai.model,
    ai.contextTokens ?? 0,
  ])
  if (cached?.key !== key) {
    cached = {
      key,
      engine: deferredAiEngine({
        baseURL: ai.baseURL,
        apiKey: ai.apiKey,
        model: ai.model,
        contextTokens: ai.contextTokens,
        // The project's ai Edge Function takes the caller's Supabase JWT.
        ...(ai.mode === 'supabase'
          ? {
              supabaseAnonKey: env.supabaseAnonKey,
              accessToken: supabaseCallerToken,
              captcha: async () => captchaForAi(await supabaseCallerToken()),
            }
          : {}),
      }),
    }
  }
  return cached.engine
}
