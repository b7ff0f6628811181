import { splitSentences, stripInline } from './sentences'

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

describe('stripInline', () => {
  it('removes inline markdown', () => {
    expect(stripInline('The **cell** is the `basic` unit of [life](https://example.com).')).toBe(
      'The cell is the basic unit of life.',
    )
  })
})
