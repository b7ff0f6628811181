import { act, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import {
  aiHandlers,
  aiReplies,
  cannedReply,
  recordAiRequests,
  sampleCards,
} from '@/testing/ai-handlers'
import { savedTestGuide, sql } from '@/testing/backend-fixtures'
import { backendRequests, requestsTo } from '@/testing/local-backend'
import { failRequest, server } from '@/testing/msw-server'
import { reviewCard } from '@/entities/flashcard/scheduling'
import { insertSession, insertSet } from '@/entities/flashcard/testing/saved-sets'
import { renderStudyTool, testGuide } from '@/testing/render-study-tool'
import { renderFlashcardsPanel } from '../testing/render-flashcards-panel'
import { FlashcardsPanel } from './flashcards-panel'

function setItem(title: string) {
  return screen.getByRole('listitem', { name: title })
}

describe('FlashcardsPanel dashboard', () => {
  it('lists the saved sets newest first with card count and due today', async () => {
    const { owner, guide } = await savedTestGuide()
    await insertSet(owner, guide.id, { title: 'Older set', created_at: '2026-11-01T09:00:00Z' })
    const tomorrow = new Date(Date.now() + 2 * 86_400_000)
    await insertSet(owner, guide.id, {
      title: 'Newer set',
      created_at: '2026-11-10T09:00:00Z',
      schedule: {
        card_0: { ...reviewCard(undefined, 'easy', new Date()), due: tomorrow.toISOString() },
      },
    })
    renderFlashcardsPanel(guide)

    const list = await screen.findByRole('list', { name: 'Saved sets' })
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Newer set', 'Older set'])
    expect(within(setItem('Newer set')).getByText(/2 cards/)).toBeVisible()
    expect(within(setItem('Newer set')).getByText('1 due today')).toBeVisible()
    expect(within(setItem('Older set')).getByText('2 due today')).toBeVisible()
    for (const name of ['Study', 'Review Due', 'Export CSV']) {
      expect(within(setItem('Older set')).getByRole('button', { name })).toBeEnabled()
    }
  })

  it('disables Review Due when nothing is due', async () => {
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString()
    const base = reviewCard(undefined, 'easy', new Date())
    const { owner, guide } = await savedTestGuide()
    await insertSet(owner, guide.id, {
      title: 'Done set',
      schedule: { card_0: { ...base, due: later }, card_1: { ...base, due: later } },
    })
    renderFlashcardsPanel(guide)
    expect(await screen.findByText('0 due today')).toBeVisible()
    expect(within(setItem('Done set')).getByRole('button', { name: 'Review Due' })).toBeDisabled()
  })

  it('shows the first 3 previous sessions, newest first, with completion percent in colour bands', async () => {
    const { owner, guide } = await savedTestGuide()
    const set = await insertSet(owner, guide.id, { title: 'Cells' })
    for (const [day, reviewed] of [
      [19, 10],
      [18, 7],
      [17, 3],
      [16, 5],
    ] as const) {
      await insertSession(owner, set.id, {
        completed_at: `2026-11-${day}T12:00:00Z`,
        total_cards: 10,
        reviewed_cards: reviewed,
      })
    }
    renderFlashcardsPanel(guide)
    const list = await screen.findByRole('list', { name: 'Previous sessions' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    const badges = items.map((item) => within(item).getByText(/% complete$/))
    expect(badges.map((badge) => badge.textContent)).toEqual([
      '100% complete',
      '70% complete',
      '30% complete',
    ])
    expect(badges.map((badge) => badge.dataset.band)).toEqual(['green', 'yellow', 'red'])
    expect(items[1]).toHaveTextContent('7 of 10 cards reviewed')
  })

  it('shows the spec message when the sets cannot be loaded, and retries', async () => {
    const { guide } = await savedTestGuide()
    failRequest('GET', '/rest/v1/flashcard_sets', { once: true })
    const { user } = renderFlashcardsPanel(guide)
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch flashcard sets')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(/No flashcard sets yet/)).toBeVisible()
  })

  it('exports a set as CSV named after the set', async () => {
    const { owner, guide } = await savedTestGuide()
    await insertSet(owner, guide.id, {
      title: 'Cells: basics',
      cards: [
        { id: 'card_0', front: 'Cell, "unit"', back: 'Smallest unit of life', difficulty: 'easy' },
      ],
    })
    const blobs: Blob[] = []
    const names: string[] = []
    const originalCreate = URL.createObjectURL
    const originalRevoke = URL.revokeObjectURL
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      blobs.push(blob as Blob)
      return 'blob:test/1'
    }
    URL.revokeObjectURL = () => {}
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download)
    })
    onTestFinished(() => {
      URL.createObjectURL = originalCreate
      URL.revokeObjectURL = originalRevoke
      click.mockRestore()
    })
    const { user } = renderFlashcardsPanel(guide)
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }))
    expect(names).toEqual(['Cells basics.csv'])
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8')
    // A set made before citations has an empty Source column.
    expect(await blobs[0]?.text()).toBe('"Cell, ""unit""",Smallest unit of life,\r\n')
  })
})

