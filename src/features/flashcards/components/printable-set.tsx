import { citationsLine } from '@/components/citations/citation-texts'
import { MathText } from '@/components/ui/math-text'
import type { FlashcardSet } from '@/entities/flashcard/flashcard'
import { translate } from '@/lib/i18n/i18n'
import '../model/flashcards-catalogue'

/**
 * A flashcard set laid out for paper: its title, then the cards two per row, each with its
 * front, its back and, as a footnote at the card's foot, where it comes from in the material.
 * Footnotes are numbered through the set. Card text is shown as text, its formulas drawn.
 */
export function PrintableSet({ set }: { set: FlashcardSet }) {
  let footnotes = 0
  const cards = set.cards.map((card) => {
    const source = citationsLine(card.citations)
    return { card, source, mark: source ? ++footnotes : null }
  })
  return (
    <article
      aria-label={translate('flashcards.print.name', { title: set.title })}
      className="text-slate-900"
    >
      <h1 className="text-2xl font-bold">{set.title}</h1>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        {translate('flashcards.cardCount', { count: set.cards.length })}
      </p>
      <ol className="grid grid-cols-2 gap-3">
        {cards.map(({ card, source, mark }) => (
          <li
            key={card.id}
            className="flex break-inside-avoid flex-col rounded-lg border border-slate-400 p-3 text-sm"
          >
            <p className="font-semibold">
              <MathText text={card.front} />
            </p>
            <p className="mt-2 flex-1 border-t border-dashed border-slate-300 pt-2">
              <MathText text={card.back} />
              {mark ? <sup className="ms-0.5">{mark}</sup> : null}
            </p>
            {mark ? (
              <p className="mt-2 border-t border-slate-200 pt-1 text-xs text-slate-600">
                <sup>{mark}</sup> {translate('flashcards.print.source', { source })}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </article>
  )
}
