import { markedFormula, markMathInMarkdown } from './math-markdown'

describe('markMathInMarkdown', () => {
  it('turns each formula into a marked code span holding its source', () => {
    const marked = markMathInMarkdown('- Energy: $E = mc^2$ and \\(a_1 * b_1\\)')
    const spans = [...marked.matchAll(/`([^`]+)`/g)].map((match) => markedFormula(match[1]!))
    expect(spans).toEqual([
      { kind: 'math', tex: 'E = mc^2', display: false, source: '$E = mc^2$' },
      { kind: 'math', tex: 'a_1 * b_1', display: false, source: '\\(a_1 * b_1\\)' },
    ])
    expect(marked.startsWith('- Energy: `')).toBe(true)
  })

  it('keeps a display formula on several lines as one span', () => {
    const marked = markMathInMarkdown('Then\n\n$$\n\\int_0^1 x^2\\,dx\n$$\n\nDone')
    const span = /`([^`]+)`/.exec(marked)?.[1]
    expect(span && markedFormula(span)).toMatchObject({ tex: '\\int_0^1 x^2\\,dx', display: true })
    expect(marked.endsWith('\n\nDone')).toBe(true)
  })

  it('leaves code, money and text without formulas untouched', () => {
    const markdown = [
      'Costs $5 and $10.',
      '```',
      'echo $HOME $PATH$',
      '```',
      'Inline `$x$` stays code.',
    ].join('\n')
    expect(markMathInMarkdown(markdown)).toBe(markdown)
  })

  it('is not fooled by a backtick inside a formula', () => {
    const marked = markMathInMarkdown('See $a`b$.')
    expect(marked).toBe('See ``\uE000$a`b$``.')
  })

  it('reads real code as code', () => {
    expect(markedFormula('npm install')).toBeNull()
  })
})
