import { z } from 'zod'
import { AppError } from '@/lib/errors'

/**
 * 'Your AI provider' (beyond the spec): a student's own base URL, key and model, kept in this
 * browser's localStorage only — never sent to our backend. `subscribe` + `getProviderSettings`
 * fit React's useSyncExternalStore; other tabs are followed through the 'storage' event.
 */

export const PROVIDER_SETTINGS_KEY = 'studywise.ai-provider'

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

export const providerSettingsSchema = z.object({
  baseURL: z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/ })
      .trim()
      .optional(),
  ),
  apiKey: z.preprocess(blankToUndefined, z.string().trim().optional()),
  model: z.preprocess(blankToUndefined, z.string().trim().optional()),
  /** The model's context window; absent → known by model name (long-source/context-window.ts). */
  contextTokens: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? blankToUndefined(value) === undefined
          ? undefined
          : Number(value.replace(/[\s,_]/g, ''))
        : value,
    z.number().int().min(2_048).max(10_000_000).optional(),
  ),
})

export type ProviderSettings = z.infer<typeof providerSettingsSchema>

/** What the form sends: the window as the student typed it. */
export type ProviderSettingsInput = Omit<ProviderSettings, 'contextTokens'> & {
  contextTokens?: number | string | undefined
}

type Listener = () => void
const listeners = new Set<Listener>()

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    // Some privacy modes throw on access.
    return null
  }
}

let cachedRaw: string | null = null
let cachedValue: ProviderSettings | null = null

/** The saved settings, or null when none (or when the stored value is unreadable). */
export function getProviderSettings(): ProviderSettings | null {
  const raw = storage()?.getItem(PROVIDER_SETTINGS_KEY) ?? null
  // Same raw string → same object, as useSyncExternalStore requires a stable snapshot.
  if (raw === cachedRaw) return cachedValue
  cachedRaw = raw
  cachedValue = null
  if (raw !== null) {
    try {
      const parsed = providerSettingsSchema.safeParse(JSON.parse(raw))
      const value = parsed.success ? parsed.data : null
      cachedValue =
        value && (value.baseURL || value.apiKey || value.model || value.contextTokens)
          ? value
          : null
    } catch {
      cachedValue = null
    }
  }
  return cachedValue
}

function notify() {
  for (const listener of listeners) listener()
}

/** Validates and saves; throws AppError('validation') naming the bad field. */
export function saveProviderSettings(input: ProviderSettingsInput): ProviderSettings {
  const parsed = providerSettingsSchema.safeParse(input)
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0]
    const message =
      field === 'baseURL'
        ? 'Please enter a valid base URL (http:// or https://).'
        : field === 'contextTokens'
          ? 'Please enter the context window as a whole number of tokens, at least 2048.'
          : 'Please check your AI provider settings.'
    throw new AppError('validation', message, { cause: parsed.error })
  }
  const store = storage()
  if (!store) throw new AppError('validation', 'This browser does not allow saving settings.')
  const { baseURL, apiKey, model, contextTokens } = parsed.data
  if (!baseURL && !apiKey && !model && !contextTokens) {
    store.removeItem(PROVIDER_SETTINGS_KEY)
  } else {
    store.setItem(PROVIDER_SETTINGS_KEY, JSON.stringify({ baseURL, apiKey, model, contextTokens }))
  }
  notify()
  return parsed.data
}

export function clearProviderSettings(): void {
  storage()?.removeItem(PROVIDER_SETTINGS_KEY)
  notify()
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === PROVIDER_SETTINGS_KEY) notify()
}

export function subscribeProviderSettings(listener: Listener): () => void {
  listeners.add(listener)
  if (listeners.size === 1 && typeof window !== 'undefined') {
    window.addEventListener('storage', onStorage)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('storage', onStorage)
    }
  }
}
