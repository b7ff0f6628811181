import { env } from '@/config/env'
import { edgeFunctionUrl, supabaseCallerToken } from '@/lib/supabase-caller'
import type { FeedbackDraft } from '../model/feedback-flow'

/** The feedback function's code for "no webhook is configured". */
const NOT_CONFIGURED = 'feedback_not_configured'

async function errorCode(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: { code?: unknown } }
    return typeof body.error?.code === 'string' ? body.error.code : undefined
  } catch {
    return undefined
  }
}

/** Whether the function took the message, and its HTTP status when it refused (none: unreached). */
export interface FunctionAnswer {
  taken: boolean
  status?: number
}

/**
 * With no webhook in the build (VITE_FEEDBACK_WEBHOOK_URL unset), the message goes to the
 * project's `feedback` Edge Function, which keeps the webhook's address secret and posts the
 * embed itself. Only the function's own "no channel" answer (503 `feedback_not_configured`)
 * means the feedback is merely logged; any other failure (a gateway's 503, a missing function,
 * a rate limit) is not taken, so the widget keeps the text for a retry; the status goes with it,
 * so the offline queue sets aside a refusal for good (a 4xx) instead of sending it forever.
 */
export async function sendThroughFunction(
  draft: FeedbackDraft,
  payload: unknown,
  id?: string,
): Promise<FunctionAnswer> {
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
        // Sent from the offline queue: a retry whose first answer was lost is not posted twice.
        ...(id ? { id } : {}),
      }),
    })
  } catch (error) {
    console.warn('Failed to send feedback', error)
    return { taken: false }
  }
  if (response.status === 503 && (await errorCode(response)) === NOT_CONFIGURED) {
    console.info('Feedback (no feedback channel configured):', payload)
    return { taken: true }
  }
  if (response.ok) return { taken: true }
  console.warn('Failed to send feedback', response.status)
  return { taken: false, status: response.status }
}
