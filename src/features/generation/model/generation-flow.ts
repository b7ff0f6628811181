/**
 * The generation flow — idle → processing file text → analysing → generating
 * with AI → guide delivered — as a pure reducer over a discriminated union. Beyond the spec: a
 * 'saving' step between generating and delivered (signed-in users only), an 'unsaved' step when
 * that save fails (the guide stays on screen with Retry until it is saved), and a
 * failure that remembers which engine failed, so the UI can offer the offline engine after an
 * AI failure.
 */

import type { DeliveredGuide } from '@/entities/study-guide/study-guide'
import type { SpecRef } from '@/lib/errors'
import { formatWholeNumber } from '@/lib/i18n/format'
import { translate } from '@/lib/i18n/i18n'
import type { Where } from '@/study-engine/ai/long-source/anchor-range'
import type { LongSourceProgress } from '@/study-engine/progress'
import './generation-catalogue'

export interface EngineInfo {
  kind: 'ai' | 'offline'
  label: string
}

export type { DeliveredGuide }

export type GenerationState =
  | { status: 'idle' }
  | { status: 'processing' }
  | { status: 'analysing'; engine: EngineInfo }
  | {
      status: 'generating'
      engine: EngineInfo
      title: string
      text: string
      /** Material larger than the model's window is read in parts first; null otherwise. */
      progress: LongSourceProgress | null
    }
  | { status: 'saving'; engine: EngineInfo; title: string; text: string }
  | {
      status: 'unsaved'
      engine: EngineInfo
      /** The guide as generated (id null); kept in the browser until it is saved. */
      guide: DeliveredGuide
      /** Its id in the unsaved-work store, which is also its id once saved. */
      workId: string
      message: string
      /** Which spec message `message` is, for the student's language. */
      spec?: SpecRef | undefined
      /** A save is being tried again. */
      retrying: boolean
    }
  | { status: 'delivered'; engine: EngineInfo; guide: DeliveredGuide }
  | {
      status: 'failed'
      message: string
      spec?: SpecRef | undefined
      engine: EngineInfo | null
      /** The parts a long read lost (none for any other failure): Retry asks only for those. */
      unreadParts: readonly (readonly Where[])[]
    }

export type GenerationAction =
  | { type: 'start'; withFiles: boolean }
  | { type: 'engine-ready'; engine: EngineInfo }
  | { type: 'titled'; title: string }
  | { type: 'progress'; progress: LongSourceProgress }
  | { type: 'text'; text: string }
  | { type: 'generated'; content: string; saving: boolean }
  | {
      type: 'save-failed'
      guide: DeliveredGuide
      workId: string
      message: string
      spec?: SpecRef | undefined
    }
  | { type: 'save-retry' }
  | { type: 'delivered'; guide: DeliveredGuide }
  | {
      type: 'failed'
      message: string
      spec?: SpecRef | undefined
      unreadParts?: readonly (readonly Where[])[]
    }
  | { type: 'cancel' }
  | { type: 'reset' }

export const initialGenerationState: GenerationState = { status: 'idle' }

function engineOf(state: GenerationState): EngineInfo | null {
  return 'engine' in state ? state.engine : null
}

