import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { Toaster } from '@/components/ui/toast'
import { PROVIDER_SETTINGS_KEY } from '@/lib/ai/provider-settings'
import type { GuideRef } from '@/entities/study-guide/study-guide'

/** The AI provider base URL that msw answers in component tests. */
export const AI_TEST_BASE_URL = 'https://ai.test/v1'

export const testGuide: GuideRef = {
  id: 'guide-1',
  title: 'Photosynthesis',
  content:
    'Photosynthesis converts light energy into chemical energy. Chlorophyll absorbs light in the thylakoids.',
}

/**
 * Renders a study tool (quiz, flashcards…) with a fresh query client and the toaster; `ai: true`
 * (the default) points the engine at msw's provider, `false` leaves the offline engine.
 */
export function renderStudyTool(ui: ReactElement, options: { ai?: boolean } = {}) {
  if (options.ai ?? true) {
    localStorage.setItem(
      PROVIDER_SETTINGS_KEY,
      JSON.stringify({ baseURL: AI_TEST_BASE_URL, model: 'gpt-4' }),
    )
  }
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } },
  })
  const user = userEvent.setup()
  const result = render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  )
  return { ...result, user, queryClient }
}
