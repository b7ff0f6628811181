import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { savedTestGuide, sql } from '@/testing/backend-fixtures'
import { requestsTo } from '@/testing/local-backend'
import { failRequest } from '@/testing/msw-server'
import { reviewCard, type CardSchedule } from '@/entities/flashcard/scheduling'
import { renderFlashcardsPanel } from '../testing/render-flashcards-panel'
import { insertSet, sampleCards } from '@/entities/flashcard/testing/saved-sets'

const cards = [
  ...sampleCards,
  {
    id: 'card_2',
    front: 'Thylakoid',
    back: 'Membrane where light reactions happen.',
    difficulty: 'hard',
  },
]

/** A saved guide with the 'Leaf parts' set, its dashboard rendered. */
async function savedSet(
  options: { schedule?: Record<string, CardSchedule>; cards?: typeof cards } = {},
) {
  const { owner, guide } = await savedTestGuide()
  const set = await insertSet(owner, guide.id, {
    title: 'Leaf parts',
    cards: options.cards ?? cards,
    schedule: options.schedule ?? {},
  })
  return { owner, set, ...renderFlashcardsPanel(guide, { ai: false }) }
}

async function studySet(
  options: { schedule?: Record<string, CardSchedule>; mode?: 'Study' | 'Review Due' } = {},
) {
  const rendered = await savedSet(options)
  await rendered.user.click(await screen.findByRole('button', { name: options.mode ?? 'Study' }))
  return rendered
}

const card = () => screen.getByRole('button', { name: 'Flip card' })