export function generationReducer(
  state: GenerationState,
  action: GenerationAction,
): GenerationState {
  switch (action.type) {
    case 'start':
      // A new run may start from rest only; a second click while busy changes nothing.
      if (isBusy(state)) return state
      return action.withFiles
        ? { status: 'processing' }
        : { status: 'analysing', engine: pendingEngine }
    case 'engine-ready':
      return state.status === 'processing' || state.status === 'analysing'
        ? { status: 'analysing', engine: action.engine }
        : state
    case 'titled':
      return state.status === 'analysing'
        ? {
            status: 'generating',
            engine: state.engine,
            title: action.title,
            text: '',
            progress: null,
          }
        : state
    case 'progress':
      return state.status === 'generating' ? { ...state, progress: action.progress } : state
    case 'text':
      // Late frames after a failure or delivery are dropped.
      return state.status === 'generating' ? { ...state, text: action.text } : state
    case 'generated':
      if (state.status !== 'generating') return state
      return action.saving
        ? { status: 'saving', engine: state.engine, title: state.title, text: action.content }
        : state
    case 'save-failed':
      if (state.status !== 'saving' && state.status !== 'unsaved') return state
      return {
        status: 'unsaved',
        engine: state.engine,
        guide: action.guide,
        workId: action.workId,
        message: action.message,
        spec: action.spec,
        retrying: false,
      }
    case 'save-retry':
      return state.status === 'unsaved' ? { ...state, retrying: true } : state
    case 'delivered':
      if (state.status !== 'generating' && state.status !== 'saving' && state.status !== 'unsaved')
        return state
      return { status: 'delivered', engine: state.engine, guide: action.guide }
    case 'failed':
      if (!isBusy(state)) return state
      return {
        status: 'failed',
        message: action.message,
        spec: action.spec,
        engine: knownEngine(engineOf(state)),
        unreadParts: action.unreadParts ?? [],
      }
    case 'cancel':
      // Cancel stops a run that is under way; the student's notes and files stay as they were.
      return isBusy(state) ? initialGenerationState : state
    case 'reset':
      return isBusy(state) ? state : initialGenerationState
  }
}

/** Before the engine module has loaded, 'analysing' shows no engine label. */
const pendingEngine: EngineInfo = { kind: 'ai', label: '' }

function knownEngine(engine: EngineInfo | null): EngineInfo | null {
  return engine && engine.label !== '' ? engine : null
}

export function isBusy(state: GenerationState): boolean {
  return (
    state.status === 'processing' ||
    state.status === 'analysing' ||
    state.status === 'generating' ||
    state.status === 'saving'
  )
}

/** The progress line for the current step; null when idle or failed, or a long read's (longSourceProgress). */
export function progressText(state: GenerationState): string | null {
  switch (state.status) {
    case 'processing':
      return translate('generation.status.processing')
    case 'analysing':
      return translate('generation.status.analysing')
    case 'generating':
      if (longSourceProgress(state)) return null
      return state.engine.kind === 'ai'
        ? translate('generation.status.generatingAi')
        : translate('generation.status.generatingOffline')
    case 'saving':
      return translate('generation.status.saving')
    case 'delivered':
      return translate('generation.status.delivered')
    case 'unsaved':
      return state.retrying ? translate('generation.status.saving') : null
    case 'idle':
    case 'failed':
      return null
  }
}

/**
 * A long read's progress while no words have come yet ('Reading part 3 of 12 (pages 13–18)', then
 * 'Writing your guide'), which the section shows through study-engine/progress-text; null else.
 */
export function longSourceProgress(state: GenerationState): LongSourceProgress | null {
  return state.status === 'generating' && state.progress && state.text === ''
    ? state.progress
    : null
}

/** The engine shown beside the progress, once known. */
export function shownEngine(state: GenerationState): EngineInfo | null {
  return knownEngine(engineOf(state))
}

/** After an AI failure the student may retry with the offline engine. */
export function canUseOfflineEngine(state: GenerationState): boolean {
  return state.status === 'failed' && state.engine?.kind === 'ai'
}

/** The text streamed so far, while it is being written or saved. */
export function streamedText(state: GenerationState): string | null {
  return state.status === 'generating' || state.status === 'saving' ? state.text : null
}

/** How far a long read has come, for the progress bar; null when there is nothing to show. */
export function partsProgress(
  state: GenerationState,
): { done: number; total: number; timeLeft: string | null } | null {
  if (state.status !== 'generating' || !state.progress || state.text !== '') return null
  const { progress } = state
  if (progress.phase === 'writing') return null
  return { done: progress.done, total: progress.total, timeLeft: timeLeft(progress.etaMs) }
}

/** 'About 40 s left', 'About 3 min left'; null before the pace is known. */
export function timeLeft(etaMs: number | null): string | null {
  if (etaMs === null || !Number.isFinite(etaMs)) return null
  const seconds = Math.max(1, Math.round(etaMs / 1000))
  return seconds < 90
    ? translate('generation.status.secondsLeft', { seconds: formatWholeNumber(seconds) })
    : translate('generation.status.minutesLeft', {
        minutes: formatWholeNumber(Math.round(seconds / 60)),
      })
}
