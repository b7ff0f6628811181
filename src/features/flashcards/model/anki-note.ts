import {
  BEYOND_MATERIAL_TEXT,
  citationLabel,
  isSupported,
  NOT_FOUND_TEXT,
  type Citation,
} from '@/lib/citation'
import { htmlOfText } from '@/lib/anki/html-text'
import { downloadFileName } from '@/lib/save-file'
import type { SourcePassage } from '@/lib/source'
import type { Flashcard, FlashcardSet } from '@/entities/flashcard/flashcard'

/**
 * A flashcard set as an Anki deck: one note per card of the note type "Studywise" (Front, Back,
 * Source), in a deck named after the guide, tagged `studywise` and the exam day. Card text is
 * plain text: it is HTML-escaped, and its LaTeX is given Anki's MathJax delimiters.
 */

/** One id for the note type in every export, so Anki keeps a single "Studywise" note type. */
const NOTE_TYPE_ID = 1_764_000_000_000

export const STUDYWISE_NOTE_TYPE = {
  id: NOTE_TYPE_ID,
  name: 'Studywise',
  fields: ['Front', 'Back', 'Source'],
  front: '{{Front}}',
  back: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}\n\n{{#Source}}<div class="source">{{Source}}</div>{{/Source}}',
  css: '.card {\n font-family: arial;\n font-size: 20px;\n text-align: center;\n color: black;\n background-color: white;\n}\n.source {\n margin-top: 1em;\n font-size: 14px;\n color: #555;\n}\n',
} as const

/**
 * Math in the text, in the forms writers use: $$…$$ and \[…\] (display), \(…\) and $…$
 * (inline; as Pandoc reads it: no space inside either dollar, no digit right after the closing
 * one, so "$5 and $10" stays money). \$ is a dollar sign.
 */
const MATH =
  /\$\$([\s\S]+?)\$\$|\\\[([\s\S]+?)\\\]|\\\(([\s\S]+?)\\\)|\\\$|\$(?![\s$])((?:[^$\\\n]|\\.)+?)(?<!\s)\$(?!\d)/g

/** Math as Anki shows it: its delimiters, the formula escaped for HTML, on one line. */
function ankiMath(formula: string, display: boolean): string {
  const body = htmlOfText(formula.replace(/\r?\n/g, ' '))
  return display ? `\\[${body}\\]` : `\\(${body}\\)`
}

/** Plain text as an Anki field: HTML-escaped, line breaks as <br>, LaTeX as \(…\) / \[…\]. */
export function ankiField(text: string): string {
  let html = ''
  let at = 0
  for (const match of text.matchAll(MATH)) {
    html += htmlOfText(text.slice(at, match.index))
    const [whole, dollars, bracket, paren, inline] = match
    if (whole === '\\$') html += '$'
    else if (dollars !== undefined || bracket !== undefined)
      html += ankiMath(dollars ?? bracket ?? '', true)
    else html += ankiMath(paren ?? inline ?? '', false)
    at = match.index + whole.length
  }
  return html + htmlOfText(text.slice(at))
}

/** The words a citation marks in its passage, joined by an ellipsis. */
function quotedWords(
  citation: Citation,
  source: readonly SourcePassage[] | undefined,
): string | null {
  if (!isSupported(citation)) return null
  const text = source?.[citation.passage]?.text
  if (!text || citation.marks.length === 0) return null
  return citation.marks
    .map(([start, end]) => text.slice(start, end).trim())
    .filter(Boolean)
    .join(' … ')
}

/** The Source field's lines: where the card's back comes from and the sentence quoted there. */
export function sourceLines(
  citations: readonly Citation[] | undefined,
  source: readonly SourcePassage[] | undefined,
): string[] {
  if (!citations || citations.length === 0) return []
  const supported = citations.filter(isSupported)
  if (supported.length === 0)
    return [
      citations.some((c) => c.status === 'beyond-material') ? BEYOND_MATERIAL_TEXT : NOT_FOUND_TEXT,
    ]
  return supported.map((citation) => {
    const quote = quotedWords(citation, source)
    return quote ? `${citationLabel(citation)}: “${quote}”` : citationLabel(citation)
  })
}

function noteFields(card: Flashcard, source: readonly SourcePassage[] | undefined): string[] {
  return [
    ankiField(card.front),
    ankiField(card.back),
    sourceLines(card.citations, source).map(ankiField).join('<br>'),
  ]
}

export interface AnkiExportContext {
  guideTitle: string
  /** 'YYYY-MM-DD', when the guide has an exam date. */
  examDate?: string | undefined
  source?: readonly SourcePassage[] | undefined
}

export function ankiDeck(set: FlashcardSet, context: AnkiExportContext) {
  const tags = ['studywise', ...(context.examDate ? [`exam-${context.examDate}`] : [])]
  return {
    deckName: context.guideTitle.trim() || set.title,
    noteType: { ...STUDYWISE_NOTE_TYPE, fields: [...STUDYWISE_NOTE_TYPE.fields] },
    notes: set.cards.map((card) => ({
      // The same card exported again updates its note in Anki instead of adding a copy.
      guid: `studywise-${set.id}-${card.id}`,
      fields: noteFields(card, context.source),
      tags,
    })),
  }
}

/** `<guide title>.apkg`, without characters file systems reject. */
export function apkgFileName(guideTitle: string): string {
  return downloadFileName(guideTitle, 'apkg', 'Flashcards')
}
