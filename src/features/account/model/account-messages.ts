import { messages } from '@/lib/errors'
import { translate } from '@/lib/i18n/i18n'
import './account-catalogue'

/**
 * The account forms' own messages, kept in English in the checks and errors (the spec's texts,
 * which tests compare), shown in the interface language: each is `account.message.<name>` in
 * the catalogues. Any other text (a server's) is shown as it came.
 */
const translatedMessages = [
  'newPasswordsMismatch',
  'newPasswordTooShort',
  'newPasswordSame',
  'currentPasswordWrong',
  'passwordUpdated',
  'updatePasswordFailed',
  'newEmailRequired',
  'newEmailSame',
  'invalidEmail',
  'emailChangeSent',
  'updateEmailFailed',
] as const satisfies readonly (keyof typeof messages)[]

export function shownAccountMessage(text: string): string {
  const name = translatedMessages.find((key) => messages[key] === text)
  return name ? translate(`account.message.${name}`) : text
}
