import type { Messages } from '@lingui/core'
import englishAuth from './locales/en/auth.json'
import englishCommon from './locales/en/common.json'
import englishLanding from './locales/en/landing.json'
import type { LanguageCode } from './languages'

/**
 * The catalogues: one JSON file per language and namespace under locales/, their messages in ICU
 * syntax, compiled when imported (scripts/compiled-catalogues.ts). English is part of the page;
 * every other language loads on demand, in chunks of its own.
 */
const english = { common: englishCommon, landing: englishLanding, auth: englishAuth }

export type Namespace = keyof typeof english
export const namespaces = Object.keys(english) as Namespace[]

/** 'common.header.dashboard': a namespace, then the key inside its catalogue. */
export type MessageKey = {
  [N in Namespace]: `${N}.${keyof (typeof english)[N] & string}`
}[Namespace]

const otherLanguages = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*/*.json',
  '!./locales/en/*.json',
])

function prefixed(namespace: string, catalogue: Record<string, unknown>): Messages {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, message]) => [`${namespace}.${key}`, message]),
  ) as Messages
}

export const englishMessages: Messages = Object.assign(
  {},
  ...namespaces.map((namespace) => prefixed(namespace, english[namespace])),
)

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
