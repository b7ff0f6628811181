import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useReducer, useRef, useState } from 'react'
import { toast } from '@/lib/toast'
import { AppError, errorMessage, isAppError, messages } from '@/lib/errors'
import { guideKeys } from '@/entities/study-guide/guide-keys'
import type { GuideCitation } from '@/study-engine/citations/check'
import type { CheckedGuide } from '@/study-engine/citations/with-citations'
import { stripMarkers } from '@/study-engine/citations/markers'
import type { SourcePassage } from '@/lib/source'
import type { StudyEngine } from '@/study-engine/types'
import { checkSourceSize } from '@/lib/source-size'
import type { SaveOutcome, SaveWarning } from '@/entities/unsaved-work/unsaved-work'
import {
  generationReducer,
  initialGenerationState,
  type DeliveredGuide,
  type GenerationState,
} from '../model/generation-flow'
import { createTextPacer } from '@/lib/text-pacer'

/**
 * The guide checked against its material, and the engine's second opinion asked where it has a
 * model; material without passages has nothing to cite.
 */
async function citeGeneratedGuide(
  engine: StudyEngine,
  passages: SourcePassage[],
  markdown: string,
  signal: AbortSignal,
): Promise<CheckedGuide> {
  if (passages.length === 0)
    return { guide: { content: markdown, citations: [] }, revised: Promise.resolve(null) }
  const { citeGeneratedGuide: cite } = await import('@/study-engine/citations/with-citations')
  return cite(engine, passages, markdown, { signal })
}

/** The AppError code of a long read that lost some parts (the engine keeps the rest). */
const LONG_SOURCE_INCOMPLETE = 'long_source_incomplete'

/**
 * The engine already emits at most once per animation frame; re-rendering the preview every
 * frame still costs most of the main thread on a long guide, so the preview follows at most
 * every PREVIEW_INTERVAL_MS, well inside the 100 ms budget from a chunk's arrival to paint.
 * While the stream flows the engine's pushes come in animation frames, and the preview is
 * updated from one of them (leading edge, then the first frame an interval later), so the
 * update is painted in that same frame instead of waiting for the next. A stream that stalls
 * still shows its held-back words STALL_GRACE_MS after the interval.
 */
export const PREVIEW_INTERVAL_MS = 48
/** A frame may come a little early: the third frame (~50 ms at 60 Hz) still qualifies. */
const FRAME_SLACK_MS = 8
const STALL_GRACE_MS = 20

/** Resolves after the next frame has been painted (a timer where there are no frames). */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'function')
      requestAnimationFrame(() => setTimeout(resolve, 0))
    else setTimeout(resolve, 0)
  })
}

/**
 * The text streamed so far, outside React state: only the preview subscribes to it, so a streamed
 * update re-renders the preview and not the whole section (form, buttons, file list).
 */
export interface StreamedTextStore {
  get: () => string
  subscribe: (listener: () => void) => () => void
}

function createStreamedTextStore() {
  let text = ''
  const listeners = new Set<() => void>()
  return {
    get: () => text,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    set(next: string) {
      if (next === text) return
      text = next
      for (const listener of listeners) listener()
    },
  }
}

/** What the student gave: the text the AI reads, and the same text as passages with anchors. */
export interface Material {
  text: string
  passages: SourcePassage[]
}

export interface GenerationRequest {
  /** Resolves the material (for files: waits for reading and joins them). */
  material: () => Promise<Material>
  /** The student's title; blank means "generate one from the text". */
  title: string
  language: string | undefined
  withFiles: boolean
}

export interface GenerationOptions {
  signedIn: boolean
  userId?: string | null
  onGuideReady: (guide: DeliveredGuide) => void
  /**
   * An unsaved guide already delivered, its points' citations changed by the second opinion
   * (a saved guide's are changed in the query cache and the database instead).
   */
  onGuideRevised?: ((guide: DeliveredGuide, revised: DeliveredGuide) => void) | undefined
  /** Called once the guide is delivered — saved, when signed in (the section clears its inputs). */
  onDelivered?: () => void
  /** sessionStorage keys to clear once the guide is saved, even after a reload (the draft). */
  clearOnSave?: string[]
}

