import { z } from '@/lib/zod'
import { AppError } from '@/lib/errors'

/**
 * 'Your AI provider' (beyond the spec): a student's own base URL, key and model, kept in this
 * browser's localStorage only — never sent to our backend. The key is forgotten when the student
 * signs out (forgetProviderKey), so the next person at a shared computer does not spend it, and
 * a plain-http base URL is accepted only for this computer (a local model): anywhere else the
 * key and the material would cross the network unencrypted.
 * `subscribe` + `getProviderSettings` fit React's useSyncExternalStore; other tabs are followed
 * through the 'storage' event.
 */

export const PROVIDER_SETTINGS_KEY = 'studywise.ai-provider'

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

/** localhost, *.localhost, 127.0.0.0/8 and [::1]: a server on this computer. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase()
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(?:\.\d{1,3}){3}$/.test(host) ||
    host === '[::1]'
  )
}

/** https anywhere; http only to this computer. */
function isSafeBaseUrl(value: string): boolean {
  if (!URL.canParse(value)) return true // refused as no URL at all, by z.url()
  const url = new URL(value)
  return url.protocol === 'https:' || isLoopbackHost(url.hostname)
}

export const providerSettingsSchema = z.object({
  baseURL: z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/ })
      .trim()
      .refine(isSafeBaseUrl)
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

/**
 * Why settings were refused, in English word for word; the settings card says it in the
 * interface language by its name (the error's `code`, the account catalogue's `ai.refused.*`).
 */
export const settingsRefusals = {
  baseUrl: 'Please enter a valid base URL (http:// or https://).',
  insecureBaseUrl:
    'Please use an https:// base URL: plain http:// is allowed only for a model on this computer (localhost, 127.0.0.1, [::1]).',
  contextTokens: 'Please enter the context window as a whole number of tokens, at least 2048.',
  invalid: 'Please check your AI provider settings.',
  storage: 'This browser does not allow saving settings.',
} as const

export type SettingsRefusal = keyof typeof settingsRefusals

const settingsRefused = (refusal: SettingsRefusal, cause?: unknown) =>
  new AppError('validation', settingsRefusals[refusal], { cause, code: refusal })

/** Validates and saves; throws AppError('validation') naming the bad field (its code). */
export function saveProviderSettings(input: ProviderSettingsInput): ProviderSettings {
  const parsed = providerSettingsSchema.safeParse(input)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = issue?.path[0]
    const insecure = issue?.code === 'custom' && field === 'baseURL'
    const refusal: SettingsRefusal = insecure
      ? 'insecureBaseUrl'
      : field === 'baseURL'
        ? 'baseUrl'
        : field === 'contextTokens'
          ? 'contextTokens'
          : 'invalid'
    throw settingsRefused(refusal, parsed.error)
  }
  const store = storage()
  if (!store) throw settingsRefused('storage')
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

/** Sign-out: the key goes, the base URL, model and window stay. */
export function forgetProviderKey(): void {
  const saved = getProviderSettings()
  if (!saved?.apiKey) return
  const { baseURL, model, contextTokens } = saved
  if (!baseURL && !model && !contextTokens) {
    clearProviderSettings()
    return
  }
  storage()?.setItem(PROVIDER_SETTINGS_KEY, JSON.stringify({ baseURL, model, contextTokens }))
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
