import { detectLanguage, termKey, tokenize } from './tokens'

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
