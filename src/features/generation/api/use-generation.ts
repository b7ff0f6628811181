import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useReducer, useRef, useState } from 'react'
import { shownText } from '@/lib/i18n/error-text'
import { toast } from '@/lib/toast'
import { errorMessage, isAppError, messages, specMessage } from '@/lib/errors'
import { guideKeys } from '@/entities/study-guide/guide-keys'
import type { Material } from '@/entities/study-guide/generate-guide'
import type { SourcePassage } from '@/lib/source'
import type { LongSourceError } from '@/study-engine/ai/long-source/long-source-error'
import type { SaveOutcome, SaveWarning } from '@/entities/unsaved-work/unsaved-work'
import {
  generationReducer,
  initialGenerationState,
  type DeliveredGuide,
  type GenerationState,
} from '../model/generation-flow'
import {
  createStreamedTextStore,
  nextPaint,
  pacedPreview,
  type StreamedTextStore,
} from './streamed-preview'

/** The AppError code of a long read that lost some parts (the engine keeps the rest). */
const LONG_SOURCE_INCOMPLETE = 'long_source_incomplete'

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

/** The modules a run needs, loaded on the first run (the landing page loads neither). */
const loadGenerateGuide = () => import('@/entities/study-guide/generate-guide')
const loadUnsavedWork = () => import('@/entities/unsaved-work/unsaved-work')

/**
 * Binds one generation (entities/study-guide/generate-guide.ts: material → engine → title →
 * streamed guide → checked → kept) to the section's state and the query cache. Every failure ends
 * in the 'failed' state with the spec's message and leaves the section's inputs untouched, so
 * nothing is lost. A failed save ends in 'unsaved': the guide stays on screen and in the browser
 * (entities/unsaved-work) and the inputs stay until Retry, the connection coming back or a later
 * visit saves it.
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
    void loadUnsavedWork().then(({ subscribeUnsaved }) => {
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

  async function run(request: GenerationRequest, engine: 'configured' | 'offline') {
    // One run at a time per section; a double click must not start a second request.
    if (runningRef.current) return
    runningRef.current = true
    try {
      await runOnce(request, engine)
    } finally {
      runningRef.current = false
    }
  }

  async function runOnce(request: GenerationRequest, engine: 'configured' | 'offline') {
    const controller = new AbortController()
    abortRef.current?.abort()
    abortRef.current = controller
    lastRequest.current = request
    const { signal } = controller
    forgetPending()
    dispatch({ type: 'start', withFiles: request.withFiles })
    const paced = pacedPreview(streamed, (text) => dispatch({ type: 'text', text }))
    try {
      const [{ generateGuide }, unsaved] = await Promise.all([
        loadGenerateGuide(),
        loadUnsavedWork(),
      ])
      const generated = await generateGuide({
        material: request.material,
        title: request.title,
        language: request.language,
        engine,
        saveFor: options.signedIn
          ? { userId: options.userId ?? undefined, clearOnSave: options.clearOnSave }
          : null,
        signal,
        onEvent: (event) => {
          // The finished guide replaces the preview.
          if (event.type === 'generated') streamed.set(event.content)
          dispatch(event)
        },
        onText: paced.push,
        // The last words are painted as promptly as the others, before the finished guide
        // (whose full render takes longer) replaces the preview; a frame always passes first.
        afterStream: async () => {
          paced.flush()
          await nextPaint()
        },
        // Claimed before the first attempt, so the banner never offers it while this section does.
        beforeSave: (work, guide) => {
          pendingRef.current = { workId: work.id, guide, release: unsaved.claimUnsaved(work.id) }
        },
      })
      if (!generated) return
      const { made: guide, workId, outcome } = generated
      void generated.revised.then((revised) => revised && revise(guide, workId, revised))
      if (!outcome) return deliver(guide)
      if (signal.aborted) return forgetPending()
      settle(workId as string, outcome)
    } catch (error) {
      paced.cancel()
      if (signal.aborted || (isAppError(error) && error.kind === 'aborted')) return
      if (!isAppError(error)) console.warn('Study guide generation failed', error)
      dispatch({
        type: 'failed',
        message: errorMessage(error, messages.guideFailedShort),
        spec: isAppError(error) ? error.spec : specMessage('guideFailedShort').spec,
        unreadParts:
          isAppError(error) && error.code === LONG_SOURCE_INCOMPLETE
            ? (error as LongSourceError).unreadParts
            : [],
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
   * The second opinion's citations for a delivered guide (the kept or saved row has them
   * already): to the page when it was never meant to be saved; else into the guide waiting to be
   * saved (what a Retry delivers) and the query cache.
   */
  function revise(guide: DeliveredGuide, workId: string | null, revised: DeliveredGuide) {
    if (!workId) {
      options.onGuideRevised?.(guide, revised)
      return
    }
    const citations = revised.citations ?? []
    const pending = pendingRef.current
    if (pending?.workId === workId)
      pendingRef.current = { ...pending, guide: { ...pending.guide, citations } }
    // Only a guide saved with its source has its citations in the cache. A read of the row still
    // in flight would bring back the verdicts from before: it is cancelled first.
    const cached = guideKeys.citations(workId)
    void queryClient.cancelQueries({ queryKey: cached }).then(() => {
      if (queryClient.getQueryData(cached) !== undefined)
        queryClient.setQueryData(cached, citations)
    })
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
        spec: outcome.error.spec,
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
    toast.error(shownText(error.message, error.spec))
  }

  /** Retry on an unsaved guide. */
  async function retrySave() {
    const pending = pendingRef.current
    if (!pending) return
    dispatch({ type: 'save-retry' })
    const { retryUnsaved } = await loadUnsavedWork()
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
