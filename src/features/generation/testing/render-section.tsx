import { http, HttpResponse } from 'msw'
import type { ReactElement } from 'react'
import { PROVIDER_SETTINGS_KEY } from '@/lib/ai/provider-settings'
import { server } from '@/testing/msw-server'
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

/** A gate a handler waits on, so a test can look at an intermediate step. */
export function createGate() {
  let open: () => void = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

/** Captures study_guides inserts on the local backend and answers with a new id. */
export function captureGuideInserts(
  reply: { status: number; id?: string } = { status: 201, id: 'guide-1' },
) {
  const bodies: Record<string, unknown>[] = []
  server.use(
    http.post('*/rest/v1/study_guides', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>)
      if (reply.status >= 400) {
        return HttpResponse.json(
          { code: '42501', message: 'permission denied', details: null, hint: null },
          { status: reply.status },
        )
      }
      return HttpResponse.json({ id: reply.id }, { status: reply.status })
    }),
  )
  return bodies
}
