import { ChevronLeft, ChevronRight, RotateCcw, Shuffle } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { Citations } from '@/components/citations/citations'
import { Button } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { MathText } from '@/components/ui/math-text'
import { DIFFICULTIES, type Difficulty } from '@/entities/flashcard/flashcard'
import {
  canRate,
  currentCard,
  isLastCard,
  shuffledOrder,
  type FlashcardFlowAction,
  type StudyRun,
} from '@/entities/flashcard/flashcard-flow'
import { focusOnMount } from '@/components/ui/focus-on-mount'
import { useSwipe } from '@/components/ui/use-swipe'
import { useStudying } from '@/lib/app-update/use-app-update'
import type { MessageKey } from '@/lib/i18n/catalogues'
import { useTranslation } from '@/lib/i18n/i18n'
import { directionOf } from '@/lib/i18n/languages'
import '../model/flashcards-catalogue'

export interface FlashcardStudyProps {
  run: StudyRun
  onFlip: () => void
  onRate: (rating: Difficulty) => void
  onNext: () => void
  onPrevious: () => void
  onFinish: () => void
  onShuffle: () => void
  onReset: () => void
  onQuit: () => void
}

/** The card moves of a run, dispatched to its flow (Finish Session and quitting stay the caller's). */
export function cardMoves(
  run: StudyRun,
  dispatch: (action: FlashcardFlowAction) => void,
): Omit<FlashcardStudyProps, 'run' | 'onFinish' | 'onQuit'> {
  return {
    onFlip: () => dispatch({ type: 'flip' }),
    onRate: (rating) => dispatch({ type: 'rate', rating }),
    onNext: () => dispatch({ type: 'next' }),
    onPrevious: () => dispatch({ type: 'previous' }),
    onShuffle: () => dispatch({ type: 'shuffle', order: shuffledOrder(run.deck.length) }),
    onReset: () => dispatch({ type: 'reset' }),
  }
}

const ratingLabels = {
  easy: 'flashcards.study.easy',
  medium: 'flashcards.study.medium',
  hard: 'flashcards.study.hard',
} as const satisfies Record<Difficulty, MessageKey>

const ratingClasses: Record<Difficulty, string> = {
  easy: 'aria-pressed:bg-green-600 aria-pressed:text-white aria-pressed:ring-green-600',
  medium: 'aria-pressed:bg-yellow-500 aria-pressed:text-white aria-pressed:ring-yellow-500',
  hard: 'aria-pressed:bg-red-600 aria-pressed:text-white aria-pressed:ring-red-600',
}

