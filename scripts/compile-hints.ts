import { SHARED } from './entry-chunk.ts'

/**
 * V8's explicit compile hint for the signed-in pages' own files (issue 43: the installed app's
 * cold launch offline). No ES module gets a code cache on Chromium (decision 027, session 66: a
 * module's cache is made and never read, unlike a classic script's), so every launch compiles
 * each function of the signed-in page lazily, on the main thread, when it is first called. The
 * comment `//# allFunctionsCalledOnLoad` first in a file makes V8 compile all its functions
 * while the file streams in, on a background thread. Only the files signedInChunks makes (named
 * `signed-in…`, or `shared-…` for what a public page's later parts share with them: the Supabase
 * client, React Router): what a signed-in page starts and draws with. The public pages' first
 * load (the entry, React, the landing page) and the files Rolldown splits stay lazy.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * Rolldown's `output.postBanner`: the hint for a file of signedInChunks (`prefix`: its signed-in
 * pages' name), else nothing.
 */
export function compileHint(chunk: { name: string; isEntry: boolean }, prefix: string): string {
  const signedIn = chunk.name.startsWith(`${prefix}`) || chunk.name.startsWith(`${SHARED}-`)
  return !chunk.isEntry && signedIn ? COMPILE_HINT : ''
}
