import { env } from '@/config/env'
import { edgeFunctionUrl, supabaseCallerToken } from '@/lib/supabase-caller'
import type { FeedbackDraft } from '../model/feedback-flow'

/**
 * With no webhook in the build (VITE_FEEDBACK_WEBHOOK_URL unset), the message goes to the
 * project's `feedback` Edge Function, which keeps the webhook's address secret and posts the
 * embed itself. A project without the function (404) or whose function has no
 * webhook (503) only logs the feedback, as before. Returns whether the message was taken.
 */
export async function sendThroughFunction(
  draft: FeedbackDraft,
  payload: unknown,
): Promise<boolean> {
  let response: Response
  try {
    response = await fetch(edgeFunctionUrl('feedback'), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${await supabaseCallerToken()}`,
        apikey: env.supabaseAnonKey,
      },
      body: JSON.stringify({
        type: draft.type,
        email: draft.email,
        username: draft.username,
        message: draft.message,
      }),
    })
  } catch (error) {
    console.warn('Failed to send feedback', error)
    return false
  }
  if (response.status === 404 || response.status === 503) {
    console.info('Feedback (no feedback channel configured):', payload)
    return true
  }
  if (!response.ok) console.warn('Failed to send feedback', response.status)
  return response.ok
}
