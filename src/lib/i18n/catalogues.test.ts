/**
 * The catalogues are complete and lean: every language has exactly English's keys, each message
 * is valid ICU with English's placeholders, and every key is read somewhere in src/ (a key no
 * code reads is a text nobody sees, and usually a screen's change that forgot its catalogue).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { setupI18n } from '@lingui/core'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { messages } from '@/lib/errors'
import { languages } from './languages'

const LOCALES = join(__dirname, 'locales')
const SRC = join(__dirname, '..', '..')

const read = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')) as Record<
    string,
    string
  >

const namespaces = readdirSync(join(LOCALES, 'en')).map((file) => file.replace(/\.json$/, ''))

/** The names of a message's placeholders ('{year}', '{count, plural, …}'), sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>()
  const visit = (tokens: ReturnType<typeof compileMessageOrThrow>) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue
      names.add(token[0])
      const choices = token[2]
      if (choices && typeof choices === 'object' && !Array.isArray(choices))
        for (const [key, choice] of Object.entries(choices))
          if (key !== 'offset' && Array.isArray(choice)) visit(choice)
    }
  }
  visit(compileMessageOrThrow(message))
  return [...names].sort()
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Every key the code names: 'common.header.blog' as is, `auth.title.${mode}` as a pattern. */
function keysReadInSource(): { exact: Set<string>; patterns: RegExp[] } {
  const exact = new Set<string>()
  const patterns: RegExp[] = []
  const quoted = new RegExp(`(['"\`])((?:${namespaces.join('|')})\\.[\\w.$\\{\\}]+)\\1`, 'g')
  for (const file of sourceFiles(SRC)) {
    for (const [, , key] of readFileSync(file, 'utf8').matchAll(quoted)) {
      if (!key!.includes('${')) exact.add(key!)
      else {
        const escaped = key!.split(/\$\{[^}]*\}/).map((part) => part.replace(/\./g, '\\.'))
        patterns.push(new RegExp(`^${escaped.join('\\w+')}$`))
      }
    }
  }
  return { exact, patterns }
}

describe('the catalogues', () => {
  it('are one JSON file per language and namespace, for each of the seven languages', () => {
    expect(readdirSync(LOCALES).sort()).toEqual(languages.map(({ code }) => code).sort())
    for (const { code } of languages)
      expect(readdirSync(join(LOCALES, code)).sort()).toEqual(
        namespaces.map((namespace) => `${namespace}.json`).sort(),
      )
  })

  for (const { code } of languages.filter((language) => language.code !== 'en')) {
    it(`${code}: has every English key and no other, with English's placeholders`, () => {
      for (const namespace of namespaces) {
        const english = read('en', namespace)
        const translated = read(code, namespace)
        const missing = Object.keys(english).filter((key) => !(key in translated))
        const extra = Object.keys(translated).filter((key) => !(key in english))
        expect({ namespace, missing, extra }).toEqual({ namespace, missing: [], extra: [] })
        for (const [key, message] of Object.entries(translated)) {
          expect(message.trim(), `${code}/${namespace} ${key} is empty`).not.toBe('')
          expect(placeholders(message), `${code}/${namespace} ${key}`).toEqual(
            placeholders(english[key]!),
          )
        }
      }
    })
  }

  it('has no key that the code never reads', () => {
    const { exact, patterns } = keysReadInSource()
    const unused = namespaces.flatMap((namespace) =>
      Object.keys(read('en', namespace))
        .map((key) => `${namespace}.${key}`)
        .filter((key) => !exact.has(key) && !patterns.some((pattern) => pattern.test(key))),
    )
    expect(unused).toEqual([])
  })

  it('reads no key that English lacks', () => {
    const known = new Set(
      namespaces.flatMap((namespace) =>
        Object.keys(read('en', namespace)).map((key) => `${namespace}.${key}`),
      ),
    )
    const { exact } = keysReadInSource()
    expect([...exact].filter((key) => !known.has(key))).toEqual([])
  })

  it("keeps the spec's auth messages word for word in English", () => {
    const english = read('en', 'auth')
    for (const [key, message] of Object.entries(english)) {
      if (!key.startsWith('message.')) continue
      const name = key.slice('message.'.length) as keyof typeof messages
      expect(message, key).toBe(messages[name])
    }
    expect(read('en', 'common')['session.ended']).toBe(messages.sessionEnded)
    expect(read('en', 'blog').notFound).toBe(messages.postNotFound)
  })
})

// CLDR puts 0 in Portuguese's 'one' (with 1), but Brazilian Portuguese says '0 cartões', not
// '0 cartão': each plural there names =0 with its 'other' words.
describe('Brazilian Portuguese counts zero in the plural', () => {
  const format = (namespace: string, key: string, values: Record<string, number>) => {
    const i18n = setupI18n({
      locale: 'pt-BR',
      messages: { 'pt-BR': { [key]: compileMessageOrThrow(read('pt-BR', namespace)[key]!) } },
    })
    return i18n._(key, values)
  }

  it("reads '0 cartões para hoje' on Today", () => {
    expect(format('today', 'dueToday', { count: 0 })).toBe('0 cartões para hoje')
    expect(format('today', 'dueToday', { count: 1 })).toBe('1 cartão para hoje')
  })

  it('says every count of zero as it says two', () => {
    const singular: string[] = []
    for (const namespace of namespaces)
      for (const [key, message] of Object.entries(read('pt-BR', namespace))) {
        // A message whose English says zero its own way ('=0 {}') keeps that way.
        if (!message.includes('plural') || read('en', namespace)[key]!.includes('=0')) continue
        const all = (value: number) =>
          Object.fromEntries(placeholders(message).map((name) => [name, value]))
        if (format(namespace, key, all(0)) !== format(namespace, key, all(2)).replaceAll('2', '0'))
          singular.push(`${namespace}.${key}`)
      }
    expect(singular).toEqual([])
  })
})
