import { describe, expect, it } from 'vitest'
import { csvField, csvFileName, flashcardsCsv } from './csv'

describe('flashcardsCsv', () => {
  it('writes one front,back,source line per card with CRLF and no header', () => {
    const csv = flashcardsCsv({
      cards: [
        { id: 'card_0', front: 'ATP', back: 'Energy currency', difficulty: 'easy' },
        { id: 'card_1', front: 'NADPH', back: 'Electron carrier', difficulty: 'hard' },
      ],
    })
    // Cards made before citations (or without a source) leave the Source column empty.
    expect(csv).toBe('ATP,Energy currency,\r\nNADPH,Electron carrier,\r\n')
  })

  it('names where each card comes from in the Source column', () => {
    const csv = flashcardsCsv({
      cards: [
        {
          id: 'card_0',
          front: 'ATP',
          back: 'Energy currency',
          difficulty: 'easy',
          citations: [
            { status: 'verified', passage: 11, anchor: { kind: 'page', n: 12 }, marks: [] },
            {
              status: 'found',
              passage: 13,
              file: 'bio.pdf',
              anchor: { kind: 'page', n: 14 },
              marks: [],
            },
          ],
        },
        {
          id: 'card_1',
          front: 'Flux',
          back: 'Made up',
          difficulty: 'hard',
          citations: [{ status: 'not-found' }],
        },
      ],
    })
    expect(csv).toBe(
      'ATP,Energy currency,"page 12; bio.pdf, page 14"\r\nFlux,Made up,Not found in your material\r\n',
    )
  })

  it('quotes fields with commas, quotes, line breaks or edge spaces, doubling quotes (RFC 4180)', () => {
    expect(csvField('a, b')).toBe('"a, b"')
    expect(csvField('the "light" reactions')).toBe('"the ""light"" reactions"')
    expect(csvField('line one\nline two')).toBe('"line one\nline two"')
    expect(csvField(' padded')).toBe('" padded"')
    expect(csvField('plain')).toBe('plain')
  })

  it.each([
    [
      '=HYPERLINK("http://evil.example","Click")',
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
    ],
    ['+1+2', `"'+1+2"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
  ])('neutralises a cell a spreadsheet would run as a formula (OWASP): %j', (value, written) => {
    expect(csvField(value)).toBe(written)
    expect(parseCsv(`${csvField(value)},x\r\n`)).toEqual([[`'${value}`, 'x']])
  })

  it('leaves those characters alone inside a cell', () => {
    expect(csvField('E = mc^2')).toBe('E = mc^2')
    expect(csvField('a-b @ c')).toBe('a-b @ c')
  })

  it('round-trips through a strict RFC 4180 reader', () => {
    const cards = [
      { id: 'card_0', front: 'Q, "one"', back: 'multi\r\nline', difficulty: 'medium' as const },
      { id: 'card_1', front: 'Ünïcode ✓', back: '', difficulty: 'easy' as const },
    ]
    expect(parseCsv(flashcardsCsv({ cards }))).toEqual(
      cards.map((card) => [card.front, card.back, '']),
    )
  })
})

describe('csvFileName', () => {
  it('is the set title plus .csv', () => {
    expect(csvFileName('Photosynthesis Flashcards')).toBe('Photosynthesis Flashcards.csv')
  })

  it('replaces characters file systems reject', () => {
    expect(csvFileName('Cells: A/B? "test"')).toBe('Cells A B test.csv')
    expect(csvFileName('   ')).toBe('Flashcards.csv')
  })
})

/** A minimal RFC 4180 parser, independent of the writer, for the round trip. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"'
        index++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      index++
    } else field += char
  }
  return rows
}
