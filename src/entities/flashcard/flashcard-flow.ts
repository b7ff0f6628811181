import {
  FLASHCARD_DEFAULT_COUNT,
  FLASHCARD_DEFAULT_SHUFFLE,
  FLASHCARD_DEFAULT_TRACKING,
} from '@/config/limits'
import type { Difficulty, Flashcard, FlashcardSet, FlashcardSettings } from './flashcard'
import { dueCards } from './scheduling'

/**
 * The flashcard flow as a pure reducer over three screens: dashboard,
 * settings, cards. Randomness and time come in through actions (`order`, `now`), so every
 * transition is reproducible in tests. The settings outlive the screens: Study uses them too.
 */

/**
 * 'cram': every card, reviewed and recorded, without moving the long-term schedule
 * (as Anki's filtered decks).
 */
export type StudyMode = 'all' | 'due' | 'cram'

export interface StudyRun {
  set: FlashcardSet
  mode: StudyMode
  /** The cards of this session, in study order. */
  deck: Flashcard[]
  index: number
  flipped: boolean
  /** By card id, so a rating stays with its card when the deck is shuffled. */
  ratings: Record<string, Difficulty>
  /** Card ids turned over at least once: the session's reviewed cards. */
  reviewed: string[]
  showDifficulty: boolean
  /** ms since the epoch. */
  startedAt: number
}

export type FlashcardFlowState =
  | { screen: 'dashboard'; settings: FlashcardSettings }
  | { screen: 'settings'; settings: FlashcardSettings }
  | { screen: 'cards'; settings: FlashcardSettings; run: StudyRun }

export type FlashcardFlowAction =
  | { type: 'openSettings' }
  | { type: 'backToDashboard' }
  | { type: 'updateSettings'; patch: Partial<FlashcardSettings> }
  /** A new set is ready: study all of it; `order` is a permutation when shuffling. */
  | { type: 'generated'; set: FlashcardSet; now: number; order?: number[] }
  | { type: 'study'; set: FlashcardSet; mode: StudyMode; now: number; order?: number[] }
  | { type: 'flip' }
  | { type: 'rate'; rating: Difficulty }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'shuffle'; order: number[] }
  | { type: 'reset' }
  /** Finish Session: only on the last card; the panel records the session. */
  | { type: 'finish' }
  /** The second opinion changed the citations of a set's cards (the same cards). */
  | { type: 'citationsRevised'; setId: string; cards: Flashcard[] }

export const defaultFlashcardSettings: FlashcardSettings = {
  cardCount: FLASHCARD_DEFAULT_COUNT,
  shuffle: FLASHCARD_DEFAULT_SHUFFLE,
  showDifficulty: FLASHCARD_DEFAULT_TRACKING,
}

export const initialFlashcardFlowState: FlashcardFlowState = {
  screen: 'dashboard',
  settings: defaultFlashcardSettings,
}

/** A random permutation of 0..length-1 (Fisher–Yates). */
export function shuffledOrder(length: number, random: () => number = Math.random): number[] {
  const order = Array.from({ length }, (_, index) => index)
  for (let index = length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1))
    ;[order[index], order[other]] = [order[other] ?? other, order[index] ?? index]
  }
  return order
}

function isPermutation(order: number[], length: number): boolean {
  if (order.length !== length) return false
  const seen = new Set(order)
  return (
    seen.size === length &&
    order.every((value) => Number.isInteger(value) && value >= 0 && value < length)
  )
}

/** The deck reordered by `order`; an invalid order leaves it as it was. */
export function reorder<T>(deck: T[], order: number[] | undefined): T[] {
  if (!order || !isPermutation(order, deck.length)) return deck
  return order.map((index) => deck[index] as T)
}

