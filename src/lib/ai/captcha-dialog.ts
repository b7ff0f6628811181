import type { CaptchaEnv } from '@/config/env'
import { specError } from '@/lib/errors'
import { addCatalogue, translate } from '@/lib/i18n/i18n'
import englishCaptcha from '@/lib/i18n/locales/en/captcha.json'

// The CAPTCHA dialog (captcha.ts asks through it), loaded when an anonymous student is first
// asked: its texts in the student's language, never in a worker or on a page that does not ask.
await addCatalogue(
  'captcha',
  englishCaptcha,
  import.meta.glob(['@/lib/i18n/locales/*/captcha.json', '!@/lib/i18n/locales/en/*']),
)

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

/** The refusal ('Please confirm you are human…'), shown in the student's language by its name. */
const refusal = () => specError('ai', 'captchaRequired', [])

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
    script.onerror = () => reject(refusal())
    document.head.append(script)
  })
  const api = widgetApi(provider)
  if (!api) throw refusal()
  return api
}

/** A modal dialog holding the provider's widget: its answer, or an AppError when cancelled. */
export async function askHuman(captcha: CaptchaEnv): Promise<string> {
  const api = await loadWidget(captcha.provider)
  const dialog = document.createElement('dialog')
  dialog.setAttribute('aria-labelledby', 'captcha-title')
  dialog.className = 'rounded-xl p-6 shadow-xl backdrop:bg-slate-900/40'
  const title = document.createElement('h2')
  title.id = 'captcha-title'
  title.className = 'mb-2 text-lg font-semibold'
  title.textContent = translate('captcha.title')
  const text = document.createElement('p')
  text.className = 'mb-4 text-sm text-slate-600'
  text.textContent = translate('captcha.why')
  const widget = document.createElement('div')
  const cancel = document.createElement('button')
  cancel.type = 'button'
  cancel.textContent = translate('common.dialog.cancel')
  cancel.className = 'mt-4 rounded-lg border border-slate-300 px-3 py-1.5 text-sm'
  dialog.append(title, text, widget, cancel)
  document.body.append(dialog)
  try {
    return await new Promise<string>((resolve, reject) => {
      const refuse = () => reject(refusal())
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
