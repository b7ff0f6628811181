import { messages } from '@/lib/errors'
import { translate } from '@/lib/i18n/i18n'
import './auth-catalogue'

/**
 * The auth screens' own messages, kept in English in the dialog's state and in errors (the
 * spec's texts, which tests and the reducer compare), shown in the interface language: each is
 * `auth.message.<name>` in the catalogues (and the wait of emailSentRecently, with its seconds).
 * Any other text (a server's) is shown as it came.
 */
const translatedMessages = [
  'sendResetEmail',
  'signupFailed',
  'authFailed',
  'invalidBetaCode',
  'betaCodeRequired',
  'emailRequired',
  'confirmationEmailNotSent',
  'emailRateLimited',
  'resetEmailSent',
  'accountCreated',
  'passwordsMismatch',
  'passwordTooShort',
  'resetLinkExpired',
  'resetLinkInvalid',
  'resetLinkVerifyFailed',
  'updatePasswordFailed',
  'confirmLinkExpired',
  'confirmLinkInvalid',
  'confirmFailed',
] as const satisfies readonly (keyof typeof messages)[]

/** The seconds of 'An email was just sent …, or try again in N seconds.', when `text` is it. */
function secondsToWait(text: string): number | undefined {
  const seconds = Number(/ (\d+) seconds?\.$/.exec(text)?.[1])
  return seconds > 0 && messages.emailSentRecently(seconds) === text ? seconds : undefined
}

export function shownAuthMessage(text: string): string {
  const name = translatedMessages.find((key) => messages[key] === text)
  if (name) return translate(`auth.message.${name}`)
  const seconds = secondsToWait(text)
  return seconds ? translate('auth.emailSentRecently', { count: seconds }) : text
}

/** The toast of a Logout the auth server refused (its own words are not the student's). */
export const signOutFailed = (): string => translate('auth.signOutFailed')
