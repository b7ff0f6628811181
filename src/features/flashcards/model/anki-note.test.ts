import { describe, expect, it } from 'vitest'
import type { Citation } from '@/lib/citation'
import type { SourcePassage } from '@/lib/source'
import { ankiDeck, ankiField, apkgFileName, sourceLines } from './anki-note'
import type { FlashcardSet } from '@/entities/flashcard/flashcard'

describe('ankiField', () => {
  it('escapes HTML and keeps line breaks as <br>', () => {
    expect(ankiField('<b>bold</b> & "quoted" it\'s\nnext')).toBe(
      '&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot; it&#39;s<br>next',
    )
  })

  it('gives LaTeX Anki’s MathJax delimiters: $…$ and \\(…\\) inline, $$…$$ and \\[…\\] display', () => {
    expect(ankiField('Area $A = \\pi r^2$ of a circle')).toBe('Area \\(A = \\pi r^2\\) of a circle')
    expect(ankiField('$$\\sum_{i<n} i$$')).toBe('\\[\\sum_{i&lt;n} i\\]')
    expect(ankiField('\\(x>0\\) and \\[y\\]')).toBe('\\(x&gt;0\\) and \\[y\\]')
    expect(ankiField('$$a\n+ b$$')).toBe('\\[a + b\\]')
  })

  it('leaves money and escaped dollars as text', () => {
    expect(ankiField('It costs $5 and $10.')).toBe('It costs $5 and $10.')
    expect(ankiField('Pay \\$3 now')).toBe('Pay $3 now')
    expect(ankiField('a $ b $ c')).toBe('a $ b $ c')
  })
})

const source: SourcePassage[] = [
  { anchor: { kind: 'page', n: 3 }, text: 'Intro. The Calvin cycle fixes carbon. More.' },
  { anchor: { kind: 'slide', n: 7 }, text: 'Rubisco captures CO2.' },
]

describe('sourceLines', () => {
  it('gives the page or slide and the quoted sentence of each supported citation', () => {
    expect(
      sourceLines(
        [
          { status: 'verified', passage: 0, anchor: { kind: 'page', n: 3 }, marks: [[7, 38]] },
          { status: 'found', passage: 1, anchor: { kind: 'slide', n: 7 }, marks: [[0, 21]] },
        ],
        source,
      ),
    ).toEqual(['page 3: “The Calvin cycle fixes carbon.”', 'slide 7: “Rubisco captures CO2.”'])
  })

  it('says where the source is when the material is not at hand, and when nothing supports it', () => {
    const cited: Citation = {
      status: 'verified',
      passage: 0,
      anchor: { kind: 'page', n: 3 },
      marks: [[7, 38]],
    }
    expect(sourceLines([cited], undefined)).toEqual(['page 3'])
    expect(sourceLines([{ status: 'not-found' }], source)).toEqual(['Not found in your material'])
    expect(sourceLines(undefined, source)).toEqual([])
  })
})

describe('ankiDeck', () => {
  const set: FlashcardSet = {
    id: 'set-1',
    studyGuideId: 'g',
    title: 'Cells Flashcards',
    createdAt: '2026-11-20T10:00:00Z',
    schedule: {},
    sessions: [],
    cards: [
      {
        id: 'card_0',
        front: 'What fixes carbon?',
        back: 'The <Calvin> cycle',
        difficulty: 'easy',
        citations: [
          { status: 'verified', passage: 0, anchor: { kind: 'page', n: 3 }, marks: [[7, 38]] },
        ],
      },
      { id: 'card_1', front: 'Uncited', back: 'card', difficulty: 'hard' },
    ],
  }

  it('makes one Studywise note per card in a deck named after the guide, tagged with the exam day', () => {
    const deck = ankiDeck(set, { guideTitle: 'Cell Biology', examDate: '2026-12-14', source })
    expect(deck.deckName).toBe('Cell Biology')
    expect(deck.noteType.name).toBe('Studywise')
    expect(deck.noteType.fields).toEqual(['Front', 'Back', 'Source'])
    expect(deck.notes).toEqual([
      {
        guid: 'studywise-set-1-card_0',
        fields: [
          'What fixes carbon?',
          'The &lt;Calvin&gt; cycle',
          'page 3: “The Calvin cycle fixes carbon.”',
        ],
        tags: ['studywise', 'exam-2026-12-14'],
      },
      {
        guid: 'studywise-set-1-card_1',
        fields: ['Uncited', 'card', ''],
        tags: ['studywise', 'exam-2026-12-14'],
      },
    ])
    expect(ankiDeck(set, { guideTitle: 'Cell Biology' }).notes[0]?.tags).toEqual(['studywise'])
  })

  it('names the file after the guide, without characters file systems refuse', () => {
    expect(apkgFileName('Cells: part 1/2')).toBe('Cells part 1 2.apkg')
  })
})
