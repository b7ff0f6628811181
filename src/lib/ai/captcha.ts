import { env, type CaptchaEnv } from '@/config/env'

/**
 * The CAPTCHA an anonymous student answers before their first AI request of the day, when the
 * project's `ai` function has AI_CAPTCHA_SECRET and the build VITE_CAPTCHA_SITE_KEY. The answer
 * goes with the request (x-captcha-token); the function checks it with the provider. Once it has
 * passed, this browser does not ask again that UTC day; a refusal from the function forgets
 * that (forgetCaptchaPass), so the next request asks anew. Signed-in students are never asked.
 *
 * The dialog and the provider's script are loaded on first need (captcha-dialog.ts), the script
 * from its own origin (the build's CSP allows it only when a site key is set).
 */

const PASSED_KEY = 'studywise.captcha-passed'

const todayUtc = () => new Date().toISOString().slice(0, 10)

/** The question on screen, shared by requests that start together. */
let asking: Promise<string> | undefined

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
  asking = import('./captcha-dialog').then(({ askHuman }) => askHuman(captcha))
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
