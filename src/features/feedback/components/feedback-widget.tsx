import { Bug, CheckCircle2, Lightbulb, MessageCircle, MessageSquarePlus, X } from 'lucide-react'
import { useEffect, useReducer, useRef, type FormEvent, type KeyboardEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import {
  FEEDBACK_EMAIL_MAX_CHARS,
  FEEDBACK_MESSAGE_MAX_CHARS,
  FEEDBACK_THANK_YOU_MS,
  FEEDBACK_USERNAME_MAX_CHARS,
} from '@/config/limits'
import { errorMessage } from '@/lib/errors'
import { formatCount } from '@/lib/format-count'
import { feedbackNotSent, sendFeedback } from '../api/send-feedback'
import {
  canSend,
  feedbackReducer,
  initialFeedbackState,
  type FeedbackType,
} from '../model/feedback-flow'

const choices: { type: FeedbackType; label: string; icon: typeof Bug }[] = [
  { type: 'bug', label: 'Bug Report', icon: Bug },
  { type: 'suggestion', label: 'Suggestion', icon: Lightbulb },
  { type: 'other', label: 'Other', icon: MessageCircle },
]

const formTitles: Record<FeedbackType, string> = {
  bug: 'Bug Report',
  suggestion: 'Suggestion',
  other: 'Other feedback',
}

export function FeedbackWidget() {
  const [state, dispatch] = useReducer(feedbackReducer, initialFeedbackState)
  const toggleRef = useRef<HTMLButtonElement>(null)

  // The thank-you stays for 2 seconds, then everything resets and closes.
  useEffect(() => {
    if (state.step !== 'sent') return
    const timer = setTimeout(() => dispatch({ type: 'reset' }), FEEDBACK_THANK_YOU_MS)
    return () => clearTimeout(timer)
  }, [state.step])

  /** Sends the form; it stays, with its text, until the webhook has answered 2xx. */
  async function send() {
    if (state.step !== 'form' || state.sending || !canSend(state)) return
    const draft = {
      type: state.type,
      email: state.email,
      username: state.username,
      message: state.message,
    }
    dispatch({ type: 'sending' })
    try {
      // Offline, it waits in the offline queue (loaded only then) and is sent on reconnect.
      if (navigator.onLine === false)
        await (await import('../api/queue-feedback')).queueFeedback(draft)
      else await sendFeedback(draft)
    } catch (error) {
      dispatch({ type: 'failed', message: errorMessage(error, feedbackNotSent) })
      return
    }
    dispatch({ type: 'sent' })
    // The form leaves the page; keyboard focus goes back to the floating button.
    toggleRef.current?.focus()
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    void send()
  }

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
      aria-label="Feedback"
      onKeyDown={closeOnEscape}
      className="print:hidden flex flex-col items-end gap-3 px-4 py-4 lg:fixed lg:right-6 lg:bottom-6 lg:z-40 lg:p-0"
    >
      {state.step === 'menu' ? (
        <div
          role="group"
          aria-label="Feedback type"
          className="w-64 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
        >
          <p className="px-3 pt-2 pb-1 text-sm font-semibold text-slate-900">Send us feedback</p>
          {choices.map(({ type, label, icon: Icon }, index) => (
            <button
              key={type}
              type="button"
              autoFocus={index === 0}
              onClick={() => dispatch({ type: 'choose', feedbackType: type })}
              className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-indigo-50 hover:text-indigo-800"
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
              {label}
            </button>
          ))}
        </div>
      ) : null}
      {state.step === 'form' ? (
        <form
          onSubmit={submit}
          aria-label={formTitles[state.type]}
          className="w-80 max-w-full space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xl"
        >
          <div className="flex items-center justify-between">
            <h2 className="text-sm font-semibold text-slate-900">{formTitles[state.type]}</h2>
            <button
              type="button"
              onClick={() => dispatch({ type: 'back' })}
              className="text-xs text-indigo-700 hover:underline"
            >
              Back
            </button>
          </div>
          <TextField
            label="Email"
            type="email"
            required
            autoFocus
            maxLength={FEEDBACK_EMAIL_MAX_CHARS}
            readOnly={state.sending}
            value={state.email}
            onChange={(e) => dispatch({ type: 'edit', field: 'email', value: e.target.value })}
          />
          <TextField
            label="Username (optional)"
            maxLength={FEEDBACK_USERNAME_MAX_CHARS}
            readOnly={state.sending}
            value={state.username}
            onChange={(e) => dispatch({ type: 'edit', field: 'username', value: e.target.value })}
          />
          <div className="space-y-1">
            <label htmlFor="feedback-message" className="block text-sm font-medium text-slate-700">
              Message
            </label>
            <textarea
              id="feedback-message"
              required
              rows={4}
              maxLength={FEEDBACK_MESSAGE_MAX_CHARS}
              aria-describedby="feedback-message-count"
              readOnly={state.sending}
              value={state.message}
              onChange={(e) => dispatch({ type: 'edit', field: 'message', value: e.target.value })}
              className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none"
            />
            <p id="feedback-message-count" className="text-right text-xs text-slate-500">
              {messageCount(state.message)}
            </p>
          </div>
          {state.failure ? (
            <Alert tone="error">
              <p>{state.failure}</p>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                className="mt-2"
                onClick={() => void send()}
              >
                Retry
              </Button>
            </Alert>
          ) : null}
          <Button type="submit" className="w-full" disabled={!canSend(state) || state.sending}>
            {state.sending ? 'Sending…' : 'Send'}
          </Button>
        </form>
      ) : null}
      {state.step === 'sent' ? (
        <div
          role="status"
          className="flex w-72 items-center gap-3 rounded-2xl border border-green-200 bg-white p-4 text-sm text-green-800 shadow-xl"
        >
          <CheckCircle2 className="h-5 w-5" aria-hidden="true" />
          Thank you for your feedback!
        </div>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        onClick={() => dispatch({ type: 'toggle' })}
        aria-expanded={open}
        aria-label={open ? 'Close feedback' : 'Feedback'}
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

/** '14 / 4,096 characters': the webhook refuses longer messages, so the field stops there. */
function messageCount(message: string): string {
  return `${formatCount(message.length)} / ${formatCount(FEEDBACK_MESSAGE_MAX_CHARS)} characters`
}
