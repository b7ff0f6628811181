import { messages } from '@/lib/errors'
import { translate } from '@/lib/i18n/i18n'
import './auth-catalogue'

/**
 * The auth screens' own messages, kept in English in the dialog's state and in errors (the
 * spec's texts, which tests and the reducer compare), shown in the interface language: each is
 * `auth.message.<name>` in the catalogues. Any other text (a server's) is shown as it came.
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
] as const satisfies readonly (keyof typeof messages)[]

export function shownAuthMessage(text: string): string {
  const name = translatedMessages.find((key) => messages[key] === text)
  return name ? translate(`auth.message.${name}`) : text
}
