import { AppError } from '@/lib/errors'

/**
 * Why a link could not be read, by name: the reasons this client gives and those the `source`
 * function sends by name (supabase/functions/source/refusals.ts; source-refusals.test.ts keeps
 * the two the same), each as it follows 'This page could not be read: '. A screen shows them in
 * the student's language by their name (the `reading` catalogue's `link.*`); English word for word.
 */
export const linkReasons = {
  notAddress: 'this is not a web address',
  notHttp: 'only http and https links can be read',
  empty: 'it is empty',
  asksSignIn: 'it asks you to sign in',
  noArticle: 'it has no readable article',
  serviceNotRunning: 'the link service is not running',
  serviceNotSetUp: 'the link service is not set up',
  serviceAnswered: 'the link service answered {status}',
  serviceUnreachable: 'the link service could not be reached',
  // the source function's
  withCredentials: 'links with a user name or password cannot be read',
  otherPort: 'only ports 80 and 443 can be read',
  addressNotFound: 'the site’s address could not be found',
  privateAddress: 'the link points to a private or reserved network address',
  tooManyRedirects: 'too many redirects',
  pageNeedsSignIn: 'the page needs a sign-in',
  siteAnswered: 'the site answered {status}',
  typeRefused: 'only web pages, PDF and plain text can be read',
  tooLarge: 'the page is larger than 20 MB',
  timeout: 'the site took longer than 15 seconds',
  siteUnreachable: 'the site could not be reached',
  signInInvalid: 'a valid sign-in is required',
  signInRequired: 'sign in to add links',
  countUnavailable: 'links cannot be read right now',
  dailyLimit: 'you have added {count} links today; try again tomorrow',
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
