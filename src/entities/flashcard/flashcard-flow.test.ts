import { describe, expect, it } from 'vitest'
import { makeSet } from '@/entities/flashcard/testing/flashcard-factories'
import {
  defaultFlashcardSettings,
  flashcardFlowReducer,
  initialFlashcardFlowState,
  reorder,
  shuffledOrder,
  type FlashcardFlowAction,
  type FlashcardFlowState,
  type StudyRun,
} from './flashcard-flow'
import { reviewCard } from './scheduling'

const NOW = new Date('2026-11-20T10:00:00').getTime()
const set = makeSet()

function run(state: FlashcardFlowState, ...actions: FlashcardFlowAction[]): FlashcardFlowState {
  return actions.reduce(flashcardFlowReducer, state)
}

function studying(...actions: FlashcardFlowAction[]): StudyRun {
  const state = run(
    initialFlashcardFlowState,
    { type: 'study', set, mode: 'all', now: NOW },
    ...actions,
  )
  if (state.screen !== 'cards') throw new Error(`expected the cards screen, got ${state.screen}`)
  return state.run
}

describe('flashcard flow: dashboard and settings', () => {
  it('starts on the dashboard with the spec defaults: 15 cards, no shuffle, tracking on', () => {
    expect(initialFlashcardFlowState).toEqual({
      screen: 'dashboard',
      settings: { cardCount: 15, shuffle: false, showDifficulty: true },
    })
  })

  it('opens the settings and goes back to the dashboard keeping the settings', () => {
    const settings = run(initialFlashcardFlowState, { type: 'openSettings' })
    expect(settings.screen).toBe('settings')
    const changed = run(settings, {
      type: 'updateSettings',
      patch: { cardCount: 25, shuffle: true },
    })
    expect(changed.settings).toEqual({ cardCount: 25, shuffle: true, showDifficulty: true })
    const back = run(changed, { type: 'backToDashboard' })
    expect(back).toEqual({ screen: 'dashboard', settings: changed.settings })
  })

  it('ignores settings changes outside the settings screen', () => {
    expect(
      run(initialFlashcardFlowState, { type: 'updateSettings', patch: { cardCount: 10 } }),
    ).toBe(initialFlashcardFlowState)
  })

  it('generated opens the cards at card 0, front up, no ratings, with the timer started', () => {
    const state = run(
      initialFlashcardFlowState,
      { type: 'openSettings' },
      { type: 'generated', set, now: NOW },
    )
    expect(state.screen).toBe('cards')
    if (state.screen !== 'cards') return
    expect(state.run).toMatchObject({
      index: 0,
      flipped: false,
      ratings: {},
      reviewed: [],
      mode: 'all',
      startedAt: NOW,
    })
    expect(state.run.deck.map((card) => card.id)).toEqual(['card_0', 'card_1', 'card_2'])
  })

  it('generated is ignored unless the settings screen is showing', () => {
    expect(run(initialFlashcardFlowState, { type: 'generated', set, now: NOW })).toBe(
      initialFlashcardFlowState,
    )
  })

  it('applies the order only when shuffle cards is on', () => {
    const order = [2, 0, 1]
    const plain = run(
      initialFlashcardFlowState,
      { type: 'openSettings' },
      { type: 'generated', set, now: NOW, order },
    )
    const shuffled = run(
      initialFlashcardFlowState,
      { type: 'openSettings' },
      { type: 'updateSettings', patch: { shuffle: true } },
      { type: 'generated', set, now: NOW, order },
    )
    if (plain.screen !== 'cards' || shuffled.screen !== 'cards') throw new Error('not studying')
    expect(plain.run.deck.map((card) => card.id)).toEqual(['card_0', 'card_1', 'card_2'])
    expect(shuffled.run.deck.map((card) => card.id)).toEqual(['card_2', 'card_0', 'card_1'])
  })

  it('carries the difficulty tracking setting into the run', () => {
    const state = run(
      initialFlashcardFlowState,
      { type: 'openSettings' },
      { type: 'updateSettings', patch: { showDifficulty: false } },
      { type: 'generated', set, now: NOW },
    )
    expect(state.screen === 'cards' && state.run.showDifficulty).toBe(false)
  })
})

