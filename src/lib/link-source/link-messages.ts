import { AppError } from '@/lib/errors'
import { REFUSALS } from '../../../supabase/functions/source/refusals'

/**
 * Why a link could not be read, by name: the reasons this client gives, and those the `source`
 * function sends by name, read from its own table (supabase/functions/source/refusals.ts: one
 * table for both; source-refusals.test.ts ties each to a catalogue key). Each follows 'This page
 * could not be read: '; a screen shows it in the student's language by its name (the `reading`
 * catalogue's `link.*`), English word for word.
 */
export const linkReasons = {
  empty: 'it is empty',
  asksSignIn: 'it asks you to sign in',
  noArticle: 'it has no readable article',
  serviceNotRunning: 'the link service is not running',
  serviceNotSetUp: 'the link service is not set up',
  serviceAnswered: 'the link service answered {status}',
  serviceUnreachable: 'the link service could not be reached',
  // the source function's, from its own table (the client gives notAddress and notHttp too)
  ...REFUSALS,
} as const

export type LinkReason = keyof typeof linkReasons

/**
 * Why a link was refused: a reason by its name (and the number its English carries), or a text
 * no name is known for (a server's), shown as given.
 */
export type LinkRefusal = { name: LinkReason; value?: number } | { text: string }

/** A reason's English with its number in place: 'the site answered 404'. */
export function linkReason(name: LinkReason, value?: number): string {
  return linkReasons[name].replace(/\{\w+\}/, String(value))
}

/** Whether `name` is one of linkReasons: the `source` function's answers carry such a name. */
export const isLinkReason = (name: unknown): name is LinkReason =>
  typeof name === 'string' && name in linkReasons

/**
 * 'This page could not be read: <reason>.', named `linkUnreadable` with the reason's name, so a
 * screen says it in the student's language (the `reading` catalogue's `link.*`).
 */
export function linkUnreadable(refusal: LinkRefusal): AppError {
  const reason = 'text' in refusal ? refusal.text : linkReason(refusal.name, refusal.value)
  const text = `This page could not be read: ${reason.replace(/\.$/, '')}.`
  if ('text' in refusal) return new AppError('file', text)
  const args = refusal.value === undefined ? [refusal.name] : [refusal.name, refusal.value]
  return new AppError('file', text, { spec: { name: 'linkUnreadable', args } })
}
