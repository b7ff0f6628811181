import type { Messages } from '@lingui/core'
import type englishAuth from './locales/en/auth.json'
import englishCommon from './locales/en/common.json'
import type englishLanding from './locales/en/landing.json'
import type { LanguageCode } from './languages'

/**
 * The catalogues: one JSON file per language and namespace under locales/, their messages in ICU
 * syntax, compiled when imported (scripts/compiled-catalogues.ts). English `common` (header,
 * footer) is part of every page; English `landing` and `auth` come with the screens that read
 * them (addEnglishCatalogue), so the blog carries neither. Every other language loads on demand,
 * all its namespaces at once, in chunks of their own.
 */
interface EnglishCatalogues {
  common: typeof englishCommon
  landing: typeof englishLanding
  auth: typeof englishAuth
}

export type Namespace = keyof EnglishCatalogues
export const namespaces: readonly Namespace[] = ['common', 'landing', 'auth']

/** 'common.header.dashboard': a namespace, then the key inside its catalogue. */
export type MessageKey = {
  [N in Namespace]: `${N}.${keyof EnglishCatalogues[N] & string}`
}[Namespace]

const otherLanguages = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*/*.json',
  '!./locales/en/*.json',
])

export function prefixed(namespace: Namespace, catalogue: Record<string, unknown>): Messages {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, message]) => [`${namespace}.${key}`, message]),
  ) as Messages
}

/** English so far: `common`, then each namespace a loaded screen added. */
export const englishMessages: Messages = prefixed('common', englishCommon)

/** A language's messages over English's, so a key it lacks still reads in English. */
export async function loadMessages(code: LanguageCode): Promise<Messages> {
  if (code === 'en') return englishMessages
  const loaded = await Promise.all(
    namespaces.map(async (namespace) => {
      const load = otherLanguages[`./locales/${code}/${namespace}.json`]
      return load ? prefixed(namespace, (await load()).default) : {}
    }),
  )
  return Object.assign({}, englishMessages, ...loaded)
}
