import { activateLanguage } from './i18n'
import {
  formatDate,
  formatDuration,
  formatNumber,
  formatPercent,
  formatWholeNumber,
  formatYear,
} from './format'

describe('numbers, dates and durations in the interface language', () => {
  afterEach(() => activateLanguage('en'))

  it('follows English by default', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5')
    expect(formatPercent(0.25)).toBe('25%')
    expect(formatDate('2026-11-23T12:00:00Z')).toBe('Nov 23, 2026')
    expect(formatDuration(7200)).toBe('2 hours')
    expect(formatDuration(300)).toBe('5 minutes')
  })

  it('follows the language chosen', async () => {
    await activateLanguage('de')
    expect(formatNumber(1234.5)).toBe('1.234,5')
    expect(formatPercent(0.25)).toBe('25\u00a0%')
    expect(formatDuration(300)).toBe('5 Minuten')
    await activateLanguage('fr')
    expect(formatDate('2026-11-23T12:00:00Z')).toBe('23 nov. 2026')
    await activateLanguage('zh-CN')
    expect(formatDate('2026-11-23T12:00:00Z')).toBe('2026年11月23日')
  })

  it('writes a year without Intl in English (the public pages load none), with it elsewhere', async () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat')
    expect(formatYear(2026)).toBe('2026')
    expect(numberFormat).not.toHaveBeenCalled()
    numberFormat.mockRestore()
    await activateLanguage('ar')
    expect(formatYear(2026)).toBe(new Intl.NumberFormat('ar', { useGrouping: false }).format(2026))
    await activateLanguage('de')
    expect(formatYear(2026)).toBe('2026')
  })

  it('writes a whole number without Intl in English, in the language chosen elsewhere', async () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat')
    expect(formatWholeNumber(12345)).toBe('12,345')
    expect(numberFormat).not.toHaveBeenCalled()
    numberFormat.mockRestore()
    await activateLanguage('de')
    expect(formatWholeNumber(12345)).toBe('12.345')
    await activateLanguage('fr')
    expect(formatWholeNumber(12345)).toBe('12\u202f345')
  })

  it('makes one formatter per language and options, however many dates a page shows', async () => {
    const Original = Intl.DateTimeFormat
    let made = 0
    Intl.DateTimeFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args)
        made += 1
      }
    } as typeof Original
    try {
      const options = { month: 'long', year: 'numeric' } as const
      expect(formatDate('2026-11-23T12:00:00Z', options)).toBe('November 2026')
      expect(formatDate('2026-12-23T12:00:00Z', options)).toBe('December 2026')
      expect(made).toBe(1)
      await activateLanguage('de')
      expect(formatDate('2026-12-23T12:00:00Z', options)).toBe('Dezember 2026')
      expect(made).toBe(2)
    } finally {
      Intl.DateTimeFormat = Original
    }
  })

  it("gives '' for a date that is not one", () => {
    expect(formatDate('not a date')).toBe('')
  })
})
