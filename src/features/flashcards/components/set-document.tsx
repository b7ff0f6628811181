import { citationsLine } from '@/components/citations/citation-texts'
import { MathText } from '@/components/ui/math-text'
import { renderStaticDocument } from '@/components/ui/static-document'
import type { FlashcardSet } from '@/entities/flashcard/flashcard'
import { translate } from '@/lib/i18n/i18n'
import '../model/flashcards-catalogue'

/** The set's layout on paper, beside the export's (lib/export/html-document.ts). */
const SET_STYLES = `
  .cards { list-style: none; padding: 0; display: grid; grid-template-columns: 1fr 1fr; gap: .75rem; }
  .cards > li { display: flex; flex-direction: column; border: 1px solid #94a3b8;
    border-radius: .5rem; padding: .75rem; font-size: .875rem; break-inside: avoid; }
  .cards p { margin: 0; }
  .cards .front { font-weight: 600; }
  .cards .back { flex: 1; margin-top: .5rem; border-top: 1px dashed #cbd5e1; padding-top: .5rem; }
  .cards .footnote { margin-top: .5rem; border-top: 1px solid #e2e8f0; padding-top: .25rem;
    font-size: .75rem; color: #475569; }
`

/**
 * The cards two per row, each with its front, its back and, as a footnote at the card's foot,
 * where it comes from in the material. Footnotes are numbered through the set.
 */
function SetCards({ set }: { set: FlashcardSet }) {
  let footnotes = 0
  const cards = set.cards.map((card) => {
    const source = citationsLine(card.citations)
    return { card, source, mark: source ? ++footnotes : null }
  })
  return (
    <ol className="cards">
      {cards.map(({ card, source, mark }) => (
        <li key={card.id}>
          <p className="front">
            <MathText text={card.front} />
          </p>
          <p className="back">
            <MathText text={card.back} />
            {mark ? <sup>{mark}</sup> : null}
          </p>
          {mark ? (
            <p className="footnote">
              <sup>{mark}</sup> {translate('flashcards.print.source', { source })}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  )
}

/**
 * A flashcard set as the export's standalone HTML document (printed to PDF by
 * lib/export/print-document.ts): its title and card count, then its cards, their text
 * escaped and their formulas drawn as the guide's export draws them.
 */
export function setHtml(set: FlashcardSet): Promise<string> {
  return renderStaticDocument({
    title: set.title,
    subtitle: translate('flashcards.cardCount', { count: set.cards.length }),
    content: <SetCards set={set} />,
    texts: set.cards.flatMap((card) => [card.front, card.back]),
    styles: SET_STYLES,
  })
}
