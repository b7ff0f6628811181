import { bodyUnderTitle, headingOffsetUnderTitle } from './body-under-title'

describe('bodyUnderTitle', () => {
  it('leaves out a first # heading that repeats the title', () => {
    expect(bodyUnderTitle('# Cell Biology\n\n## Overview\nCells.', 'Cell Biology')).toBe(
      '## Overview\nCells.',
    )
  })

  it('matches regardless of case, emphasis, spacing and closing hashes', () => {
    expect(bodyUnderTitle('  # **Cell  biology** ##\n## Overview', 'Cell Biology')).toBe(
      '## Overview',
    )
  })

  it('keeps a first heading that says something else, or is not a # heading', () => {
    const other = '# Cell Biology: Chapter 3\n\n## Overview'
    expect(bodyUnderTitle(other, 'Cell Biology')).toBe(other)
    const second = '## Cell Biology\n\nText'
    expect(bodyUnderTitle(second, 'Cell Biology')).toBe(second)
    const later = 'Intro\n# Cell Biology'
    expect(bodyUnderTitle(later, 'Cell Biology')).toBe(later)
  })

  it('returns an empty body for a guide that is only its title', () => {
    expect(bodyUnderTitle('# Cells', 'Cells')).toBe('')
  })
})

describe('headingOffsetUnderTitle', () => {
  it('brings the body’s top heading level to h2, below the page’s h1', () => {
    expect(headingOffsetUnderTitle('# Part one\n\n## Overview')).toBe(1)
    expect(headingOffsetUnderTitle('## Overview\nCells.\n### Detail')).toBe(0)
    expect(headingOffsetUnderTitle('### Deep only')).toBe(0)
  })

  it('ignores # lines inside code fences, and a body without headings keeps the default', () => {
    expect(headingOffsetUnderTitle('```sh\n# a comment\n```\n## Steps')).toBe(0)
    expect(headingOffsetUnderTitle('Just text.')).toBe(1)
  })
})
