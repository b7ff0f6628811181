import { describe, expect, it } from 'vitest'
import { chapterAt, chaptersOf } from './chapters'
import type { SpokenLine } from './voice-track'

const guide = `# Cell Biology

## Cell Structure
The nucleus holds the DNA. The membrane controls what enters and leaves the cell.

## Energy
Mitochondria release energy from glucose through cellular respiration. ATP carries the energy.

## Proteins
Ribosomes assemble proteins from amino acids. Enzymes are proteins that speed up reactions.`

const host = (text: string): SpokenLine => ({ speaker: 'host', text })
const guest = (text: string): SpokenLine => ({ speaker: 'guest', text })

describe('chaptersOf', () => {
  it('starts a chapter where the talk moves to another section; a question goes with its answer', () => {
    const lines = [
      guest('Welcome! What are we looking at today?'),
      host('Every cell has a nucleus that holds its DNA.'),
      host('And a membrane that decides what enters.'),
      guest('So how does a cell get going?'),
      host('Mitochondria burn glucose in cellular respiration and make ATP.'),
      guest('And who builds things?'),
      host('Ribosomes join amino acids into proteins.'),
      host('Some proteins, enzymes, speed up reactions.'),
      guest('That was the cell, its nucleus and its energy. Thanks for listening!'),
    ]
    expect(chaptersOf(lines, guide)).toEqual([
      { title: 'Cell Structure', line: 0 },
      { title: 'Energy', line: 3 },
      { title: 'Proteins', line: 5 },
    ])
  })

  it('a passing mention of another section between two lines of one section starts no chapter', () => {
    const lines = [
      host('Mitochondria release energy from glucose.'),
      host('That energy lets ribosomes build proteins.'),
      host('ATP carries the energy of cellular respiration.'),
      host('Ribosomes assemble proteins; enzymes speed up reactions.'),
    ]
    expect(chaptersOf(lines, guide)).toEqual([
      { title: 'Energy', line: 0 },
      { title: 'Proteins', line: 3 },
    ])
  })

  it('gives no chapters when the talk stays in one section, or the guide has one', () => {
    expect(chaptersOf([host('The nucleus holds DNA.'), host('The membrane.')], guide)).toEqual([])
    expect(chaptersOf([host('Anything.')], '# Title\n\n## Only\nOne section.')).toEqual([])
  })

  it('chapterAt finds the chapter a line falls in', () => {
    const chapters = [
      { title: 'A', line: 0 },
      { title: 'B', line: 3 },
    ]
    expect([0, 2, 3, 9].map((line) => chapterAt(chapters, line))).toEqual([0, 0, 1, 1])
  })
})
