import { parseDocument } from './document'

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
})
