import { passagesFromMarkdown, passagesFromText } from './text-passages'
import { uncoveredText } from './testing/passage-coverage'

describe('passagesFromText (pasted notes)', () => {
  it('numbers blank-line separated paragraphs from 1, skipping empty ones', () => {
    expect(passagesFromText('\n\nFirst line\nsame paragraph\n \t\n\n\nSecond  \n\nThird')).toEqual([
      { anchor: { kind: 'paragraph', n: 1 }, text: 'First line\nsame paragraph' },
      { anchor: { kind: 'paragraph', n: 2 }, text: 'Second' },
      { anchor: { kind: 'paragraph', n: 3 }, text: 'Third' },
    ])
  })

  it('gives no passages for blank text', () => {
    expect(passagesFromText('  \n\n\t')).toEqual([])
  })

  it('loses no text, whatever the mix of lines and blank lines', () => {
    let seed = 7
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647) * 6
    const pieces = ['word', ' ', '\n', '\n\n', ' \t\n', '# Heading', '```']
    for (let round = 0; round < 200; round += 1) {
      const text = Array.from({ length: 40 }, () => pieces[Math.floor(random())]).join('')
      for (const passages of [passagesFromText(text), passagesFromMarkdown(text)]) {
        expect(uncoveredText(text, passages).trim()).toBe('')
      }
    }
  })
})

describe('passagesFromMarkdown', () => {
  it('starts a passage at every ATX heading, closing #s and indentation aside', () => {
    const markdown =
      '# One\ntext one\n   ## Two ##\ntext two\n###### Six\n#hashtag is not a heading'
    expect(passagesFromMarkdown(markdown)).toEqual([
      { anchor: { kind: 'heading', heading: 'One' }, text: '# One\ntext one' },
      { anchor: { kind: 'heading', heading: 'Two' }, text: '## Two ##\ntext two' },
      {
        anchor: { kind: 'heading', heading: 'Six' },
        text: '###### Six\n#hashtag is not a heading',
      },
    ])
  })

  it('does not split at # lines inside fenced code', () => {
    const markdown =
      '# Shell\n```sh\n# install first\nnpm ci\n```\n~~~\n# still code\n~~~\n# Next\nDone.'
    expect(passagesFromMarkdown(markdown).map((passage) => passage.anchor)).toEqual([
      { kind: 'heading', heading: 'Shell' },
      { kind: 'heading', heading: 'Next' },
    ])
  })

  it('numbers the paragraphs before the first heading', () => {
    expect(passagesFromMarkdown('Intro one.\n\nIntro two.\n# Body\nText.')).toEqual([
      { anchor: { kind: 'paragraph', n: 1 }, text: 'Intro one.' },
      { anchor: { kind: 'paragraph', n: 2 }, text: 'Intro two.' },
      { anchor: { kind: 'heading', heading: 'Body' }, text: '# Body\nText.' },
    ])
  })
})