describe('flashcard flow: study and review due', () => {
  it('study opens an existing set from the dashboard', () => {
    expect(studying().set).toBe(set)
  })

  it('review due studies only the cards due today', () => {
    const reviewed = { ...set, schedule: { card_1: reviewCard(undefined, 'easy', new Date(NOW)) } }
    const state = run(initialFlashcardFlowState, {
      type: 'study',
      set: reviewed,
      mode: 'due',
      now: NOW,
    })
    if (state.screen !== 'cards') throw new Error('not studying')
    expect(state.run.mode).toBe('due')
    expect(state.run.deck.map((card) => card.id)).toEqual(['card_0', 'card_2'])
  })

  it('review due with nothing due stays on the dashboard', () => {
    const schedule = Object.fromEntries(
      set.cards.map((card) => [card.id, reviewCard(undefined, 'easy', new Date(NOW))]),
    )
    const state = run(initialFlashcardFlowState, {
      type: 'study',
      set: { ...set, schedule },
      mode: 'due',
      now: NOW,
    })
    expect(state).toBe(initialFlashcardFlowState)
  })

  it('a set without cards cannot be studied', () => {
    const state = run(initialFlashcardFlowState, {
      type: 'study',
      set: { ...set, cards: [] },
      mode: 'all',
      now: NOW,
    })
    expect(state.screen).toBe('dashboard')
  })
})

describe('flashcard flow: cards screen', () => {
  it('flip toggles the card and counts it as reviewed once', () => {
    expect(studying({ type: 'flip' })).toMatchObject({ flipped: true, reviewed: ['card_0'] })
    expect(studying({ type: 'flip' }, { type: 'flip' })).toMatchObject({
      flipped: false,
      reviewed: ['card_0'],
    })
    expect(studying({ type: 'flip' }, { type: 'flip' }, { type: 'flip' }).reviewed).toEqual([
      'card_0',
    ])
  })

  it('records a rating per card only when flipped and tracking is on', () => {
    expect(studying({ type: 'rate', rating: 'easy' }).ratings).toEqual({})
    expect(studying({ type: 'flip' }, { type: 'rate', rating: 'easy' }).ratings).toEqual({
      card_0: 'easy',
    })
    expect(
      studying({ type: 'flip' }, { type: 'rate', rating: 'easy' }, { type: 'rate', rating: 'hard' })
        .ratings,
    ).toEqual({
      card_0: 'hard',
    })
    const untracked = run(
      { screen: 'dashboard', settings: { ...defaultFlashcardSettings, showDifficulty: false } },
      { type: 'study', set, mode: 'all', now: NOW },
      { type: 'flip' },
      { type: 'rate', rating: 'easy' },
    )
    expect(untracked.screen === 'cards' && untracked.run.ratings).toEqual({})
  })

  it('next and previous move one card, turn it front up, and stop at the ends', () => {
    expect(studying({ type: 'flip' }, { type: 'next' })).toMatchObject({ index: 1, flipped: false })
    expect(studying({ type: 'next' }, { type: 'next' }, { type: 'next' }).index).toBe(2)
    expect(studying({ type: 'previous' }).index).toBe(0)
    expect(studying({ type: 'next' }, { type: 'flip' }, { type: 'previous' })).toMatchObject({
      index: 0,
      flipped: false,
    })
  })

  it('shuffle reorders the deck, back to card 0, ratings staying with their cards', () => {
    const shuffled = studying(
      { type: 'flip' },
      { type: 'rate', rating: 'hard' },
      { type: 'next' },
      { type: 'shuffle', order: [1, 2, 0] },
    )
    expect(shuffled.deck.map((card) => card.id)).toEqual(['card_1', 'card_2', 'card_0'])
    expect(shuffled).toMatchObject({ index: 0, flipped: false, ratings: { card_0: 'hard' } })
  })

  it('shuffle ignores an order that is not a permutation of the deck', () => {
    const before = studying()
    expect(studying({ type: 'shuffle', order: [0, 0, 1] })).toEqual(before)
    expect(studying({ type: 'shuffle', order: [0, 1] })).toEqual(before)
  })

  it('reset progress goes back to card 0 and clears the ratings', () => {
    const reset = studying(
      { type: 'flip' },
      { type: 'rate', rating: 'easy' },
      { type: 'next' },
      { type: 'flip' },
      { type: 'reset' },
    )
    expect(reset).toMatchObject({ index: 0, flipped: false, ratings: {}, reviewed: [] })
  })

  it('finish session returns to the dashboard only from the last card', () => {
    const start = run(initialFlashcardFlowState, { type: 'study', set, mode: 'all', now: NOW })
    expect(run(start, { type: 'finish' })).toBe(start)
    expect(run(start, { type: 'next' }, { type: 'next' }, { type: 'finish' })).toEqual(
      initialFlashcardFlowState,
    )
  })

  it('back to dashboard leaves the cards without recording anything', () => {
    expect(
      run(
        initialFlashcardFlowState,
        { type: 'study', set, mode: 'all', now: NOW },
        { type: 'backToDashboard' },
      ),
    ).toEqual(initialFlashcardFlowState)
  })

  it('card actions do nothing on the dashboard', () => {
    for (const action of [
      { type: 'flip' },
      { type: 'next' },
      { type: 'reset' },
      { type: 'finish' },
    ] as const) {
      expect(flashcardFlowReducer(initialFlashcardFlowState, action)).toBe(
        initialFlashcardFlowState,
      )
    }
  })
})

