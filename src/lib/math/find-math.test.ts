import { hasMath, splitMath } from './find-math'

const formulas = (text: string) =>
  splitMath(text).flatMap((part) => (part.kind === 'math' ? [[part.tex, part.display]] : []))

describe('splitMath', () => {
  it('finds the four kinds of delimiters', () => {
    expect(
      formulas('Area $\\pi r^2$, then $$\\int_0^1 x^2\\,dx$$ and \\(a+b\\) or \\[c^2\\].'),
    ).toEqual([
      ['\\pi r^2', false],
      ['\\int_0^1 x^2\\,dx', true],
      ['a+b', false],
      ['c^2', true],
    ])
  })

  it('keeps the text around a formula and the formula as written', () => {
    expect(splitMath('Solve $x^2 = 4$ now')).toEqual([
      { kind: 'text', text: 'Solve ' },
      { kind: 'math', tex: 'x^2 = 4', display: false, source: '$x^2 = 4$' },
      { kind: 'text', text: ' now' },
    ])
  })

  it.each([
    'It costs $5 and $10 for both.',
    'It costs $5.',
    'Tickets are $5-$10 each.',
    'From $5 to $10, or US$5 vs US$6.',
    'Pay $20/month, or $200 a year.',
    'An escaped \\$x\\$ is text.',
    'Nothing here',
  ])('reads money and plain text as text: %s', (text) => {
    expect(hasMath(text)).toBe(false)
    expect(splitMath(text)).toEqual([{ kind: 'text', text }])
  })

  it('finds a formula after money in the same sentence', () => {
    expect(formulas('It costs $5, so $x = 5$ here.')).toEqual([['x = 5', false]])
  })

  it('does not run a formula across a blank line', () => {
    expect(hasMath('Opens $x\n\nand closes x$ later')).toBe(false)
    expect(formulas('$$a\n+ b$$')).toEqual([['a\n+ b', true]])
  })

  it('leaves unclosed and empty delimiters as text', () => {
    expect(hasMath('a $$ b')).toBe(false)
    expect(hasMath('\\( x')).toBe(false)
    expect(hasMath('$$  $$')).toBe(false)
  })
})
