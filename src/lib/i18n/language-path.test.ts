import { languageOfPath, localizedPath, withoutLanguage } from './language-path'

describe('the public pages’ addresses per language', () => {
  it('puts every language but English under its code, and reads it back', () => {
    expect(localizedPath('/', 'en')).toBe('/')
    expect(localizedPath('/', 'es')).toBe('/es')
    expect(localizedPath('/blog/betatesting', 'zh-CN')).toBe('/zh-CN/blog/betatesting')
    for (const path of ['/', '/blog', '/blog/betatesting'])
      for (const code of ['en', 'es', 'pt-BR', 'ar'] as const) {
        const address = localizedPath(path, code)
        expect(languageOfPath(address) ?? 'en').toBe(code)
        expect(withoutLanguage(address)).toBe(path)
      }
  })

  it('takes no other first segment for a language', () => {
    expect(languageOfPath('/estimates')).toBeUndefined()
    expect(languageOfPath('/en/blog')).toBeUndefined()
    expect(languageOfPath('/pt-br')).toBeUndefined()
    expect(withoutLanguage('/dashboard')).toBe('/dashboard')
  })
})
