import { AppError } from '@/lib/errors'

/**
 * Why a link could not be read, by name: the reasons this client gives and those the `source`
 * function sends (supabase/functions/source, recognised here by their English), each as it
 * follows 'This page could not be read: '. A screen shows them in the student's language by their
 * name (the `reading` catalogue's `link.*`); English word for word.
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

/** A reason's English with its number in place: 'the site answered 404'. */
export function linkReason(name: LinkReason, value?: number): string {
  return linkReasons[name].replace(/\{\w+\}/, String(value))
}

const patterns = Object.entries(linkReasons).map(([name, english]) => {
  const [before = '', after = ''] = english.split(/\{\w+\}/)
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const number = english.includes('{') ? '(\\d+)' : ''
  return { name, pattern: new RegExp(`^${escape(before)}${number}${escape(after)}$`) }
})

/** The name (and number) of a reason given by its English, or none for another text. */
function namedReason(reason: string): (string | number)[] | undefined {
  for (const { name, pattern } of patterns) {
    const match = pattern.exec(reason)
    if (match) return match[1] === undefined ? [name] : [name, Number(match[1])]
  }
  return undefined
}

/**
 * 'This page could not be read: <reason>.', named `linkUnreadable` with the reason's name when it
 * is one of linkReasons (any other text, a server's, is shown as given).
 */
export function linkUnreadable(reason: string): AppError {
  const text = `This page could not be read: ${reason.replace(/\.$/, '')}.`
  const args = namedReason(reason)
  return new AppError('file', text, args ? { spec: { name: 'linkUnreadable', args } } : {})
}
