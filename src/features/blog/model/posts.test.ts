import { formatLongDate, formatShortDate } from './posts'

const viaIntl = (isoDate: string, options: Intl.DateTimeFormatOptions) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { ...options, timeZone: 'UTC' })

describe('post dates', () => {
  const dates = Array.from({ length: 12 }, (_, month) => [
    `2026-${String(month + 1).padStart(2, '0')}-01`,
    `2025-${String(month + 1).padStart(2, '0')}-28`,
  ]).flat()

  it('read as en-US writes them, in UTC, without Intl', () => {
    for (const date of [...dates, '2024-02-29', '2026-12-31']) {
      expect(formatShortDate(date)).toBe(viaIntl(date, { month: 'short', day: 'numeric' }))
      expect(formatLongDate(date)).toBe(
        viaIntl(date, { year: 'numeric', month: 'long', day: 'numeric' }),
      )
    }
  })
})
