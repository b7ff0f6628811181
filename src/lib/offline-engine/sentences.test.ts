import { parseDocument, splitSentences, stripInline } from './sentences'
import { detectLanguage, termKey, tokenize } from '@/lib/text/tokens'

describe('splitSentences', () => {
  it('keeps abbreviations, initials and decimals inside their sentence', () => {
    const text =
      'Enzymes speed up reactions, e.g. digestion in the stomach. The value of pi is about 3.14 in most books. J. Watson and F. Crick described DNA in 1953. Dr. Smith works in the U.S. lab today. Is it true? Yes!'
    expect(splitSentences(text)).toEqual([
      'Enzymes speed up reactions, e.g. digestion in the stomach.',
      'The value of pi is about 3.14 in most books.',
      'J. Watson and F. Crick described DNA in 1953.',
      'Dr. Smith works in the U.S. lab today.',
      'Is it true?',
      'Yes!',
    ])
  })

  it('does not split before a lower-case continuation', () => {
    expect(splitSentences('Prices rose approx. ten percent. Then they fell.')).toEqual([
      'Prices rose approx. ten percent.',
      'Then they fell.',
    ])
  })
})

describe('parseDocument', () => {
  it('follows markdown headings, plain-text headings and list items', () => {
    const doc = parseDocument(
      '# Cells\n\nIntro sentence about cells here. Another one follows.\n\n## Parts\n\n- **Nucleus**: the control centre of the cell\n- Ribosomes build proteins from amino acids.\n\nEnergy Flow\n\nMitochondria release energy from food molecules.',
    )
    expect(doc.firstHeading).toBe('Cells')
    expect(doc.sections.map((s) => s.heading)).toEqual(['Cells', 'Parts', 'Energy Flow'])
    expect(doc.sentences.map((s) => s.text)).toEqual([
      'Intro sentence about cells here.',
      'Another one follows.',
      'Nucleus: the control centre of the cell',
      'Ribosomes build proteins from amino acids.',
      'Mitochondria release energy from food molecules.',
    ])
    expect(doc.sentences[2]?.hint).toEqual({
      term: 'Nucleus',
      definition: 'the control centre of the cell',
    })
  })

  it('joins hard-wrapped lines into one paragraph', () => {
    const doc = parseDocument(
      'Photosynthesis happens in\nthe chloroplasts of leaf\ncells. It needs light.',
    )
    expect(doc.sentences.map((s) => s.text)).toEqual([
      'Photosynthesis happens in the chloroplasts of leaf cells.',
      'It needs light.',
    ])
  })

  it('removes inline markdown', () => {
    expect(stripInline('The **cell** is the `basic` unit of [life](https://example.com).')).toBe(
      'The cell is the basic unit of life.',
    )
  })
})

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
