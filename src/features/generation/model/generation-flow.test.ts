import {
  canUseOfflineEngine,
  generationReducer,
  initialGenerationState,
  isBusy,
  longSourceProgress,
  partsProgress,
  progressText,
  shownEngine,
  streamedText,
  timeLeft,
  type GenerationAction,
  type GenerationState,
} from './generation-flow'
import { progressMessage } from '@/study-engine/progress-text'

const ai = { kind: 'ai', label: 'gpt-4 · api.example.test' } as const
const offline = { kind: 'offline', label: 'Offline engine — no AI' } as const
const pages13to18 = [13, 14, 15, 16, 17, 18].map((n) => ({ anchor: { kind: 'page', n } as const }))
const guide = { id: 'g1', title: 'Cells', content: '# Cells', originalText: 'notes' }

function run(actions: GenerationAction[], from: GenerationState = initialGenerationState) {
  return actions.reduce(generationReducer, from)
}

describe('generation flow', () => {
  it('walks idle → processing file text → analysing → generating with AI → delivered for files', () => {
    const steps: string[] = []
    let state = initialGenerationState
    const actions: GenerationAction[] = [
      { type: 'start', withFiles: true },
      { type: 'engine-ready', engine: ai },
      { type: 'titled', title: 'Cells' },
      { type: 'text', text: '# Ce' },
      { type: 'generated', content: '# Cells', saving: false },
      { type: 'delivered', guide },
    ]
    for (const action of actions) {
      state = generationReducer(state, action)
      steps.push(progressText(state) ?? '')
    }
    expect(steps).toEqual([
      'Processing file text…',
      'Analysing…',
      'Generating with AI…',
      'Generating with AI…',
      'Generating with AI…',
      'Study guide ready!',
    ])
    expect(state).toEqual({ status: 'delivered', engine: ai, guide })
  })

  it('starts pasted notes at analysing, with no engine shown until it is known', () => {
    const state = run([{ type: 'start', withFiles: false }])
    expect(progressText(state)).toBe('Analysing…')
    expect(shownEngine(state)).toBeNull()
    expect(shownEngine(run([{ type: 'engine-ready', engine: offline }], state))).toEqual(offline)
  })

  it('says the offline engine writes the guide, not AI', () => {
    const state = run([
      { type: 'start', withFiles: false },
      { type: 'engine-ready', engine: offline },
      { type: 'titled', title: 'T' },
    ])
    expect(progressText(state)).toBe('Generating with the offline engine…')
  })

  it('keeps the streamed text and shows a saving step for signed-in users', () => {
    let state = run([
      { type: 'start', withFiles: false },
      { type: 'engine-ready', engine: ai },
      { type: 'titled', title: 'T' },
      { type: 'text', text: '# Par' },
    ])
    expect(streamedText(state)).toBe('# Par')
    state = generationReducer(state, { type: 'generated', content: '# Part one', saving: true })
    expect(state.status).toBe('saving')
    expect(progressText(state)).toBe('Saving your guide…')
    expect(streamedText(state)).toBe('# Part one')
    expect(isBusy(state)).toBe(true)
    expect(generationReducer(state, { type: 'delivered', guide }).status).toBe('delivered')
  })

  it('keeps a guide whose save failed, with Retry, until it is saved', () => {
    const saving = run([
      { type: 'start', withFiles: false },
      { type: 'engine-ready', engine: ai },
      { type: 'titled', title: 'Cells' },
      { type: 'generated', content: '# Cells', saving: true },
    ])
    const unsaved = { ...guide, id: null }
    const failed = {
      type: 'save-failed',
      guide: unsaved,
      workId: 'w1',
      message: 'Not saved',
    } as const
    let state = generationReducer(saving, failed)
    expect(state).toEqual({
      status: 'unsaved',
      engine: ai,
      guide: unsaved,
      workId: 'w1',
      message: 'Not saved',
      retrying: false,
    })
    expect(isBusy(state)).toBe(false)
    expect(progressText(state)).toBeNull()
    state = generationReducer(state, { type: 'save-retry' })
    expect(progressText(state)).toBe('Saving your guide…')
    expect(generationReducer(state, failed)).toMatchObject({ status: 'unsaved', retrying: false })
    expect(generationReducer(state, { type: 'delivered', guide })).toEqual({
      status: 'delivered',
      engine: ai,
      guide,
    })
    // Only a save that was under way can fail.
    expect(generationReducer(initialGenerationState, failed)).toBe(initialGenerationState)
  })

  it('ignores a second start while busy and late text after a failure', () => {
    const busy = run([{ type: 'start', withFiles: true }])
    expect(generationReducer(busy, { type: 'start', withFiles: false })).toBe(busy)
    const failed = run([{ type: 'failed', message: 'Boom' }], busy)
    expect(generationReducer(failed, { type: 'text', text: 'late' })).toBe(failed)
    expect(generationReducer(failed, { type: 'delivered', guide })).toBe(failed)
  })

  it('offers the offline engine only after an AI failure', () => {
    const aiFailure = run([
      { type: 'start', withFiles: false },
      { type: 'engine-ready', engine: ai },
      { type: 'failed', message: 'Rate limit exceeded. Please wait a moment and try again.' },
    ])
    expect(aiFailure).toEqual({
      status: 'failed',
      message: 'Rate limit exceeded. Please wait a moment and try again.',
      engine: ai,
      unreadParts: [],
    })
    expect(canUseOfflineEngine(aiFailure)).toBe(true)
    const offlineFailure = run([
      { type: 'start', withFiles: false },
      { type: 'engine-ready', engine: offline },
      { type: 'failed', message: 'x' },
    ])
    expect(canUseOfflineEngine(offlineFailure)).toBe(false)
    const fileFailure = run([
      { type: 'start', withFiles: true },
      { type: 'failed', message: 'x' },
    ])
    expect(fileFailure).toEqual({ status: 'failed', message: 'x', engine: null, unreadParts: [] })
    expect(canUseOfflineEngine(fileFailure)).toBe(false)
  })

  it('can start again after a failure or a delivery, and reset to idle', () => {
    const failed = run([
      { type: 'start', withFiles: false },
      { type: 'failed', message: 'x' },
    ])
    expect(run([{ type: 'start', withFiles: true }], failed)).toEqual({ status: 'processing' })
    expect(run([{ type: 'reset' }], failed)).toEqual({ status: 'idle' })
    expect(progressText(initialGenerationState)).toBeNull()
    expect(progressText(failed)).toBeNull()
  })

  it('shows a long read part by part, with the bar and the time left, until the words come', () => {
    const reading = run([
      { type: 'start', withFiles: true },
      { type: 'engine-ready', engine: ai },
      { type: 'titled', title: 'Cells' },
      {
        type: 'progress',
        progress: { phase: 'reading', done: 2, total: 12, part: pages13to18, etaMs: 40_000 },
      },
    ])
    expect(progressMessage(longSourceProgress(reading)!)).toBe('Reading part 3 of 12 (pages 13–18)')
    expect(partsProgress(reading)).toEqual({ done: 2, total: 12, timeLeft: 'About 40 s left' })
    const writing = generationReducer(reading, { type: 'progress', progress: { phase: 'writing' } })
    expect(progressMessage(longSourceProgress(writing)!)).toBe('Writing your guide')
    expect(partsProgress(writing)).toBeNull()
    const streaming = generationReducer(writing, { type: 'text', text: '# Cells' })
    expect(longSourceProgress(streaming)).toBeNull()
    expect(progressText(streaming)).toBe('Generating with AI…')
  })

  it('says minutes for a long wait and nothing before the pace is known', () => {
    expect(timeLeft(null)).toBeNull()
    expect(timeLeft(200_000)).toBe('About 3 min left')
  })

  it('cancels a run under way back to rest, and remembers a resumable failure', () => {
    const pages13to18 = [
      { file: undefined, anchor: { kind: 'page' as const, n: 13 } },
      { file: undefined, anchor: { kind: 'page' as const, n: 18 } },
    ]
    const busy = run([
      { type: 'start', withFiles: false },
      { type: 'engine-ready', engine: ai },
    ])
    expect(generationReducer(busy, { type: 'cancel' })).toEqual(initialGenerationState)
    const failed = generationReducer(busy, {
      type: 'failed',
      message: 'Could not read pages 13–18.',
      unreadParts: [pages13to18],
    })
    expect(failed).toMatchObject({ status: 'failed', unreadParts: [pages13to18] })
    expect(generationReducer(failed, { type: 'cancel' })).toBe(failed)
  })
})
