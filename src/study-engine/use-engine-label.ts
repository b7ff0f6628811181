import { useSyncExternalStore } from 'react'
import { describeEngine } from './engine'
import { getProviderSettings, subscribeProviderSettings } from '@/lib/ai/provider-settings'

/** The engine in use, e.g. 'gpt-4 · api.openai.com', following the student's provider settings. */
export function useEngineLabel(): string {
  const settings = useSyncExternalStore(
    subscribeProviderSettings,
    getProviderSettings,
    getProviderSettings,
  )
  return describeEngine(settings).label
}
