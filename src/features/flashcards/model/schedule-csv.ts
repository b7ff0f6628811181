import { citationsText } from '@/lib/citation'
import { toDateValue } from '@/entities/exam-date/exam-date'
import { csvField } from './csv'
import type { FlashcardSet } from '@/entities/flashcard/flashcard'
import { dueDate } from '@/entities/flashcard/scheduling'

/**
 * The set with its schedule, as CSV for a spreadsheet or another
 * spaced-repetition tool. Anki (2.1.55 and later) reads the `#` header lines as its import
 * options and the column names, so the file still imports there, the schedule in extra fields;
 * the plain Export CSV stays as it was. Dates are the student's local days; a card never
 * reviewed is due today ('new').
 */

const STATES = ['New', 'Learning', 'Review', 'Relearning'] as const
const COLUMNS = [
  'Front',
  'Back',
  'Source',
  'Due',
  'State',
  'Stability (days)',
  'Difficulty',
  'Reviews',
  'Lapses',
  'Last review',
]

function row(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`
}

export function scheduleCsv(set: Pick<FlashcardSet, 'cards' | 'schedule'>, now: Date): string {
  const header = `#separator:comma\r\n#html:false\r\n#columns:${COLUMNS.join(',')}\r\n`
  return (
    header +
    set.cards
      .map((card) => {
        const stored = set.schedule[card.id]
        const due = dueDate(stored) ?? now
        return row([
          card.front,
          card.back,
          citationsText(card.citations),
          toDateValue(due),
          STATES[stored?.state ?? 0] ?? 'New',
          stored ? stored.stability.toFixed(2) : '',
          stored ? stored.difficulty.toFixed(2) : '',
          String(stored?.reps ?? 0),
          String(stored?.lapses ?? 0),
          stored?.last_review ? toDateValue(new Date(stored.last_review)) : '',
        ])
      })
      .join('')
  )
}