describe('FlashcardsPanel generation', () => {
  it('offers the spec settings with their defaults', async () => {
    const { guide } = await savedTestGuide()
    const { user } = renderFlashcardsPanel(guide)
    await user.click(await screen.findByRole('button', { name: 'Create New Set' }))
    const group = screen.getByRole('radiogroup', { name: 'Card count' })
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['10', '15', '20', '25'])
    expect(within(group).getByRole('radio', { name: '15' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Shuffle cards' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Show difficulty tracking' })).toBeChecked()
  })

  it('generates with the flashcards purpose, saves the set, selects it back and opens the cards', async () => {
    const { guide } = await savedTestGuide()
    const log = recordAiRequests()
    server.use(log.handler, ...aiHandlers)
    const { user } = renderFlashcardsPanel(guide)
    await user.click(await screen.findByRole('button', { name: 'Create New Set' }))
    await user.click(screen.getByRole('radio', { name: '10' }))
    await user.click(screen.getByRole('button', { name: 'Generate Flashcards' }))

    expect(await screen.findByText('Card 1 of 10')).toBeVisible()
    expect(log.requests).toHaveLength(1)
    expect(log.requests[0]?.purpose).toBe('flashcards')
    expect(log.requests[0]?.body).toMatchObject({ max_tokens: 3000, temperature: 0.4 })
    expect(log.requests[0]?.body.messages.at(-1)?.content).toContain(testGuide.content)

    const [insert] = requestsTo('/rest/v1/flashcard_sets', 'POST')
    expect(insert?.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      study_guide_id: guide.id,
      title: 'Photosynthesis Flashcards',
      cards: (JSON.parse(cannedReply(log.requests[0]!.body)) as object[]).map((card, index) => ({
        id: `card_${index}`,
        ...card,
      })),
    })
    expect(screen.getByRole('heading', { name: 'Photosynthesis Flashcards' })).toBeVisible()
    expect(
      await sql('select title from public.flashcard_sets where study_guide_id = $1', [guide.id]),
    ).toEqual([{ title: 'Photosynthesis Flashcards' }])
  })

  it('shows the spec message when generation fails and stops loading', async () => {
    const { guide } = await savedTestGuide()
    server.use(
      aiReplies.status(400, {
        error: { message: 'Bad request', type: 'invalid_request_error', code: null },
      }),
    )
    const { user } = renderFlashcardsPanel(guide)
    await user.click(await screen.findByRole('button', { name: 'Create New Set' }))
    await user.click(screen.getByRole('button', { name: 'Generate Flashcards' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to generate flashcards. Please try again.',
    )
    expect(screen.getByRole('button', { name: 'Generate Flashcards' })).toBeEnabled()
  })

  it('keeps a set whose save failed: usable at once, and saved when the connection returns', async () => {
    const { guide } = await savedTestGuide()
    failRequest('POST', '/rest/v1/flashcard_sets', { once: true })
    server.use(...aiHandlers)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { user } = renderFlashcardsPanel(guide)
    await user.click(await screen.findByRole('button', { name: 'Create New Set' }))
    await user.click(screen.getByRole('button', { name: 'Generate Flashcards' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save your flashcard set.')
    expect(await screen.findByText('Card 1 of 15')).toBeVisible()
    const stored = () =>
      sql('select title from public.flashcard_sets where study_guide_id = $1', [guide.id])
    expect(await stored()).toEqual([])

    act(() => void window.dispatchEvent(new Event('online')))
    await waitFor(async () =>
      expect(await stored()).toEqual([{ title: 'Photosynthesis Flashcards' }]),
    )
    expect(requestsTo('/rest/v1/flashcard_sets', 'POST')).toHaveLength(2)
    warn.mockRestore()
  })

  it('reaches the settings from an empty dashboard by the word Generate as well', async () => {
    server.use(aiReplies.flashcards(sampleCards(2)))
    const { user } = renderFlashcardsPanel({ ...testGuide, id: null })
    await user.click(screen.getByRole('button', { name: /generate/i }))
    expect(screen.getByRole('heading', { name: 'Flashcard settings' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: /generate/i }))
    expect(await screen.findByText('Card 1 of 2')).toBeVisible()
  })

  it('keeps an unsaved guide’s sets and sessions in memory without any database request', async () => {
    server.use(aiReplies.flashcards(sampleCards(2)))
    const { user } = renderFlashcardsPanel({ ...testGuide, id: null })
    await user.click(screen.getByRole('button', { name: 'Create New Set' }))
    await user.click(screen.getByRole('button', { name: 'Generate Flashcards' }))
    expect(await screen.findByText('Card 1 of 2')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Flip card' }))
    await user.click(screen.getByRole('button', { name: 'Easy' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(screen.getByRole('button', { name: 'Finish Session' }))

    expect(await screen.findByRole('heading', { name: 'Flashcard Sets' })).toHaveFocus()
    expect(within(setItem('Photosynthesis Flashcards')).getByText('1 due today')).toBeVisible()
    const sessions = screen.getByRole('list', { name: 'Previous sessions' })
    expect(within(sessions).getByText('50% complete')).toBeVisible()
    expect(backendRequests).toHaveLength(0)
  })

  it('leaves cards in a hidden tab alone: Space, 1-3 and arrows act only on the tab shown', async () => {
    server.use(aiReplies.flashcards(sampleCards(2)))
    // The guide view keeps the Flashcards tab mounted but hidden while another tab is shown.
    function Tabs() {
      const [shown, setShown] = useState(true)
      return (
        <>
          <button type="button" onClick={() => setShown((value) => !value)}>
            Switch tab
          </button>
          <div hidden={!shown}>
            <FlashcardsPanel guide={{ ...testGuide, id: null }} />
          </div>
        </>
      )
    }
    const { user } = renderStudyTool(<Tabs />)
    await user.click(screen.getByRole('button', { name: 'Create New Set' }))
    await user.click(screen.getByRole('button', { name: 'Generate Flashcards' }))
    expect(await screen.findByText('Card 1 of 2')).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Switch tab' }))
    ;(document.activeElement as HTMLElement).blur()
    await user.keyboard(' {ArrowRight}')
    await user.click(screen.getByRole('button', { name: 'Switch tab' }))
    expect(screen.getByText('Card 1 of 2')).toBeVisible()
    expect(screen.getByText('Term 1')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Easy' })).not.toBeInTheDocument()

    // Shown again, the keys work.
    ;(document.activeElement as HTMLElement).blur()
    await user.keyboard(' ')
    expect(screen.getByRole('button', { name: 'Easy' })).toBeVisible()
  })
})