/** The cards screen: one card at a time, flip, rate, move, shuffle, reset, finish. */
export function FlashcardStudy(props: FlashcardStudyProps) {
  const { t, language } = useTranslation()
  const { run } = props
  const faceId = useId()
  const forwardRef = useRef<HTMLButtonElement>(null)
  const movesRef = useRef<HTMLDivElement>(null)
  // A card turned over shows its ratings and the way on: on a short screen (a laptop at 200 %
  // zoom) they were below it, out of sight; 'nearest' scrolls only when they are.
  useEffect(() => {
    if (run.flipped) movesRef.current?.scrollIntoView?.({ block: 'nearest' })
  }, [run.flipped])
  // A finger swiping the card toward the reading direction's end shows the next one (left in a
  // left-to-right language, right in Arabic, where Next sits at the left), the other way back.
  const rightToLeft = directionOf(language) === 'rtl'
  const swipe = useSwipe({
    onLeft: rightToLeft ? props.onPrevious : props.onNext,
    onRight: rightToLeft ? props.onNext : props.onPrevious,
  })
  useStudying(true)
  const card = currentCard(run)
  if (!card) return null
  const rating = run.ratings[card.id]
  const last = isLastCard(run)
  const side = run.flipped ? t('flashcards.study.back') : t('flashcards.study.front')
  const text = run.flipped ? card.back : card.front

  return (
    <section aria-labelledby="flashcard-study-heading" className="mx-auto max-w-2xl space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id="flashcard-study-heading"
          ref={focusOnMount}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 outline-none"
        >
          {run.set.title}
          {run.mode !== 'all' && (
            <span className="ms-2 text-sm font-normal text-indigo-700">
              {run.mode === 'due' ? t('flashcards.reviewDue') : t('flashcards.cram')}
            </span>
          )}
        </h2>
        {/* Next and Previous keep the focus on themselves: the new position is spoken. */}
        <p aria-live="polite" aria-atomic="true" className="text-sm text-slate-600">
          {t('flashcards.study.position', { number: run.index + 1, total: run.deck.length })}
        </p>
      </div>

      <div
        className="h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label={t('flashcards.study.progress')}
        aria-valuemin={0}
        aria-valuemax={run.deck.length}
        aria-valuenow={run.index + 1}
      >
        <div
          className="h-full bg-indigo-500"
          style={{ width: `${((run.index + 1) / run.deck.length) * 100}%` }}
        />
      </div>

      <button
        type="button"
        aria-label={t('flashcards.study.flip')}
        aria-describedby={faceId}
        onClick={props.onFlip}
        {...swipe}
        // Shorter on a phone, so the flipped card, its ratings and Next fit one 640 px screen, and
        // on a short screen (a laptop at 200 % zoom: 400 px) so they fit below the header.
        className={cn(
          'flex min-h-36 w-full touch-pan-y flex-col items-center justify-center gap-3 rounded-2xl border p-8 text-center shadow-sm transition-colors sm:[@media(min-height:32rem)]:min-h-56',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
          run.flipped
            ? 'border-indigo-200 bg-indigo-50'
            : 'border-slate-200 bg-white hover:bg-slate-50',
        )}
      >
        {/* Screen readers hear the new face when the card turns over. The face's text is shown
            once only, so it can be found by its words. */}
        <span aria-live="polite" className="flex flex-col items-center gap-3">
          <span className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
            {side}
          </span>
          <span id={faceId} className="text-lg whitespace-pre-wrap text-slate-900">
            <MathText text={text} />
          </span>
        </span>
        {/* A touch screen's student taps: no click, no Space key. */}
        <span className="text-xs text-slate-600 pointer-coarse:hidden">
          {t('flashcards.study.flipHint')}
        </span>
        <span className="hidden text-xs text-slate-600 pointer-coarse:inline">
          {t('flashcards.study.tapHint')}
        </span>
      </button>
      {/* The back's source, outside the card: a button may not hold another. */}
      {run.flipped ? (
        <Citations
          citations={card.citations}
          lead={t('flashcards.study.fromMaterial')}
          className="flex"
        />
      ) : null}

      {canRate(run) && (
        <div
          role="group"
          aria-label={t('flashcards.study.howHardGroup')}
          className="flex flex-wrap items-center gap-2"
        >
          <span className="w-full text-sm text-slate-700 sm:w-auto">
            {t('flashcards.study.howHard')}
          </span>
          {DIFFICULTIES.map((level, index) => (
            <Button
              key={level}
              variant="secondary"
              aria-pressed={rating === level}
              aria-keyshortcuts={String(index + 1)}
              className={cn('h-11 flex-1 sm:flex-none', ratingClasses[level])}
              onClick={() => props.onRate(level)}
            >
              {t(ratingLabels[level])}
            </Button>
          ))}
        </div>
      )}

      <div ref={movesRef} className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="secondary"
          className="h-11"
          onClick={() => {
            // Previous turns disabled on the first card: hand the keyboard to the way forward.
            if (run.index === 1) forwardRef.current?.focus()
            props.onPrevious()
          }}
          disabled={run.index === 0}
        >
          <ChevronLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          {t('flashcards.study.previous')}
        </Button>
        {last ? (
          <Button ref={forwardRef} className="h-11" onClick={props.onFinish}>
            {t('flashcards.study.finish')}
          </Button>
        ) : (
          <Button ref={forwardRef} className="h-11 min-w-24" onClick={props.onNext}>
            {t('flashcards.study.next')}
            <ChevronRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          </Button>
        )}
      </div>

      <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4">
        <Button size="sm" variant="ghost" onClick={props.onShuffle}>
          <Shuffle className="h-4 w-4" aria-hidden="true" />
          {t('flashcards.study.shuffle')}
        </Button>
        <Button size="sm" variant="ghost" onClick={props.onReset}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          {t('flashcards.study.reset')}
        </Button>
        <Button size="sm" variant="ghost" onClick={props.onQuit} className="ms-auto">
          {t('flashcards.backToSets')}
        </Button>
      </div>
      {/* The keys are for a keyboard: a phone (a coarse pointer) taps and swipes instead. */}
      <p className="text-xs text-slate-500 pointer-coarse:hidden">{t('flashcards.study.keys')}</p>
    </section>
  )
}
