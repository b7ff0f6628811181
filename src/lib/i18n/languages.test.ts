import { directionOf, matchLanguage } from './languages'

describe('the browser language on a first visit', () => {
  it('takes the first language the interface speaks, exact tag first, then its base', () => {
    expect(matchLanguage(['pt-BR', 'en'])).toBe('pt-BR')
    expect(matchLanguage(['pt-PT'])).toBe('pt-BR')
    expect(matchLanguage(['es-MX', 'en-US'])).toBe('es')
    expect(matchLanguage(['zh-TW'])).toBe('zh-CN')
    expect(matchLanguage(['de-AT'])).toBe('de')
    expect(matchLanguage(['ar-EG'])).toBe('ar')
    expect(matchLanguage(['ja', 'fr-CA', 'en'])).toBe('fr')
  })

  it('finds none for a language it does not speak', () => {
    expect(matchLanguage(['ja', 'ko'])).toBeUndefined()
    expect(matchLanguage([])).toBeUndefined()
  })

  it('writes Arabic right to left and the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('zh-CN')).toBe('ltr')
    expect(directionOf('en')).toBe('ltr')
  })
})
