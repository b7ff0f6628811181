import { env, type CaptchaEnv } from '@/config/env'
import { AppError } from '@/lib/errors'

/**
 * The CAPTCHA an anonymous student answers before their first AI request of the day, when the
 * project's `ai` function has AI_CAPTCHA_SECRET and the build VITE_CAPTCHA_SITE_KEY. The answer
 * goes with the request (x-captcha-token); the function checks it with the provider. Once it has
 * passed, this browser does not ask again that UTC day; a refusal from the function forgets
 * that (forgetCaptchaPass), so the next request asks anew. Signed-in students are never asked.
 *
 * The provider's script is loaded on first need, from its own origin (the build's CSP allows it
 * only when a site key is set).
 */

export const CAPTCHA_MESSAGE = 'Please confirm you are human to use AI without an account.'
const PASSED_KEY = 'studywise.captcha-passed'

interface CaptchaWidgetApi {
  render(
    container: HTMLElement,
    options: {
      sitekey: string
      callback: (token: string) => void
      'error-callback'?: () => void
    },
  ): unknown
}

const SCRIPTS: Record<CaptchaEnv['provider'], { src: string; global: string }> = {
  turnstile: {
    src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    global: 'turnstile',
  },
  hcaptcha: { src: 'https://js.hcaptcha.com/1/api.js?render=explicit', global: 'hcaptcha' },
}

const todayUtc = () => new Date().toISOString().slice(0, 10)

/** The question on screen, shared by requests that start together. */
let asking: Promise<string> | undefined

function widgetApi(provider: CaptchaEnv['provider']): CaptchaWidgetApi | undefined {
  return (window as unknown as Record<string, CaptchaWidgetApi | undefined>)[
    SCRIPTS[provider].global
  ]
}

async function loadWidget(provider: CaptchaEnv['provider']): Promise<CaptchaWidgetApi> {
  const loaded = widgetApi(provider)
  if (loaded) return loaded
  await new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = SCRIPTS[provider].src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => reject(new AppError('ai', CAPTCHA_MESSAGE))
    document.head.append(script)
  })
  const api = widgetApi(provider)
  if (!api) throw new AppError('ai', CAPTCHA_MESSAGE)
  return api
}

/** A modal dialog holding the provider's widget: its answer, or an AppError when cancelled. */
async function askHuman(captcha: CaptchaEnv): Promise<string> {
  const api = await loadWidget(captcha.provider)
  const dialog = document.createElement('dialog')
  dialog.setAttribute('aria-labelledby', 'captcha-title')
  dialog.className = 'rounded-xl p-6 shadow-xl backdrop:bg-slate-900/40'
  const title = document.createElement('h2')
  title.id = 'captcha-title'
  title.className = 'mb-2 text-lg font-semibold'
  title.textContent = 'Confirm you are human'
  const text = document.createElement('p')
  text.className = 'mb-4 text-sm text-slate-600'
  text.textContent = 'Without an account, AI needs this check once a day.'
  const widget = document.createElement('div')
  const cancel = document.createElement('button')
  cancel.type = 'button'
  cancel.textContent = 'Cancel'
  cancel.className = 'mt-4 rounded-lg border border-slate-300 px-3 py-1.5 text-sm'
  dialog.append(title, text, widget, cancel)
  document.body.append(dialog)
  try {
    return await new Promise<string>((resolve, reject) => {
      const refuse = () => reject(new AppError('ai', CAPTCHA_MESSAGE))
      cancel.addEventListener('click', refuse)
      // Escape closes a modal dialog: the same as Cancel.
      dialog.addEventListener('cancel', refuse)
      dialog.showModal()
      api.render(widget, { sitekey: captcha.siteKey, callback: resolve, 'error-callback': refuse })
    })
  } finally {
    dialog.close()
    dialog.remove()
  }
}

/**
 * The answer to send with an AI request to the project's function, or undefined when none is
 * needed (no CAPTCHA configured, a signed-in student, or passed already today).
 */
export async function captchaForAi(
  callerToken: string,
  captcha: CaptchaEnv | undefined = env.captcha,
): Promise<string | undefined> {
  if (!captcha || callerToken !== env.supabaseAnonKey) return undefined
  if (localStorage.getItem(PASSED_KEY) === todayUtc()) return undefined
  // Requests starting together (a title and a guide) ask once: an answer is good for one check,
  // so the others wait for it and go without one, after the first has opened the day.
  if (asking) {
    await asking.catch(() => undefined)
    return undefined
  }
  asking = askHuman(captcha)
  try {
    const answer = await asking
    localStorage.setItem(PASSED_KEY, todayUtc())
    return answer
  } finally {
    asking = undefined
  }
}

/** The function asked for (or refused) a CAPTCHA answer: ask again on the next request. */
export function forgetCaptchaPass(): void {
  globalThis.localStorage?.removeItem(PASSED_KEY)
}
