import { formatCount } from './format-count'

describe('formatCount', () => {
  it('writes whole numbers as en-US does', () => {
    for (const count of [0, 7, 50, 999, 1000, 12_345, 999_999, 2_000_000, 1_234_567_890, -4321])
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'))
  })

  it('leaves fractions and huge numbers to toLocaleString', () => {
    expect(formatCount(1234.5)).toBe('1,234.5')
    expect(formatCount(2 ** 60)).toBe((2 ** 60).toLocaleString('en-US'))
  })
})
