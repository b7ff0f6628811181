import { http, HttpResponse } from 'msw'
import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL } from '@/config/env'
import { server } from '@/testing/msw-server'
import { refusedChanges, waitingChanges } from '@/lib/offline-queue/queue-store'
import { queueChange, registerSender, syncNow } from '@/lib/offline-queue/sync'
import { buildFeedbackPayload, feedbackNotSent, sendFeedback } from './send-feedback'
import { sendThroughFunction } from './send-through-function'

// The 404 case reaches the local backend in process, whose first request loads its database.
vi.setConfig({ testTimeout: 20_000 })

const FUNCTION_URL = `${LOCAL_SUPABASE_URL}/functions/v1/feedback`
const draft = {
  type: 'bug',
  email: 'ana@uni.edu',
  username: '',
  message: 'The quiz froze',
} as const

/** The project's feedback Edge Function, answering `status` (and `code`); records what it received. */
function feedbackFunction(status: number, code = 'x') {
  const received: { body: unknown; authorization: string | null; apikey: string | null }[] = []
  server.use(
    http.post(FUNCTION_URL, async ({ request }) => {
      received.push({
        body: await request.json(),
        authorization: request.headers.get('authorization'),
        apikey: request.headers.get('apikey'),
      })
      return HttpResponse.json(status < 300 ? { ok: true } : { error: { code } }, { status })
    }),
  )
  return received
}

// What sendFeedback does when the build has no VITE_FEEDBACK_WEBHOOK_URL.
const send = () => sendThroughFunction(draft, buildFeedbackPayload(draft, new Date()))

describe('feedback without a webhook in the build', () => {
  it('posts the message to the feedback function with the caller’s JWT', async () => {
    const received = feedbackFunction(200)
    await expect(send()).resolves.toEqual({ taken: true })
    expect(received).toEqual([
      {
        body: { type: 'bug', email: 'ana@uni.edu', username: '', message: 'The quiz froze' },
        authorization: `Bearer ${LOCAL_SUPABASE_ANON_KEY}`,
        apikey: LOCAL_SUPABASE_ANON_KEY,
      },
    ])
  })

  it('reports the webhook’s failure the function passes on', async () => {
    feedbackFunction(502)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await expect(send()).resolves.toEqual({ taken: false, status: 502 })
    expect(warn).toHaveBeenCalledWith('Failed to send feedback', 502)
  })

  it('only logs the feedback when the function says no channel is set up', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    feedbackFunction(503, 'feedback_not_configured')
    await expect(send()).resolves.toEqual({ taken: true })
    expect(info).toHaveBeenCalledTimes(1)
    expect(info.mock.calls[0]?.[0]).toBe('Feedback (no feedback channel configured):')
  })

  it('keeps the message on any other failure: a platform 503, no function, a limit', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    info.mockClear()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    // The local backend in process serves no functions: 404.
    await expect(send()).resolves.toEqual({ taken: false, status: 404 })
    // A gateway's 503 carries no code of ours, or another one.
    server.use(
      http.post(FUNCTION_URL, () => new HttpResponse('Service Unavailable', { status: 503 })),
    )
    await expect(send()).resolves.toEqual({ taken: false, status: 503 })
    feedbackFunction(503, 'rate_limit_unavailable')
    await expect(send()).resolves.toEqual({ taken: false, status: 503 })
    feedbackFunction(429, 'rate_limited')
    await expect(send()).resolves.toEqual({ taken: false, status: 429 })
    expect(info).not.toHaveBeenCalled()
  })
})

describe('feedback kept in the offline queue, sent through the function', () => {
  // The queue's sender as the app registers it, with no webhook in the build.
  beforeEach(() =>
    registerSender('feedback', (queued: typeof draft, id: string) =>
      sendFeedback(queued, { id, webhookUrl: '' }),
    ),
  )

  it('sends the change’s id with the message, so a retry is known to the function', async () => {
    const received = feedbackFunction(200)
    await queueChange('feedback-id', 'feedback', draft, 'c0ffee00-0000-4000-8000-000000000001')
    await syncNow('feedback-id')
    expect(received.map((request) => request.body)).toEqual([
      { ...draft, id: 'c0ffee00-0000-4000-8000-000000000001' },
    ])
    expect(await waitingChanges('feedback-id')).toEqual([])
  })

  it('sets aside feedback the function refuses for good (400) instead of sending it forever', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const received = feedbackFunction(400, 'invalid_message')
    await queueChange('feedback-400', 'feedback', draft)
    await syncNow('feedback-400')
    expect(await waitingChanges('feedback-400')).toEqual([])
    expect(await refusedChanges('feedback-400')).toEqual([
      expect.objectContaining({ kind: 'feedback', payload: draft, reason: feedbackNotSent }),
    ])
    await syncNow('feedback-400')
    expect(received).toHaveLength(1)
  })

  it('keeps feedback first in line when the function is limited (429) or failing (502)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    for (const status of [429, 502]) {
      const user = `feedback-${status}`
      feedbackFunction(status)
      await queueChange(user, 'feedback', draft)
      await syncNow(user)
      expect(await waitingChanges(user)).toEqual([
        expect.objectContaining({ payload: draft, attempts: 1 }),
      ])
      expect(await refusedChanges(user)).toEqual([])
    }
  })
})