describe('shuffledOrder and reorder', () => {
  it('produces a permutation', () => {
    const order = shuffledOrder(25)
    expect([...order].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, index) => index),
    )
  })

  it('follows the random source', () => {
    expect(shuffledOrder(3, () => 0)).toEqual([1, 2, 0])
    expect(shuffledOrder(3, () => 0.999)).toEqual([0, 1, 2])
  })

  it('reorders by a permutation and leaves the deck alone otherwise', () => {
    expect(reorder(['a', 'b', 'c'], [2, 1, 0])).toEqual(['c', 'b', 'a'])
    expect(reorder(['a', 'b', 'c'], [3, 1, 0])).toEqual(['a', 'b', 'c'])
    expect(reorder(['a', 'b'], undefined)).toEqual(['a', 'b'])
  })
})

describe('flashcard flow: a second opinion after the set is shown', () => {
  const notFound = { status: 'not-found' as const }

  it('changes the citations of the set being studied, in its study order, keeping the place', () => {
    const before = studying(
      { type: 'shuffle', order: [...set.cards.keys()].reverse() },
      { type: 'flip' },
    )
    const cards = set.cards.map((card, index) =>
      index === 0 ? { ...card, citations: [notFound] } : card,
    )
    const after = flashcardFlowReducer(
      { screen: 'cards', settings: defaultFlashcardSettings, run: before },
      { type: 'citationsRevised', setId: set.id, cards },
    )
    if (after.screen !== 'cards') throw new Error('expected the cards screen')
    expect(after.run.set.cards).toEqual(cards)
    // The first card is last in the reversed deck; the student stays where they were.
    expect(after.run.deck.at(-1)?.citations).toEqual([notFound])
    expect(after.run.deck.map((card) => card.id)).toEqual(before.deck.map((card) => card.id))
    expect(after.run.index).toBe(before.index)
    expect(after.run.flipped).toBe(true)
  })

  it('leaves another set, and the other screens, alone', () => {
    const state = { screen: 'cards' as const, settings: defaultFlashcardSettings, run: studying() }
    const other = { type: 'citationsRevised' as const, setId: 'another-set', cards: [] }
    expect(flashcardFlowReducer(state, other)).toBe(state)
    expect(flashcardFlowReducer(initialFlashcardFlowState, other)).toBe(initialFlashcardFlowState)
  })
})
