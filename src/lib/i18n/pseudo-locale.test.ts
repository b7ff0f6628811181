import { mediaWarnings } from '@/lib/extract/media/media-messages'
import { messages } from '@/lib/errors'
import { shownText } from './error-text'
import { activateLanguage, addCatalogue, translate } from './i18n'
import englishAuth from './locales/en/auth.json'
import englishLibrary from './locales/en/library.json'
import { speakPseudoEnglish } from './pseudo-locale'
import { shownReading } from './reading-text'

// As the screens add them (library-catalogue.ts, auth-catalogue.ts): the test files share modules.
const libraryTranslations = import.meta.glob(['./locales/*/library.json', '!./locales/en/*'])
const authTranslations = import.meta.glob(['./locales/*/auth.json', '!./locales/en/*'])

/** The pseudo-locale: English accented and longer, its placeholders and plurals still working. */
describe('the pseudo-locale', () => {
  let speakEnglish: (() => void) | undefined
  afterEach(() => {
    speakEnglish?.()
    speakEnglish = undefined
  })

  it('accents every letter, keeps the placeholders and is at least 40 % longer', () => {
    const english = translate('common.footer.notice', { year: 2026 })
    speakEnglish = speakPseudoEnglish()
    const pseudo = translate('common.footer.notice', { year: 2026 })
    expect(pseudo).toMatch(/^\[Ŝţûðýŵîŝé îŝ îñ ƀéţà\. /)
    expect(pseudo).toContain('© 2026 Ŝţûðýŵîŝé')
    expect(pseudo).not.toMatch(/[A-Za-z]/)
    expect(pseudo.length).toBeGreaterThanOrEqual(english.length * 1.4)
  })

  it("keeps a plural's choice and its number", async () => {
    await addCatalogue('library', englishLibrary, libraryTranslations)
    speakEnglish = speakPseudoEnglish()
    expect(translate('library.guideCount', { count: 1 })).toMatch(
      /^\[Ýöû ĥàṽé 1 ŝţûðý ĝûîðé\. ·+\]$/,
    )
    expect(translate('library.guideCount', { count: 3 })).toMatch(/^\[Ýöû ĥàṽé 3 ŝţûðý ĝûîðéŝ\. ·+/)
  })

  it('disguises the English of a namespace added later, and leaves the other languages alone', async () => {
    speakEnglish = speakPseudoEnglish()
    await addCatalogue('auth', englishAuth, authTranslations)
    expect(translate('auth.title.login')).toMatch(/^\[Ŵéļçöɱé Ƀàçķ /)
    await activateLanguage('es')
    expect(translate('common.header.login')).toBe('Iniciar sesión')
    await activateLanguage('en')
    expect(translate('common.header.login')).toMatch(/^\[Ļöĝîñ ·+\]$/)
  })

  it('shows a named message through its key, so the check of visible text sees it (English shows it as made)', () => {
    expect(shownText(messages.saveGuide)).toBe(messages.saveGuide)
    expect(shownReading(mediaWarnings.needsProvider)).toBe(mediaWarnings.needsProvider.text)
    speakEnglish = speakPseudoEnglish()
    expect(shownText(messages.saveGuide)).toMatch(/^\[Ƒàîļéð ţö ŝàṽé ŝţûðý ĝûîðé/)
    expect(shownReading(mediaWarnings.needsProvider)).toMatch(/^\[Ţŕàñŝçŕîƀîñĝ à ŕéçöŕðîñĝ /)
    speakEnglish()
    speakEnglish = undefined
    expect(shownText(messages.saveGuide)).toBe(messages.saveGuide)
  })

  it('gives English back when stopped', () => {
    speakPseudoEnglish()()
    expect(translate('common.header.login')).toBe('Login')
  })
})
