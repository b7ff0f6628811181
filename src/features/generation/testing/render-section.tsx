import type { ReactElement } from 'react'
import { PROVIDER_SETTINGS_KEY } from '@/lib/ai/provider-settings'
import { renderStudyTool } from '@/testing/render-study-tool'

/** Test-only helpers for the generation sections. */

export const AI_BASE_URL = 'https://ai.example.test/v1'

/** Points the app at the msw provider, as a student's 'Your AI provider' settings would. */
export function configureTestProvider() {
  localStorage.setItem(
    PROVIDER_SETTINGS_KEY,
    JSON.stringify({ baseURL: AI_BASE_URL, model: 'test-model' }),
  )
}

/** A section with a fresh query client and the toaster; the provider is set per test. */
export function renderSection(ui: ReactElement) {
  return renderStudyTool(ui, { ai: false })
}
