import type { EnvReader } from './http.ts'

/**
 * A CAPTCHA answer checked with its provider, as Supabase Auth does it: Cloudflare Turnstile or
 * hCaptcha, the secret on the server (AI_CAPTCHA_SECRET), the site key in the app. The answer
 * arrives in the `x-captcha-token` header and is good for one check.
 */
export type CaptchaProvider = 'turnstile' | 'hcaptcha'

export interface CaptchaConfig {
  provider: CaptchaProvider
  secret: string
}

export const CAPTCHA_HEADER = 'x-captcha-token'

const VERIFY_URL: Record<CaptchaProvider, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
}

export function captchaFromEnv(env: EnvReader): CaptchaConfig | undefined {
  const secret = env('AI_CAPTCHA_SECRET')?.trim()
  if (!secret) return undefined
  const provider = (env('AI_CAPTCHA_PROVIDER')?.trim().toLowerCase() || 'turnstile') as string
  if (provider !== 'turnstile' && provider !== 'hcaptcha') {
    throw new Error(`AI_CAPTCHA_PROVIDER must be turnstile or hcaptcha, got "${provider}"`)
  }
  return { provider, secret }
}

/** Whether the provider accepts the answer; a provider that cannot be asked accepts nothing. */
export async function verifyCaptcha(
  config: CaptchaConfig,
  token: string,
  address: string,
  fetchFn: typeof fetch,
): Promise<boolean> {
  const form = new URLSearchParams({ secret: config.secret, response: token })
  if (!address.includes('/') && address !== 'unknown') form.set('remoteip', address)
  try {
    const answer = await fetchFn(VERIFY_URL[config.provider], {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(10_000),
    })
    if (!answer.ok) return false
    const result = (await answer.json()) as { success?: unknown }
    return result.success === true
  } catch {
    return false
  }
}
