import type { ReactNode } from 'react'

/** Stands in a message's values for the part shown in bold, so each language places it. */
export const STRONG_SLOT = '\u2063'

/**
 * A translated sentence with one part in bold: `text` is the message with STRONG_SLOT as the
 * value where `children` goes ('Next quiz: **Hard** difficulty', 'Prochain quiz : **Difficile**').
 */
export function WithStrong({ text, children }: { text: string; children: ReactNode }) {
  const [before = '', after = ''] = text.split(STRONG_SLOT)
  return (
    <>
      {before}
      <strong>{children}</strong>
      {after}
    </>
  )
}
