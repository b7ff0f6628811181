import { layoutPageText, type PositionedText } from './pdf-layout'

/** A text item at baseline (x, y), 10 pt, 5 pt per character. */
const item = (str: string, x: number, y: number): PositionedText => ({
  str,
  x,
  y,
  width: str.length * 5,
  size: 10,
})

describe('layoutPageText', () => {
  it('joins glyph runs of one word without a space and separate words with one', () => {
    // "Photo" + "synthesis" touch; "works" starts a word-gap later.
    const items = [item('Photo', 50, 700), item('synthesis', 75, 700), item('works', 128, 700)]
    expect(layoutPageText(items)).toBe('Photosynthesis works')
  })

  it('orders lines top to bottom even when the content stream does not', () => {
    const items = [
      item('third line', 50, 672),
      item('first line', 50, 700),
      item('second line', 50, 686),
    ]
    expect(layoutPageText(items)).toBe('first line\nsecond line\nthird line')
  })

  it('joins a word hyphenated at the end of a line, and keeps other hyphens and dashes', () => {
    const items = [
      item('Reading order is rebuilt by func-', 50, 700),
      item('tions that group lines - not by', 50, 686),
      item('the content stream; see page 3-', 50, 672),
      item('4 and the Pre-', 50, 658),
      item('Raphaelites', 50, 644),
    ]
    expect(layoutPageText(items)).toBe(
      'Reading order is rebuilt by functions that group lines - not by\nthe content stream; see page 3-\n4 and the Pre-\nRaphaelites',
    )
  })

  it('turns a large vertical gap into a paragraph break', () => {
    const items = [item('Heading', 50, 700), item('Body text after a gap', 50, 640)]
    expect(layoutPageText(items)).toBe('Heading\n\nBody text after a gap')
  })

  it('reads two columns apart when their gutter is only about one font size wide', () => {
    // A LaTeX paper's columns: 10 pt text, lines 240 pt wide, 10 pt between the columns.
    const line = (str: string, x: number, y: number): PositionedText => ({
      str,
      x,
      y,
      width: 240,
      size: 10,
    })
    const items = [0, 1, 2, 3].flatMap((row) => [
      line(`left ${row + 1}`, 50, 700 - row * 12),
      line(`right ${row + 1}`, 300, 700 - row * 12),
    ])
    expect(layoutPageText(items)).toBe(
      'left 1\nleft 2\nleft 3\nleft 4\n\nright 1\nright 2\nright 3\nright 4',
    )
  })

  it('keeps a single column with ragged lines as one column', () => {
    const items = [
      item('A long line that spans most of the page width here', 50, 700),
      item('short', 50, 686),
      item('Another long line spanning most of the width too', 50, 672),
      item('end', 50, 658),
    ]
    expect(layoutPageText(items)).toBe(
      'A long line that spans most of the page width here\nshort\nAnother long line spanning most of the width too\nend',
    )
  })

  it('ignores whitespace-only items and returns an empty string for an empty page', () => {
    expect(layoutPageText([item('   ', 50, 700)])).toBe('')
    expect(layoutPageText([])).toBe('')
  })

  it('lays out a page of 200,000 text items (two columns, one glyph per item)', () => {
    // 1,000 rows × 2 columns × 100 glyphs, each glyph its own item touching the next.
    const rows = 1_000
    const glyphs = 100
    const lineText = (column: string, row: number) =>
      `${column}${String(row).padStart(4, '0')}`.repeat(glyphs / 5)
    const items: PositionedText[] = []
    for (let row = 0; row < rows; row += 1) {
      for (const [column, x0] of [
        ['L', 50],
        ['R', 320],
      ] as const) {
        const text = lineText(column, row)
        for (let index = 0; index < glyphs; index += 1) {
          items.push({
            str: text[index] ?? '',
            x: x0 + index * 2,
            y: 20_000 - row * 14,
            width: 2,
            size: 10,
          })
        }
      }
    }
    expect(items).toHaveLength(200_000)
    const column = (name: string) =>
      Array.from({ length: rows }, (_, row) => lineText(name, row)).join('\n')
    expect(layoutPageText(items)).toBe(`${column('L')}\n\n${column('R')}`)
  })
})
