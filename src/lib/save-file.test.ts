import { describe, expect, it } from 'vitest'
import { downloadFileName } from './save-file'

describe('downloadFileName', () => {
  it('is the title with the extension', () => {
    expect(downloadFileName('Cell Biology', 'txt')).toBe('Cell Biology.txt')
    expect(downloadFileName('Cell Biology mind map', 'svg')).toBe('Cell Biology mind map.svg')
  })

  it('turns what file systems reject, and control characters, into single spaces', () => {
    expect(downloadFileName('Cells: A/B? "test"', 'csv')).toBe('Cells A B test.csv')
    expect(downloadFileName('a\\b|c<d>e*f', 'html')).toBe('a b c d e f.html')
    expect(downloadFileName('Line\none\ttab\u007f', 'txt')).toBe('Line one tab.txt')
  })

  it('falls back when nothing is left', () => {
    expect(downloadFileName('   ', 'txt')).toBe('study-guide.txt')
    expect(downloadFileName('???', 'html')).toBe('study-guide.html')
    expect(downloadFileName('', 'csv', 'Flashcards')).toBe('Flashcards.csv')
  })
})