function startRun(
  settings: FlashcardSettings,
  set: FlashcardSet,
  mode: StudyMode,
  now: number,
  order: number[] | undefined,
): FlashcardFlowState | null {
  const cards = mode === 'due' ? dueCards(set.cards, set.schedule, new Date(now)) : set.cards
  if (cards.length === 0) return null
  return {
    screen: 'cards',
    settings,
    run: {
      set,
      mode,
      deck: reorder(cards, order),
      index: 0,
      flipped: false,
      ratings: {},
      reviewed: [],
      showDifficulty: settings.showDifficulty,
      startedAt: now,
    },
  }
}

export function currentCard(run: StudyRun): Flashcard | undefined {
  return run.deck[run.index]
}

export function isLastCard(run: StudyRun): boolean {
  return run.index === run.deck.length - 1
}

export function canRate(run: StudyRun): boolean {
  return run.flipped && run.showDifficulty
}

function updateRun(
  state: FlashcardFlowState,
  change: (run: StudyRun) => StudyRun,
): FlashcardFlowState {
  if (state.screen !== 'cards') return state
  const run = change(state.run)
  return run === state.run ? state : { ...state, run }
}

export function flashcardFlowReducer(
  state: FlashcardFlowState,
  action: FlashcardFlowAction,
): FlashcardFlowState {
  switch (action.type) {
    case 'openSettings':
      return state.screen === 'dashboard' ? { screen: 'settings', settings: state.settings } : state
    case 'backToDashboard':
      return state.screen === 'dashboard'
        ? state
        : { screen: 'dashboard', settings: state.settings }
    case 'updateSettings':
      return state.screen === 'settings'
        ? { ...state, settings: { ...state.settings, ...action.patch } }
        : state
    case 'generated':
      if (state.screen !== 'settings') return state
      return (
        startRun(
          state.settings,
          action.set,
          'all',
          action.now,
          state.settings.shuffle ? action.order : undefined,
        ) ?? state
      )
    case 'study':
      if (state.screen !== 'dashboard') return state
      return (
        startRun(
          state.settings,
          action.set,
          action.mode,
          action.now,
          state.settings.shuffle ? action.order : undefined,
        ) ?? state
      )
    case 'citationsRevised':
      return updateRun(state, (run) => {
        if (run.set.id !== action.setId) return run
        const byId = new Map(action.cards.map((card) => [card.id, card]))
        return {
          ...run,
          set: { ...run.set, cards: action.cards },
          deck: run.deck.map((card) => byId.get(card.id) ?? card),
        }
      })
    case 'flip':
      return updateRun(state, (run) => {
        const card = currentCard(run)
        if (!card) return run
        const reviewed =
          run.flipped || run.reviewed.includes(card.id) ? run.reviewed : [...run.reviewed, card.id]
        return { ...run, flipped: !run.flipped, reviewed }
      })
    case 'rate':
      return updateRun(state, (run) => {
        const card = currentCard(run)
        if (!card || !canRate(run)) return run
        return { ...run, ratings: { ...run.ratings, [card.id]: action.rating } }
      })
    case 'next':
      return updateRun(state, (run) =>
        isLastCard(run) ? run : { ...run, index: run.index + 1, flipped: false },
      )
    case 'previous':
      return updateRun(state, (run) =>
        run.index === 0 ? run : { ...run, index: run.index - 1, flipped: false },
      )
    case 'shuffle':
      return updateRun(state, (run) => {
        if (!isPermutation(action.order, run.deck.length)) return run
        return { ...run, deck: reorder(run.deck, action.order), index: 0, flipped: false }
      })
    case 'reset':
      return updateRun(state, (run) => ({
        ...run,
        index: 0,
        flipped: false,
        ratings: {},
        reviewed: [],
      }))
    case 'finish':
      if (state.screen !== 'cards' || !isLastCard(state.run)) return state
      return { screen: 'dashboard', settings: state.settings }
  }
}

/** What a screen hands the card deck it shows (the deck itself is the flashcards feature's). */
export interface StudyDeckProps {
  run: StudyRun
  dispatch: (action: FlashcardFlowAction) => void
  onFinish: () => void
  onQuit: () => void
}
