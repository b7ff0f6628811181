import { Fragment, type ReactNode } from 'react'

/** Stands in a message's values for the part `index` a screen puts in (a bold name, a link). */
export const slot = (index: number): string => `\u2063${index}\u2063`

/** Stands in a message's values for the part shown in bold, so each language places it. */
export const STRONG_SLOT = slot(0)

/**
 * A translated sentence with parts a screen puts in: `text` is the message with slot(i) as the
 * value where `parts[i]` goes, in whatever order the language puts them ('This link is for
 * **b@x**, but you are signed in as **a@x**').
 */
export function WithParts({ text, parts }: { text: string; parts: readonly ReactNode[] }) {
  return text
    .split(/\u2063(\d+)\u2063/)
    .map((piece, index) => (
      <Fragment key={index}>{index % 2 === 0 ? piece : parts[Number(piece)]}</Fragment>
    ))
}

/**
 * A translated sentence with one part in bold: `text` is the message with STRONG_SLOT as the
 * value where `children` goes ('Next quiz: **Hard** difficulty', 'Prochain quiz : **Difficile**').
 */
export function WithStrong({ text, children }: { text: string; children: ReactNode }) {
  return <WithParts text={text} parts={[<strong key="strong">{children}</strong>]} />
}