/** The guide being saved: delivered once its save succeeds, whoever (Retry, `online`) made it. */
interface PendingSave {
  workId: string
  guide: DeliveredGuide
  /** Lets the unsaved-work banner show it again once this section no longer does. */
  release: () => void
}

/**
 * Runs one generation: text → engine (loaded on first use) → title → streamed guide → saved when
 * signed in → delivered. Every failure ends in the 'failed' state with the spec's message and
 * leaves the section's inputs untouched, so nothing is lost. A failed save ends in 'unsaved':
 * the guide stays on screen and in the browser (entities/unsaved-work) and the inputs stay
 * until Retry, the connection coming back or a later visit saves it.
 */
export function useGeneration(options: GenerationOptions) {
  const [state, dispatch] = useReducer(generationReducer, initialGenerationState)
  const [streamed] = useState(createStreamedTextStore)
  const queryClient = useQueryClient()
  const abortRef = useRef<AbortController | null>(null)
  const lastRequest = useRef<GenerationRequest | null>(null)
  const runningRef = useRef(false)
  const pendingRef = useRef<PendingSave | null>(null)

  // Leaving the page stops the provider request (no tokens spent for nobody); a guide still
  // waiting to be saved is offered by the unsaved-work banner from then on.
  useEffect(
    () => () => {
      abortRef.current?.abort()
      pendingRef.current?.release()
    },
    [],
  )

  // Saved elsewhere (the connection came back, another tab): delivered here too.
  const unsavedId = state.status === 'unsaved' ? state.workId : undefined
  useEffect(() => {
    if (!unsavedId) return
    let active = true
    let unsubscribe = () => {}
    void import('@/entities/unsaved-work/unsaved-work').then(({ subscribeUnsaved }) => {
      if (!active) return
      unsubscribe = subscribeUnsaved((change) => {
        if (change.type === 'saved' && change.id === unsavedId)
          settle(unsavedId, { saved: true, warnings: [] })
      })
    })
    return () => {
      active = false
      unsubscribe()
    }
    // settle reads refs only; the subscription follows the work shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unsavedId])

  async function run(request: GenerationRequest, engineChoice: 'configured' | 'offline') {
    // One run at a time per section; a double click must not start a second request.
    if (runningRef.current) return
    runningRef.current = true
    try {
      await runOnce(request, engineChoice)
    } finally {
      runningRef.current = false
    }
  }

  async function runOnce(request: GenerationRequest, engineChoice: 'configured' | 'offline') {
    const controller = new AbortController()
    abortRef.current?.abort()
    abortRef.current = controller
    lastRequest.current = request
    const { signal } = controller
    forgetPending()
    dispatch({ type: 'start', withFiles: request.withFiles })
    try {
      const { text: content, passages } = await request.material()
      // Before any request: material over the limit is refused with its size, files kept.
      const tooLong = checkSourceSize(passages, { text: content })
      if (tooLong) throw tooLong
      const { describeEngine, getOfflineEngine, getStudyEngine } =
        await import('@/study-engine/engine')
      const engine = engineChoice === 'offline' ? getOfflineEngine() : getStudyEngine()
      // 'model · host' says which provider is used; the offline engine names itself.
      const label = engine.kind === 'ai' ? describeEngine().label : engine.label
      dispatch({ type: 'engine-ready', engine: { kind: engine.kind, label } })
      const title = request.title.trim() || (await engine.generateTitle(content, { signal }))
      dispatch({ type: 'titled', title })
      streamed.set('')
      // The reducer hears of the first words only (the status line changes); the preview
      // follows the store from then on.
      // The preview leaves out the passage markers ('[P3]'), as the finished guide will.
      const paced = createTextPacer(
        (raw) => {
          const text = stripMarkers(raw)
          if (streamed.get() === '') dispatch({ type: 'text', text })
          streamed.set(text)
        },
        { every: PREVIEW_INTERVAL_MS, early: FRAME_SLACK_MS, late: STALL_GRACE_MS },
      )
      let guideText: string
      try {
        guideText = await engine.generateStudyGuide(
          { content, title, language: request.language, source: passages },
          {
            signal,
            onText: paced.push,
            onProgress: (progress) => dispatch({ type: 'progress', progress }),
          },
        )
      } catch (error) {
        paced.cancel()
        throw error
      }
      // The last words are painted as promptly as the others, before the finished guide (whose
      // full render takes longer) replaces the preview; they may have been handed to the
      // preview just now, so a frame always passes first.
      paced.flush()
      await nextPaint()
      if (guideText.trim() === '') throw new AppError('ai', messages.guideEmpty)
      // Every point's citation is checked against the material (off the page's thread for a
      // large one); the guide is kept and shown without the model's markers. The second
      // opinion, asked as soon as the check is done, is cancelled with the generation until
      // then, and outlives the section from then on (its answer changes the saved guide).
      const opinion = new AbortController()
      const cancelOpinion = () => opinion.abort()
      signal.addEventListener('abort', cancelOpinion, { once: true })
      const checked = await citeGeneratedGuide(engine, passages, guideText, opinion.signal)
      if (signal.aborted) return
      signal.removeEventListener('abort', cancelOpinion)
      const cited = checked.guide
      streamed.set(cited.content)
      dispatch({ type: 'generated', content: cited.content, saving: options.signedIn })
      const guide: DeliveredGuide = {
        id: null,
        title,
        content: cited.content,
        originalText: content,
        source: passages,
        citations: cited.citations,
      }
      const workId = options.signedIn ? await save(guide, signal) : null
      if (!options.signedIn) deliver(guide)
      void checked.revised.then((citations) => citations && revise(guide, workId, citations))
    } catch (error) {
      if (signal.aborted || (isAppError(error) && error.kind === 'aborted')) return
      if (!isAppError(error)) console.warn('Study guide generation failed', error)
      dispatch({
        type: 'failed',
        message: errorMessage(error, messages.guideFailedShort),
        resumable: isAppError(error) && error.code === LONG_SOURCE_INCOMPLETE,
      })
    }
  }

  function deliver(guide: DeliveredGuide) {
    dispatch({ type: 'delivered', guide })
    options.onDelivered?.()
    options.onGuideReady(guide)
  }

  /** The section no longer shows its unsaved guide (a new run, Cancel): the banner may. */
  function forgetPending() {
    pendingRef.current?.release()
    pendingRef.current = null
  }

  /**
   * The second opinion's citations for a delivered guide: to the page when it was never meant to
   * be saved; else into the guide waiting to be saved (kept in the browser, and what a Retry
   * delivers), or into the query cache and the database once it is saved.
   */
  async function revise(guide: DeliveredGuide, workId: string | null, citations: GuideCitation[]) {
    if (!options.signedIn) {
      options.onGuideRevised?.(guide, { ...guide, citations })
      return
    }
    if (!workId) return
    const pending = pendingRef.current
    if (pending?.workId === workId)
      pendingRef.current = { ...pending, guide: { ...pending.guide, citations } }
    // Only a guide saved with its source has its citations in the cache. A read of the row
    // still in flight would bring back the verdicts from before: it is cancelled, and the row
    // read again once it holds the new ones.
    const cached = guideKeys.citations(workId)
    await queryClient.cancelQueries({ queryKey: cached })
    if (queryClient.getQueryData(cached) !== undefined) queryClient.setQueryData(cached, citations)
    const { reviseGuideCitations } = await import('@/entities/study-guide/source-api')
    try {
      await reviseGuideCitations(workId, citations)
      void queryClient.invalidateQueries({ queryKey: cached })
    } catch (error) {
      console.warn('Saving the second opinion on the guide citations failed', error)
    }
  }

  /**
   * Saves the guide, kept in the browser until it is in the database. Its id, saved or kept;
   * null when the generation was cancelled meanwhile.
   */
  async function save(guide: DeliveredGuide, signal: AbortSignal): Promise<string | null> {
    // Loaded on first save, so the landing page does not load the Supabase client eagerly.
    const [{ guideWork }, unsaved] = await Promise.all([
      import('@/entities/study-guide/guide-work'),
      import('@/entities/unsaved-work/unsaved-work'),
    ])
    const { work } = guideWork(
      {
        userId: options.userId ?? undefined,
        title: guide.title,
        content: guide.content,
        originalText: guide.originalText,
      },
      {
        passages: guide.source ?? [],
        citations: guide.citations ?? [],
        clearOnSave: options.clearOnSave,
      },
    )
    // Claimed before the first attempt, so the banner never offers it while this section does.
    pendingRef.current = { workId: work.id, guide, release: unsaved.claimUnsaved(work.id) }
    const outcome = await unsaved.saveOrKeep(work)
    if (signal.aborted) {
      forgetPending()
      return null
    }
    settle(work.id, outcome)
    return work.id
  }

  function settle(workId: string, outcome: SaveOutcome) {
    const pending = pendingRef.current
    if (!pending || pending.workId !== workId) return
    if (!outcome.saved) {
      dispatch({
        type: 'save-failed',
        guide: pending.guide,
        workId,
        message: outcome.error.message,
      })
      return
    }
    forgetPending()
    void queryClient.invalidateQueries({ queryKey: guideKeys.all })
    // The guide is saved without its source if that failed: quiz and tutor then use the guide.
    const [sourceFailure] = outcome.warnings
    if (sourceFailure) void reportSourceFailure(sourceFailure, pending.guide.source ?? [])
    else if (pending.guide.source?.length) {
      // The guide view opens on these at once, without asking the database again.
      queryClient.setQueryData(guideKeys.source(workId), pending.guide.source)
      queryClient.setQueryData(guideKeys.citations(workId), pending.guide.citations ?? [])
    }
    deliver({ ...pending.guide, id: workId })
  }

  async function reportSourceFailure(warning: SaveWarning, passages: SourcePassage[]) {
    const { sourceSaveError } = await import('@/entities/study-guide/source-api')
    const error = sourceSaveError(warning.error, warning.status, passages)
    console.warn('Saving the study guide source failed', error)
    toast.error(error.message)
  }

  /** Retry on an unsaved guide. */
  async function retrySave() {
    const pending = pendingRef.current
    if (!pending) return
    dispatch({ type: 'save-retry' })
    const { retryUnsaved } = await import('@/entities/unsaved-work/unsaved-work')
    settle(pending.workId, await retryUnsaved(pending.workId))
  }

  return {
    state: state satisfies GenerationState,
    /** The streamed text, for GenerationStatus's preview. */
    streamed: streamed as StreamedTextStore,
    generate: (request: GenerationRequest) => run(request, 'configured'),
    /** Stops the run under way: every request in flight is aborted, the inputs stay. */
    cancel: () => {
      abortRef.current?.abort()
      forgetPending()
      dispatch({ type: 'cancel' })
    },
    /** Tries the failed save of the guide on screen again. */
    retrySave: () => void retrySave(),
    /** Runs the last request again (a long read resumes with the parts that failed). */
    retry: () => {
      if (lastRequest.current) void run(lastRequest.current, 'configured')
    },
    /** Repeats the last request with the offline engine (after an AI failure). */
    retryOffline: () => {
      if (lastRequest.current) void run(lastRequest.current, 'offline')
    },
  }
}

/** A section's generation run: what useGeneration returns. */
export type Generation = ReturnType<typeof useGeneration>
