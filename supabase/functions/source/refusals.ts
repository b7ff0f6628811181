/**
 * Why the function will not read a link, by name: each refusal's English (it follows 'This page
 * could not be read: ') and, in the answer, its name (`error.reason`) and number (`error.value`),
 * so the app says it in the student's language (src/lib/i18n/locales/<language>/reading.json,
 * `link.<name>`) without reading the English. No Deno API here: the app's tests import this file
 * to tie every name to a catalogue key (src/lib/link-source/source-refusals.test.ts).
 */
export const REFUSALS = {
  notAddress: 'this is not a web address',
  notHttp: 'only http and https links can be read',
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

export type RefusalName = keyof typeof REFUSALS

/** A refusal: its name, and the number its English carries ('the site answered 404'). */
export interface Refusal {
  name: RefusalName
  value?: number
}

/** A refusal's English with its number in place. */
export const refusalText = ({ name, value }: Refusal): string =>
  REFUSALS[name].replace(/\{\w+\}/, String(value))
