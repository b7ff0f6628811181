import { bodyUnderTitle } from './body-under-title'

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
