import { describe, expect, it } from 'vitest'
import { escapeMarkup } from './escape-markup'

describe('escapeMarkup', () => {
  it('escapes the five markup characters', () => {
    expect(escapeMarkup(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    )
  })

  it('drops control characters XML cannot hold, keeps tabs and line breaks', () => {
    expect(escapeMarkup('a\u0000b\u001fc\td\ne')).toBe('abc\td\ne')
  })
})
