import { DEFAULT_LANGUAGE, type LanguageCode } from '../i18n/languages.ts'
import { canReachBackend } from '../reachability.ts'

/**
 * The interface's translations kept on the device for studying offline. The service worker
 * precaches English only (scripts/pwa.ts: six languages would take the precache over its 3 MB);
 * the build lists each other language's catalogue files in TRANSLATIONS_LIST, and a signed-in
 * page opened online puts its student's language's files into the cache the worker serves
 * on-demand files from, so every screen opens offline in that language, not only those opened
 * online before.
 */

/** The service worker's cache of hashed files fetched at first use (scripts/pwa.ts). */
export const ON_DEMAND_CACHE = 'studywise-on-demand'

/** Written by the build: each language's catalogue files, `{ "es": ["/assets/…js", …] }`. */
export const TRANSLATIONS_LIST = '/translations.json'

/** Puts `code`'s catalogue files into the on-demand cache, each once; English needs none. */
export async function keepTranslations(code: LanguageCode): Promise<void> {
  if (code === DEFAULT_LANGUAGE || typeof caches === 'undefined' || !canReachBackend()) return
  const response = await fetch(TRANSLATIONS_LIST)
  if (!response.ok) return
  const files = ((await response.json()) as Partial<Record<string, string[]>>)[code] ?? []
  const cache = await caches.open(ON_DEMAND_CACHE)
  for (const file of files)
    if (!(await cache.match(file, { ignoreVary: true }))) await cache.add(file)
}