describe('the cards screen', () => {
  it('flips on click and on Space, announcing the face shown', async () => {
    const { user } = await studySet()
    expect(screen.getByText('Card 1 of 3')).toBeVisible()
    expect(card()).toHaveAccessibleDescription('Chlorophyll')
    expect(screen.getByText(/Chlorophyll/)).toBeVisible()
    await user.click(card())
    expect(card()).toHaveAccessibleDescription('The pigment that absorbs light.')
    // The face's words are on the page once (a second copy breaks finding the card by its text).
    expect(screen.getByText(/The pigment that absorbs light/)).toBeVisible()
    expect(screen.queryByText(/Chlorophyll/)).not.toBeInTheDocument()
    expect(screen.getByText('Back')).toBeVisible()
    // Space anywhere outside another control flips the card back.
    screen.getByRole('heading', { name: 'Leaf parts' }).focus()
    await user.keyboard(' ')
    expect(card()).toHaveAccessibleDescription('Chlorophyll')
  })

  it('shows Easy, Medium and Hard only once flipped, and records the rating by click or keys 1-3', async () => {
    const { user } = await studySet()
    expect(screen.queryByRole('button', { name: 'Easy' })).not.toBeInTheDocument()
    await user.click(card())
    await user.click(screen.getByRole('button', { name: 'Hard' }))
    expect(screen.getByRole('button', { name: 'Hard' })).toHaveAttribute('aria-pressed', 'true')
    screen.getByRole('heading', { name: 'Leaf parts' }).focus()
    await user.keyboard('1')
    expect(screen.getByRole('button', { name: 'Easy' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'Hard' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('hides the rating buttons when difficulty tracking is off', async () => {
    const { user } = await savedSet()
    await user.click(await screen.findByRole('button', { name: 'Create New Set' }))
    await user.click(screen.getByRole('checkbox', { name: 'Show difficulty tracking' }))
    await user.click(screen.getByRole('button', { name: 'Back to sets' }))
    await user.click(await screen.findByRole('button', { name: 'Study' }))
    await user.click(card())
    expect(card()).toHaveAccessibleDescription('The pigment that absorbs light.')
    expect(screen.queryByRole('group', { name: 'How hard was this card?' })).not.toBeInTheDocument()
  })

  it('studies in a shuffled order when Shuffle cards is on', async () => {
    const { user } = await savedSet()
    await user.click(await screen.findByRole('button', { name: 'Create New Set' }))
    await user.click(screen.getByRole('checkbox', { name: 'Shuffle cards' }))
    await user.click(screen.getByRole('button', { name: 'Back to sets' }))
    // Fisher–Yates with a source of 0 moves the first card to the end: 1, 2, 0.
    const random = vi.spyOn(Math, 'random').mockReturnValue(0)
    onTestFinished(() => random.mockRestore())
    await user.click(await screen.findByRole('button', { name: 'Study' }))
    expect(card()).toHaveAccessibleDescription('Stroma')
  })

  it('moves with Previous and Next, and offers Finish Session only on the last card', async () => {
    const { user } = await studySet()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('Card 2 of 3')).toBeVisible()
    expect(card()).toHaveAccessibleDescription('Stroma')
    expect(screen.queryByRole('button', { name: 'Finish Session' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Finish Session' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(screen.getByText('Card 2 of 3')).toBeVisible()
  })

  it('keeps the keyboard on a control when Previous reaches the first card and turns disabled', async () => {
    const { user } = await studySet()
    screen.getByRole('button', { name: 'Next' }).focus()
    await user.keyboard('{Enter}')
    expect(screen.getByText('Card 2 of 3')).toBeVisible()
    const previous = screen.getByRole('button', { name: 'Previous' })
    previous.focus()
    await user.keyboard('{Enter}')
    expect(screen.getByText('Card 1 of 3')).toBeVisible()
    expect(previous).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus()
    // The position, which changes under the focused button, is in a live region.
    expect(screen.getByText('Card 1 of 3').closest('[aria-live="polite"]')).not.toBeNull()
  })

  it('Reset Progress goes back to card 0 and clears ratings; Shuffle keeps every card', async () => {
    const { user } = await studySet()
    await user.click(card())
    await user.click(screen.getByRole('button', { name: 'Medium' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(screen.getByRole('button', { name: 'Reset Progress' }))
    expect(screen.getByText('Card 1 of 3')).toBeVisible()
    await user.click(card())
    expect(screen.getByRole('button', { name: 'Medium' })).toHaveAttribute('aria-pressed', 'false')

    await user.click(screen.getByRole('button', { name: 'Shuffle' }))
    expect(screen.getByText('Card 1 of 3')).toBeVisible()
    const fronts = []
    for (let index = 0; index < 3; index++) {
      fronts.push(card().textContent)
      if (index < 2) await user.click(screen.getByRole('button', { name: 'Next' }))
    }
    expect(
      fronts.map((text) => cards.find((item) => text?.includes(item.front))?.id).sort(),
    ).toEqual(['card_0', 'card_1', 'card_2'])
  })

  it('Finish Session records the session and the new schedule, then the due count drops', async () => {
    const { owner, set, user } = await studySet()
    await user.click(card())
    await user.click(screen.getByRole('button', { name: 'Easy' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(card())
    await user.click(screen.getByRole('button', { name: 'Hard' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(screen.getByRole('button', { name: 'Finish Session' }))

    expect(await screen.findByRole('heading', { name: 'Flashcard Sets' })).toBeVisible()
    expect(await screen.findByText('Session complete: 2 of 3 cards reviewed (67%).')).toBeVisible()
    const sessions = () =>
      sql('select * from public.flashcard_sessions where user_id = $1', [owner.id])
    await waitFor(async () => expect(await sessions()).toHaveLength(1))
    expect((await sessions())[0]).toMatchObject({
      flashcard_set_id: set.id,
      total_cards: 3,
      reviewed_cards: 2,
      difficulty_ratings: { '0': 'easy', '1': 'hard' },
    })
    const schedule = async () =>
      (
        await sql<{ schedule: object }>(
          'select schedule from public.flashcard_sets where id = $1',
          [set.id],
        )
      )[0]?.schedule ?? {}
    await waitFor(async () =>
      expect(Object.keys(await schedule()).sort()).toEqual(['card_0', 'card_1']),
    )
    const item = screen.getByRole('listitem', { name: 'Leaf parts' })
    expect(within(item).getByText('1 due today')).toBeVisible()
    expect(
      within(screen.getByRole('list', { name: 'Previous sessions' })).getByText('67% complete'),
    ).toBeVisible()
  })

  it('shows a failed session save instead of losing it silently, and writes neither half', async () => {
    failRequest('POST', '/rest/v1/rpc/record_flashcard_session')
    const { owner, user } = await savedSet({ cards: cards.slice(0, 1) })
    await user.click(await screen.findByRole('button', { name: 'Study' }))
    await user.click(card())
    await user.click(screen.getByRole('button', { name: 'Easy' }))
    await user.click(screen.getByRole('button', { name: 'Finish Session' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save flashcard session')
    expect(requestsTo('/rest/v1/flashcard_sessions', 'POST')).toEqual([])
    expect(requestsTo('/rest/v1/flashcard_sets', 'PATCH')).toEqual([])
    expect(
      await sql('select schedule from public.flashcard_sets where user_id = $1', [owner.id]),
    ).toEqual([{ schedule: {} }])
  })

  it('keeps the cards another tab reviewed meanwhile: the schedule is merged per card', async () => {
    const { owner, set, user } = await studySet()
    // Another tab finished a session on card_2 after this one loaded the set.
    const otherTab = reviewCard(undefined, 'hard', new Date('2026-11-20T10:00:00.000Z'))
    await sql(`update public.flashcard_sets set schedule = $1 where id = $2`, [
      JSON.stringify({ card_2: otherTab }),
      set.id,
    ])
    await user.click(card())
    await user.click(screen.getByRole('button', { name: 'Easy' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(screen.getByRole('button', { name: 'Finish Session' }))
    await screen.findByRole('heading', { name: 'Flashcard Sets' })
    await waitFor(async () =>
      expect(
        await sql<{ schedule: Record<string, unknown> }>(
          'select schedule from public.flashcard_sets where user_id = $1',
          [owner.id],
        ),
      ).toEqual([{ schedule: { card_0: expect.any(Object), card_2: otherTab } }]),
    )
    expect(requestsTo('/rest/v1/rpc/record_flashcard_session', 'POST')).toHaveLength(1)
  })

  it('Review Due studies only the cards due today', async () => {
    const later = {
      ...reviewCard(undefined, 'easy', new Date()),
      due: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    }
    await studySet({ schedule: { card_0: later, card_2: later }, mode: 'Review Due' })
    expect(screen.getByText('Card 1 of 1')).toBeVisible()
    expect(card()).toHaveAccessibleDescription('Stroma')
    expect(screen.getByRole('button', { name: 'Finish Session' })).toBeVisible()
  })
})

describe('a card’s source', () => {
  const cited = [
    {
      ...sampleCards[0]!,
      citations: [
        { status: 'verified', passage: 2, anchor: { kind: 'page', n: 3 }, marks: [[0, 10]] },
      ],
    },
    { ...sampleCards[1]!, citations: [{ status: 'not-found' }] },
  ]

  it('shows on the back only, kept with the set', async () => {
    const { user } = await savedSet({ cards: cited as unknown as typeof cards })
    await user.click(await screen.findByRole('button', { name: 'Study' }))
    expect(screen.queryByRole('button', { name: /^Source:/ })).not.toBeInTheDocument()
    await user.click(card())
    expect(screen.getByText('From your material:')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Source: page 3' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(card())
    expect(screen.getByText('Not found in your material')).toBeVisible()
    expect(screen.queryByText('From your material:')).not.toBeInTheDocument()
  })
})
