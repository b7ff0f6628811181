/**
 * The translator's loader: a namespace's translation loads when a screen adds the namespace, in
 * the interface language only, before that screen renders; a switch loads every namespace added
 * so far; nothing else loads (a page's JavaScript budget counts only its own namespaces).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import englishAuth from './locales/en/auth.json'
import englishLanding from './locales/en/landing.json'
import type { Translations } from './catalogues'
import type * as I18nModule from './i18n'

let i18n: typeof I18nModule

/** The translations of a namespace as its module globs them, each load recorded. */
function recorded(namespace: string, loads: string[]): Translations {
  const all = import.meta.glob<{ default: Record<string, unknown> }>([
    './locales/*/*.json',
    '!./locales/en/*.json',
  ])
  return Object.fromEntries(
    Object.entries(all)
      .filter(([path]) => path.endsWith(`/${namespace}.json`))
      .map(([path, load]) => [
        path,
        () => {
          loads.push(path.split('/').slice(-2).join('/'))
          return load()
        },
      ]),
  )
}

beforeEach(async () => {
  // A fresh translator each test: the namespaces a test adds are its own.
  vi.resetModules()
  i18n = await import('./i18n')
})
// Files share one module graph: whatever imports the translator after this file finds English.
afterEach(() => i18n.activateLanguage('en'))

describe('the catalogues loader', () => {
  it("has a namespace added in Spanish in Spanish before the screen's module goes on", async () => {
    await i18n.activateLanguage('es')
    const loads: string[] = []
    await i18n.addCatalogue('landing', englishLanding, recorded('landing', loads))
    expect(i18n.translate('landing.create.heading')).toBe('Crea tu guía de estudio')
    expect(loads).toEqual(['es/landing.json'])
  })

  it('loads no translation for a namespace no screen added, nor for English', async () => {
    const landingLoads: string[] = []
    await i18n.addCatalogue('landing', englishLanding, recorded('landing', landingLoads))
    expect(i18n.translate('landing.create.heading')).toBe('Create your study guide')
    const authLoads: string[] = []
    const authTranslations = recorded('auth', authLoads)
    await i18n.activateLanguage('ar')
    expect(landingLoads).toEqual(['ar/landing.json'])
    expect(authLoads).toEqual([])

    // The sign-in dialog's module adds auth: only now, and only in Arabic.
    await i18n.addCatalogue('auth', englishAuth, authTranslations)
    expect(authLoads).toEqual(['ar/auth.json'])
    expect(i18n.translate('auth.title.login')).toBe('مرحبًا بعودتك')
  })

  it('a switch loads every namespace added so far, each once', async () => {
    const loads: string[] = []
    await i18n.addCatalogue('landing', englishLanding, recorded('landing', loads))
    await i18n.activateLanguage('de')
    expect(i18n.translate('landing.create.heading')).toBe('Erstelle deine Lernzusammenfassung')
    await i18n.activateLanguage('en')
    expect(i18n.translate('landing.create.heading')).toBe('Create your study guide')
    await i18n.activateLanguage('de')
    expect(loads).toEqual(['de/landing.json'])
  })

  it('a key its translation lacks reads in English', async () => {
    const loads: string[] = []
    const withoutHeading: Translations = {
      './locales/fr/landing.json': async () => {
        loads.push('fr/landing.json')
        return { default: { 'create.lead': ['Créez votre guide'] } }
      },
    }
    await i18n.addCatalogue('landing', englishLanding, withoutHeading)
    await i18n.activateLanguage('fr')
    expect(loads).toEqual(['fr/landing.json'])
    expect(i18n.translate('landing.create.heading')).toBe('Create your study guide')
  })

  it('a translation that cannot load (offline, never cached) opens the screen in English, then loads next time', async () => {
    await i18n.activateLanguage('es')
    const loads: string[] = []
    const [path, load] = Object.entries(recorded('landing', loads)).find(([key]) =>
      key.endsWith('/es/landing.json'),
    )!
    let reachable = false
    const translations: Translations = {
      [path]: () => (reachable ? load() : Promise.reject(new TypeError('Failed to fetch'))),
    }
    await i18n.addCatalogue('landing', englishLanding, translations)
    expect(i18n.translate('landing.create.heading')).toBe('Create your study guide')
    expect(loads).toEqual([])

    reachable = true
    await i18n.activateLanguage('en')
    await i18n.activateLanguage('es')
    expect(i18n.translate('landing.create.heading')).toBe('Crea tu guía de estudio')
    expect(loads).toEqual(['es/landing.json'])
  })
})
