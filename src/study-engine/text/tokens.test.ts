import { detectLanguage, stopWordsOf, termKey, tokenize } from './tokens'

describe('tokens', () => {
  it('reads words of any alphabet, with accents and inner apostrophes', () => {
    expect(tokenize("L'énergie über Ωμέγα don't 3.5").map((t) => t.surface)).toEqual([
      "L'énergie",
      'über',
      'Ωμέγα',
      "don't",
      '3',
      '5',
    ])
  })

  it('matches word forms through a light stem', () => {
    expect(termKey('Cells')).toBe(termKey('cell'))
    expect(termKey('proteínas')).toBe(termKey('proteina'))
  })

  it('detects the language by its function words', () => {
    expect(detectLanguage('The cell is the unit of life and it is small.').lang).toBe('en')
    expect(
      detectLanguage(
        'La célula es la unidad de la vida y los seres vivos están formados por células.',
      ).lang,
    ).toBe('es')
    expect(
      detectLanguage(
        'La cellule est l’unité du vivant et les êtres vivants sont formés de cellules.',
      ).lang,
    ).toBe('fr')
    expect(
      detectLanguage('Die Zelle ist die kleinste Einheit des Lebens und sie ist sehr klein.').lang,
    ).toBe('de')
  })
})

describe('languages written without spaces, and the seven of the interface', () => {
  it('cuts Chinese into words with Intl.Segmenter, offsets into the text kept', () => {
    const text = 'DNA：光合作用是植物利用光能的过程。'
    const tokens = tokenize(text)
    expect(tokens.map((t) => t.surface)).toEqual([
      'DNA',
      '光合作用',
      '是',
      '植物',
      '利用',
      '光能',
      '的',
      '过程',
    ])
    for (const t of tokens) expect(text.slice(t.start, t.end)).toBe(t.surface)
  })

  it('tells Chinese and Arabic by their script', () => {
    expect(detectLanguage('细胞是生命的基本单位。所有生物都由细胞组成。')).toEqual({
      lang: 'zh',
      known: true,
    })
    expect(detectLanguage('الخلية هي الوحدة الأساسية للحياة.')).toEqual({ lang: 'ar', known: true })
  })

  it.each([
    ['en', 'The cell is the unit of life and it is small.', 'the'],
    ['es', 'La célula es la unidad de la vida y los seres vivos están formados por células.', 'la'],
    ['fr', 'La cellule est l’unité du vivant et les êtres vivants sont formés de cellules.', 'les'],
    ['de', 'Die Zelle ist die kleinste Einheit des Lebens und sie ist sehr klein.', 'die'],
    ['pt', 'A célula é a unidade da vida e os seres vivos são formados por células.', 'os'],
    ['zh', '细胞是生命的基本单位。所有生物都由细胞组成。', '的'],
    ['ar', 'الخلية هي الوحدة الأساسية للحياة. تتكون الكائنات الحية من خلايا.', 'هي'],
  ])('has stop words for %s', (_lang, text, stopWord) => {
    expect(stopWordsOf(text).has(stopWord)).toBe(true)
  })
})
