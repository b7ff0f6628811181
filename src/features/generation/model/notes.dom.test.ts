import { exampleNotes, exampleTitle } from './example-notes'
import { splitMarkdownBlocks } from './markdown-blocks'
import {
  clearNotesDraft,
  hasEnoughNotes,
  loadNotesDraft,
  NOTES_DRAFT_KEY,
  notesProblem,
  remainingHint,
  saveNotesDraft,
} from './notes'

describe('pasted notes', () => {
  it('uses the spec messages for empty and short notes', () => {
    expect(notesProblem('')?.text).toBe('Please enter some text to generate a study guide.')
    expect(notesProblem(' '.repeat(60))?.text).toBe(
      'Please enter some text to generate a study guide.',
    )
    expect(notesProblem(`${'a'.repeat(49)}          `)?.text).toBe(
      'Please provide more content (at least 50 characters) for a meaningful study guide.',
    )
    expect(notesProblem('a'.repeat(50))).toBeNull()
  })

  it('enables generation at 50 characters and counts down the rest', () => {
    expect(hasEnoughNotes('a'.repeat(49))).toBe(false)
    expect(hasEnoughNotes('a'.repeat(50))).toBe(true)
    expect(remainingHint('')).toBe('50 more characters needed')
    expect(remainingHint('a'.repeat(49))).toBe('1 more character needed')
    expect(remainingHint('a'.repeat(50))).toBeNull()
  })

  it('keeps a draft in sessionStorage and forgets it when cleared', () => {
    expect(loadNotesDraft()).toEqual({ title: '', notes: '' })
    saveNotesDraft({ title: 'Cells', notes: 'Mitochondria' })
    expect(loadNotesDraft()).toEqual({ title: 'Cells', notes: 'Mitochondria' })
    clearNotesDraft()
    expect(sessionStorage.getItem(NOTES_DRAFT_KEY)).toBeNull()
    sessionStorage.setItem(NOTES_DRAFT_KEY, '{not json')
    expect(loadNotesDraft()).toEqual({ title: '', notes: '' })
  })

  it('offers a biology example of about a thousand characters', () => {
    expect(exampleTitle).toMatch(/photosynthesis/i)
    expect(exampleNotes.length).toBeGreaterThanOrEqual(900)
    expect(exampleNotes.length).toBeLessThanOrEqual(1000)
    expect(exampleNotes).toMatch(/chloroplast/i)
  })
})

describe('splitMarkdownBlocks', () => {
  it('splits at blank lines but never inside a code fence', () => {
    const text = '# Title\n\nIntro line\nsecond line\n\n```\ncode\n\nmore code\n```\n\n- a\n- b'
    expect(splitMarkdownBlocks(text)).toEqual([
      '# Title',
      'Intro line\nsecond line',
      '```\ncode\n\nmore code\n```',
      '- a\n- b',
    ])
  })

  it('keeps a growing last block as the only changing one', () => {
    const before = splitMarkdownBlocks('# A\n\nPara')
    const after = splitMarkdownBlocks('# A\n\nParagraph goes on')
    expect(after[0]).toBe(before[0])
    expect(after).toHaveLength(2)
  })
})
