import { Bug, CheckCircle2, Lightbulb, MessageCircle, MessageSquarePlus, X } from 'lucide-react'
import { Suspense, useEffect, useReducer, useRef, type KeyboardEvent } from 'react'
import { FEEDBACK_THANK_YOU_MS } from '@/config/limits'
import { useOfferedUpdate } from '@/lib/app-update/use-app-update'
import { cn } from '@/components/ui/cn'
import { useTranslation } from '@/lib/i18n/i18n'
import { feedbackReducer, initialFeedbackState, type FeedbackType } from '../model/feedback-flow'
import '../model/feedback-catalogue'
import { lazyComponent } from '@/lib/lazy-component'

// The form and what sends it load when a type is chosen (feedback-form.tsx).
const FeedbackFormPanel = lazyComponent(() => import('./feedback-form'))

const choices: { type: FeedbackType; icon: typeof Bug }[] = [
  { type: 'bug', icon: Bug },
  { type: 'suggestion', icon: Lightbulb },
  { type: 'other', icon: MessageCircle },
]

export function FeedbackWidget() {
  const { t } = useTranslation()
  const [state, dispatch] = useReducer(feedbackReducer, initialFeedbackState)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const updateOffered = useOfferedUpdate() !== undefined

  // The thank-you stays for 2 seconds, then everything resets and closes.
  useEffect(() => {
    if (state.step !== 'sent') return
    const timer = setTimeout(() => dispatch({ type: 'reset' }), FEEDBACK_THANK_YOU_MS)
    return () => clearTimeout(timer)
  }, [state.step])

  const open = state.step !== 'closed'

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return
    dispatch({ type: 'reset' })
    toggleRef.current?.focus()
  }

  return (
    // Keyboard: the menu and the form take focus when they open (autoFocus), Escape closes.
    // A landmark of its own, so the floating widget is not content outside every landmark.
    // Below the lg width (a phone, a laptop at 200 % zoom) it does not float: it ends the page,
    // where it covers neither a card's Next nor a set's title.
    <aside
      aria-label={t('feedback.toggle')}
      onKeyDown={closeOnEscape}
      className={cn(
        'print:hidden flex flex-col items-end gap-3 px-4 py-4 lg:fixed lg:end-6 lg:z-40 lg:p-0',
        // Floating, it stays above 'A new version is ready — Reload' at the window's bottom.
        updateOffered ? 'lg:bottom-20' : 'lg:bottom-6',
      )}
    >
      {state.step === 'menu' ? (
        <div
          role="group"
          aria-label={t('feedback.types')}
          className="w-64 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
        >
          <p className="px-3 pt-2 pb-1 text-sm font-semibold text-slate-900">
            {t('feedback.menuTitle')}
          </p>
          {choices.map(({ type, icon: Icon }, index) => (
            <button
              key={type}
              type="button"
              autoFocus={index === 0}
              onClick={() => dispatch({ type: 'choose', feedbackType: type })}
              className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-start text-sm text-slate-700 hover:bg-indigo-50 hover:text-indigo-800"
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
              {t(`feedback.choice.${type}`)}
            </button>
          ))}
        </div>
      ) : null}
      {state.step === 'form' ? (
        <Suspense fallback={null}>
          <FeedbackFormPanel
            state={state}
            dispatch={dispatch}
            onSent={() => toggleRef.current?.focus()}
          />
        </Suspense>
      ) : null}
      {state.step === 'sent' ? (
        <div
          role="status"
          className="flex w-72 items-center gap-3 rounded-2xl border border-green-200 bg-white p-4 text-sm text-green-800 shadow-xl"
        >
          <CheckCircle2 className="h-5 w-5" aria-hidden="true" />
          {t('feedback.thanks')}
        </div>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        onClick={() => dispatch({ type: 'toggle' })}
        aria-expanded={open}
        aria-label={open ? t('feedback.close') : t('feedback.toggle')}
        className="flex h-14 w-14 items-center justify-center rounded-full bg-gradient-to-br from-indigo-600 to-purple-600 text-white shadow-lg transition-transform hover:scale-105"
      >
        {open ? (
          <X className="h-6 w-6" aria-hidden="true" />
        ) : (
          <MessageSquarePlus className="h-6 w-6" aria-hidden="true" />
        )}
      </button>
    </aside>
  )
}
