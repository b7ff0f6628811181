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

describe('splitSentences in Chinese and Arabic', () => {
  it('ends a Chinese sentence at 。！？ with no space after it, quotes with their sentence', () => {
    expect(
      splitSentences('光合作用发生在叶绿体中。叶绿素吸收光能！这是为什么？“他说。”然后结束。'),
    ).toEqual([
      '光合作用发生在叶绿体中。',
      '叶绿素吸收光能！',
      '这是为什么？',
      '“他说。”',
      '然后结束。',
    ])
  })

  it("ends an Arabic question at '؟'", () => {
    expect(splitSentences('ما هي الخلية؟ الخلية هي وحدة الحياة.')).toEqual([
      'ما هي الخلية؟',
      'الخلية هي وحدة الحياة.',
    ])
  })
})
