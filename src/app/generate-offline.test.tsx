import { onlineManager } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { recordAiRequests } from '@/testing/ai-handlers'
import { savedTestGuide } from '@/testing/backend-fixtures'
import { insertSet } from '@/entities/flashcard/testing/saved-sets'
import { currentToasts } from '@/lib/toast'
import { server } from '@/testing/msw-server'
import { renderStudyTool } from '@/testing/render-study-tool'
import { ListenTab } from '@/features/audio-overview/components/listen-tab'
import { renderFlashcardsPanel } from '@/features/flashcards/testing/render-flashcards-panel'
import { renderQuizPanel } from '@/features/quiz/testing/render-quiz-panel'

/**
 * Generating offline, as the app is then: the panel read online (its lists cached, as the
 * offline copy keeps them), then TanStack Query told the connection is gone (the 'offline'
 * event, or query-client.ts at start) and the browser saying so. An AI provider says
 * 'You are offline. This needs a connection.' at once, keeping what the student chose, and asks
 * nothing; the offline engine makes the work offline. A saved guide whose source was never read
 * is the case: nothing of it is in the cache.
 */
const offlineMessage = 'You are offline. This needs a connection.'

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  act(() => onlineManager.setOnline(false))
}

/** The message is shown as an alert (a panel may hold an empty alert region beside it). */
async function expectOfflineAlert() {
  expect((await screen.findByText(offlineMessage)).closest('[role="alert"]')).not.toBeNull()
}

afterEach(() => {
  onlineManager.setOnline(true)
  vi.restoreAllMocks()
})

describe('generating offline with an AI provider', () => {
  it('a quiz: says it is offline and keeps the chosen settings', async () => {
    const requests = recordAiRequests()
    server.use(requests.handler)
    const { guide } = await savedTestGuide()
    const { user } = renderQuizPanel(guide)
    await user.click(await screen.findByRole('button', { name: 'Generate New Quiz' }))
    goOffline()
    const broader = screen.getByRole('checkbox', { name: 'Include broader topic questions' })
    const chosen = !(broader as HTMLInputElement).checked
    await user.click(broader)
    await user.click(screen.getByRole('button', { name: 'Generate Quiz' }))
    await expectOfflineAlert()
    expect(
      screen.getByRole('checkbox', { name: 'Include broader topic questions' }),
    ).toHaveProperty('checked', chosen)
    expect(requests.requests).toEqual([])
  })

  it('flashcards: says it is offline', async () => {
    const { guide } = await savedTestGuide()
    const { user } = renderFlashcardsPanel(guide)
    await user.click(await screen.findByRole('button', { name: 'Create New Set' }))
    goOffline()
    await user.click(screen.getByRole('button', { name: 'Generate Flashcards' }))
    await expectOfflineAlert()
    expect(screen.getByRole('button', { name: 'Generate Flashcards' })).toBeEnabled()
  })

  it('an audio overview: says it is offline and keeps the focus typed', async () => {
    const { guide } = await savedTestGuide()
    const { user } = renderStudyTool(<ListenTab guide={guide} />)
    expect(await screen.findByRole('button', { name: 'Create audio overview' })).toBeEnabled()
    goOffline()
    await user.type(screen.getByRole('textbox', { name: 'Focus on…' }), 'chlorophyll')
    await user.click(screen.getByRole('button', { name: 'Create audio overview' }))
    await expectOfflineAlert()
    expect(screen.getByRole('textbox', { name: 'Focus on…' })).toHaveValue('chlorophyll')
  })
})

describe('generating offline with the offline engine', () => {
  it('makes a flashcard set and opens it', async () => {
    const { guide } = await savedTestGuide()
    const { user } = renderFlashcardsPanel(guide, { ai: false })
    await user.click(await screen.findByRole('button', { name: 'Create New Set' }))
    goOffline()
    await user.click(screen.getByRole('button', { name: 'Generate Flashcards' }))
    expect(await screen.findByText(/^Card 1 of \d+$/, undefined, { timeout: 10_000 })).toBeVisible()
  })
})

describe('exporting offline', () => {
  it('Export to Anki writes the package from what the device holds', async () => {
    const { owner, guide } = await savedTestGuide()
    await insertSet(owner, guide.id, { title: 'Cells Flashcards' })
    const downloads: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download)
    })
    const { user } = renderFlashcardsPanel(guide)
    const set = await screen.findByRole('listitem', { name: 'Cells Flashcards' })
    goOffline()
    await user.click(within(set).getByRole('button', { name: 'Export to Anki' }))
    // Testing Library's waitFor: the panel's updates while the package is written are React's.
    await waitFor(() => expect(downloads).toEqual([`${guide.title}.apkg`]), { timeout: 15_000 })
    expect(currentToasts()).toEqual([])
  }, 40_000)
})
