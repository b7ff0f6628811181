import { screen, within } from '@testing-library/dom'
import { http, HttpResponse } from 'msw'
import { env } from '@/config/env'
import { messages } from '@/lib/errors'
import { shownError } from '@/lib/i18n/error-text'
import { activateLanguage } from '@/lib/i18n/i18n'
import spanish from '@/lib/i18n/locales/es/captcha.json'
import spanishCommon from '@/lib/i18n/locales/es/common.json'
import spanishErrors from '@/lib/i18n/locales/es/errors.json'
import { server } from '@/testing/msw-server'
import { captchaForAi, forgetCaptchaPass } from './captcha'
import { createAiClient } from './client'
import { toAppError } from './errors'

const turnstile = { provider: 'turnstile', siteKey: 'site-key-1' } as const

/**
 * Cloudflare's widget as its script defines it (window.turnstile), standing in for the real one:
 * it answers with `answer`, or lets the test press the dialog's own buttons.
 */
function fakeTurnstile(answer?: string) {
  const rendered: { sitekey: string; dialog: string | null }[] = []
  ;(window as unknown as { turnstile?: unknown }).turnstile = {
    render(container: HTMLElement, options: { sitekey: string; callback: (t: string) => void }) {
      rendered.push({
        sitekey: options.sitekey,
        dialog: container.closest('dialog')?.getAttribute('aria-labelledby') ?? null,
      })
      if (answer) queueMicrotask(() => options.callback(answer))
    },
  }
  return rendered
}

beforeEach(() => forgetCaptchaPass())
afterEach(() => {
  delete (window as unknown as { turnstile?: unknown }).turnstile
})

describe('the CAPTCHA of anonymous AI requests', () => {
  it('asks an anonymous student once a day, in a dialog, and sends the answer', async () => {
    const rendered = fakeTurnstile('answer-1')
    expect(await captchaForAi(env.supabaseAnonKey, turnstile)).toBe('answer-1')
    expect(rendered).toEqual([{ sitekey: 'site-key-1', dialog: 'captcha-title' }])
    expect(screen.queryByRole('dialog')).toBeNull()
    // Passed today: the next requests go without asking.
    expect(await captchaForAi(env.supabaseAnonKey, turnstile)).toBeUndefined()
    expect(rendered).toHaveLength(1)
    // The function refused it after all: asked anew.
    forgetCaptchaPass()
    expect(await captchaForAi(env.supabaseAnonKey, turnstile)).toBe('answer-1')
  })

  it('never asks a signed-in student, nor anyone when no CAPTCHA is configured', async () => {
    const rendered = fakeTurnstile('answer-1')
    expect(await captchaForAi('eyJ.a-students-access-token', turnstile)).toBeUndefined()
    expect(await captchaForAi(env.supabaseAnonKey, undefined)).toBeUndefined()
    expect(rendered).toEqual([])
  })

  it('Cancel ends the request with the message', async () => {
    fakeTurnstile()
    const asked = captchaForAi(env.supabaseAnonKey, turnstile)
    const dialog = await screen.findByRole('dialog', { name: 'Confirm you are human' })
    within(dialog).getByRole('button', { name: 'Cancel' }).click()
    await expect(asked).rejects.toThrow(messages.captchaRequired)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('asks in the student’s language', async () => {
    await activateLanguage('es')
    onTestFinished(() => activateLanguage('en'))
    fakeTurnstile()
    const asked = captchaForAi(env.supabaseAnonKey, turnstile)
    const dialog = await screen.findByRole('dialog', { name: spanish.title })
    expect(within(dialog).getByText(spanish.why)).toBeVisible()
    within(dialog).getByRole('button', { name: spanishCommon['dialog.cancel'] }).click()
    const refused = await asked.catch((error: unknown) => error)
    // A catalogue imported in a test is compiled: a text without placeholders is [text].
    expect(shownError(refused, { text: '' })).toBe(String(spanishErrors.captchaRequired))
  })

  it('goes with the request as x-captcha-token; a refusal shows the message', async () => {
    const { seen, failure } = await refusedRequest('captcha_required', 'answer-2')
    expect(seen).toEqual(['answer-2'])
    expect(toAppError(failure, 'studyGuide').message).toBe(messages.captchaRequired)
  })

  it('shows the ai function’s refusal in the student’s language', async () => {
    await activateLanguage('es')
    onTestFinished(() => activateLanguage('en'))
    const { failure } = await refusedRequest('captcha_failed', 'answer-3')
    expect(shownError(toAppError(failure, 'studyGuide'), { text: '' })).toBe(
      String(spanishErrors.captchaRequired),
    )
  })
})

/** An AI request through the project's function, which refuses it with `code` (403). */
async function refusedRequest(code: string, answer: string) {
  const seen: (string | null)[] = []
  server.use(
    http.post('https://fn.test/functions/v1/ai/chat/completions', ({ request }) => {
      seen.push(request.headers.get('x-captcha-token'))
      return HttpResponse.json(
        { error: { code, message: messages.captchaRequired } },
        { status: 403 },
      )
    }),
  )
  const client = createAiClient({
    baseURL: 'https://fn.test/functions/v1/ai',
    supabaseAnonKey: env.supabaseAnonKey,
    apiKey: env.supabaseAnonKey,
    model: 'gpt-4',
    maxRetries: 0,
    captcha: async () => answer,
  })
  const failure = await client
    .complete({ messages: [{ role: 'user', content: 'Hi' }], maxTokens: 5, temperature: 0 })
    .catch((error: unknown) => error)
  return { seen, failure }
}
