import { Bot, CheckCircle2, CloudOff, Loader2, PenLine } from 'lucide-react'
import { memo, useSyncExternalStore, type ReactNode } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import type { ShownMessage } from '@/lib/errors'
import { isSpecMessageName, shownText } from '@/lib/i18n/error-text'
import { useTranslation } from '@/lib/i18n/i18n'
import {
  canUseOfflineEngine,
  isBusy,
  longSourceProgress,
  partsProgress,
  progressText,
  shownEngine,
  streamedText,
} from '../model/generation-flow'
import type { Generation } from '../api/use-generation'
import type { StreamedTextStore } from '../api/streamed-preview'
import { LazyStreamingMarkdown } from './lazy-markdown'
import { LongReadProgress, UnreadParts } from './long-read-progress'
import { ReadingMessage } from './reading-message'

/** An error in the student's language: the spec's through its catalogue, a file reader's (a
 * refused file, a page that could not be recognised) through its own, whether it came before the
 * run (a rejected file) or ended it (Generate with the only file refused). */
function shownMessage(message: ShownMessage): ReactNode {
  if (message.spec && !isSpecMessageName(message.spec.name))
    return <ReadingMessage message={message} />
  return shownText(message.text, message.spec)
}

/**
 * Progress line, engine label, the guide as it streams in, and the error box of one section.
 * `extraError` is a message from before the flow started (a rejected file, short notes).
 */
export function GenerationStatus({
  generation,
  extraError,
  previewLabel,
}: {
  /** The section's run (useGeneration): its state, streamed text and actions. */
  generation: Generation
  extraError?: ShownMessage | null
  previewLabel: string
}) {
  const { t } = useTranslation()
  const { state, streamed, retryOffline: onUseOffline, cancel: onCancel } = generation
  // A failed long read can be resumed: only its failed parts are asked again.
  const onRetry =
    state.status === 'failed' && state.unreadParts.length > 0 ? generation.retry : undefined
  const onRetrySave = generation.retrySave
  const longRead = longSourceProgress(state)
  const progress = longRead ? <LongReadProgress progress={longRead} /> : progressText(state)
  const engine = shownEngine(state)
  const unsaved = state.status === 'unsaved' ? state : null
  const text = unsaved ? unsaved.guide.content : streamedText(state)
  const writing = state.status === 'generating' && state.text !== ''
  const error =
    state.status === 'failed' ? (
      state.unreadParts.length > 0 ? (
        <UnreadParts english={state.message} parts={state.unreadParts} />
      ) : (
        shownMessage({ text: state.message, spec: state.spec })
      )
    ) : extraError ? (
      shownMessage(extraError)
    ) : null
  const parts = partsProgress(state)
  return (
    <div className="space-y-3">
      {progress || engine ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p role="status" className="flex items-center gap-2 font-medium text-indigo-800">
            {writing ? (
              // While words arrive the growing guide shows the progress; a spinning icon would make
              // the browser repaint every frame for the whole stream.
              <PenLine className="h-4 w-4" aria-hidden="true" />
            ) : isBusy(state) ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : null}
            {state.status === 'delivered' ? (
              <CheckCircle2 className="h-4 w-4 text-green-600" aria-hidden="true" />
            ) : null}
            {progress}
          </p>
          {isBusy(state) ? (
            <Button variant="ghost" size="sm" onClick={onCancel}>
              {t('generation.status.cancel')}
            </Button>
          ) : null}
          {engine ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
              {engine.kind === 'offline' ? (
                <CloudOff className="h-3.5 w-3.5" aria-hidden="true" />
              ) : (
                <Bot className="h-3.5 w-3.5" aria-hidden="true" />
              )}
              {engine.kind === 'offline' ? t('generation.status.offlineEngine') : engine.label}
            </span>
          ) : null}
        </div>
      ) : null}
      {parts ? (
        <div className="space-y-1">
          <progress
            aria-label={t('generation.status.readingMaterial')}
            max={parts.total}
            value={parts.done}
            className="h-2 w-full overflow-hidden rounded-full accent-indigo-600"
          />
          {parts.timeLeft ? <p className="text-xs text-slate-600">{parts.timeLeft}</p> : null}
        </div>
      ) : null}
      {error ? (
        <Alert tone="error">
          <p>{error}</p>
          {onRetry && state.status === 'failed' ? (
            <Button variant="secondary" size="sm" className="mt-3 me-2" onClick={onRetry}>
              {t('generation.status.retry')}
            </Button>
          ) : null}
          {canUseOfflineEngine(state) ? (
            <Button variant="secondary" size="sm" className="mt-3" onClick={onUseOffline}>
              {t('generation.status.useOffline')}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {unsaved ? (
        <Alert tone="error">
          <p>{shownText(unsaved.message, unsaved.spec)}</p>
          <p className="mt-1 text-red-700">{t('generation.status.keptUnsaved')}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={onRetrySave}
            disabled={unsaved.retrying}
          >
            {t('generation.status.retry')}
          </Button>
        </Alert>
      ) : null}
      {text !== null ? (
        <section
          aria-label={previewLabel}
          aria-busy={unsaved ? undefined : true}
          className="max-h-[32rem] overflow-y-auto rounded-xl [contain:content] border border-slate-200 bg-white p-4"
        >
          {text === '' ? (
            <p className="text-sm text-slate-500">{t('generation.status.waiting')}</p>
          ) : streamed ? (
            <LivePreview streamed={streamed} />
          ) : (
            <LazyStreamingMarkdown text={text} />
          )}
        </section>
      ) : null}
    </div>
  )
}

/** Subscribes to the streamed text itself, so its updates re-render only the preview. */
const LivePreview = memo(function LivePreview({ streamed }: { streamed: StreamedTextStore }) {
  const text = useSyncExternalStore(streamed.subscribe, streamed.get)
  return <LazyStreamingMarkdown text={text} />
})
