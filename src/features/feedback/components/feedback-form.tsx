import type { Dispatch, FormEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import {
  FEEDBACK_EMAIL_MAX_CHARS,
  FEEDBACK_MESSAGE_MAX_CHARS,
  FEEDBACK_USERNAME_MAX_CHARS,
} from '@/config/limits'
import { errorMessage } from '@/lib/errors'
import { formatNumber } from '@/lib/i18n/format'
import { canReachBackend } from '@/lib/reachability'
import { translate, useTranslation } from '@/lib/i18n/i18n'
import { feedbackNotSent, sendFeedback } from '../api/send-feedback'
import { canSend, type FeedbackAction, type FeedbackForm } from '../model/feedback-flow'
import '../model/feedback-catalogue'

/**
 * The feedback form and what sends it: loaded when a type is chosen, so no page carries it
 * before (the floating button is on every page, the landing page's budget included).
 */
export default function FeedbackFormPanel({
  state,
  dispatch,
  onSent,
}: {
  state: FeedbackForm
  dispatch: Dispatch<FeedbackAction>
  /** The form left the page: keyboard focus goes back to the floating button. */
  onSent: () => void
}) {
  const { t } = useTranslation()
  /** Sends the form; it stays, with its text, until the webhook has answered 2xx. */
  async function send() {
    if (state.sending || !canSend(state)) return
    const draft = {
      type: state.type,
      email: state.email,
      username: state.username,
      message: state.message,
    }
    dispatch({ type: 'sending' })
    try {
      // With the backend out of reach (offline or "lie-fi"), it waits in the offline queue (loaded
      // only then) and is sent once the backend is reached again.
      if (!canReachBackend()) await (await import('../api/queue-feedback')).queueFeedback(draft)
      else await sendFeedback(draft)
    } catch (error) {
      dispatch({ type: 'failed', message: errorMessage(error, feedbackNotSent) })
      return
    }
    dispatch({ type: 'sent' })
    onSent()
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    void send()
  }

  return (
    <form
      onSubmit={submit}
      aria-label={t(`feedback.title.${state.type}`)}
      className="w-80 max-w-full space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xl"
    >
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold text-slate-900">
          {t(`feedback.title.${state.type}`)}
        </h2>
        <button
          type="button"
          onClick={() => dispatch({ type: 'back' })}
          // At least 24 × 24 px to tap (issue 43), though its text is small.
          className="-me-2 inline-flex min-h-6 min-w-6 items-center px-2 text-xs text-indigo-700 hover:underline"
        >
          {t('feedback.back')}
        </button>
      </div>
      <TextField
        label={t('feedback.email')}
        type="email"
        required
        autoFocus
        maxLength={FEEDBACK_EMAIL_MAX_CHARS}
        readOnly={state.sending}
        value={state.email}
        onChange={(e) => dispatch({ type: 'edit', field: 'email', value: e.target.value })}
      />
      <TextField
        label={t('feedback.username')}
        maxLength={FEEDBACK_USERNAME_MAX_CHARS}
        readOnly={state.sending}
        value={state.username}
        onChange={(e) => dispatch({ type: 'edit', field: 'username', value: e.target.value })}
      />
      <div className="space-y-1">
        <label htmlFor="feedback-message" className="block text-sm font-medium text-slate-700">
          {t('feedback.message')}
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
        <p id="feedback-message-count" className="text-end text-xs text-slate-500">
          {messageCount(state.message)}
        </p>
      </div>
      {state.failure ? (
        <Alert tone="error">
          <p>{state.failure === feedbackNotSent ? t('feedback.notSent') : state.failure}</p>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={() => void send()}
          >
            {t('feedback.retry')}
          </Button>
        </Alert>
      ) : null}
      <Button type="submit" className="w-full" disabled={!canSend(state) || state.sending}>
        {state.sending ? t('feedback.sending') : t('feedback.send')}
      </Button>
    </form>
  )
}

/** '14 / 4,096 characters': the webhook refuses longer messages, so the field stops there. */
function messageCount(message: string): string {
  return translate('feedback.characters', {
    count: formatNumber(message.length),
    max: formatNumber(FEEDBACK_MESSAGE_MAX_CHARS),
  })
}
