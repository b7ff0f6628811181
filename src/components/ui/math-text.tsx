import { Fragment, useMemo, useSyncExternalStore } from 'react'
import { splitMath, unescapeDollars } from '@/lib/math/find-math'
import { mathVersion, spokenFormula, subscribeMath } from '@/lib/math/math-engine'
import { Formula } from './formula'

/**
 * Plain text (a quiz question, an option, a card's face) with its formulas drawn, in its own
 * direction (dir="auto"): Spanish in an Arabic interface reads '¿Qué…?', not '?Qué…¿'. Its box
 * needs no dir="auto" of its own: Chromium skips a child that sets dir when it resolves auto, so
 * the box would always be left to right.
 */
export function MathText({ text }: { text: string }) {
  const parts = useMemo(() => splitMath(text), [text])
  if (!parts.some((part) => part.kind === 'math'))
    return <span dir="auto">{unescapeDollars(text)}</span>
  return (
    <span dir="auto">
      {parts.map((part, index) =>
        part.kind === 'text' ? (
          <Fragment key={index}>{unescapeDollars(part.text)}</Fragment>
        ) : (
          <Formula key={index} tex={part.tex} display={part.display} source={part.source} />
        ),
      )}
    </span>
  )
}

/** The text as a screen reader should say it: each formula in its spoken form ("x squared"). */
function spokenText(text: string): string {
  return splitMath(text)
    .map((part) =>
      part.kind === 'text' ? unescapeDollars(part.text) : (spokenFormula(part.tex) ?? part.tex),
    )
    .join('')
}

/**
 * For an accessible name made from text (a quiz option is named by its text): `spokenText`,
 * re-run when the speech engine arrives. Until then a formula is named by its bare TeX. The
 * formulas shown with MathText load the engine.
 */
export function useSpokenText(): (text: string) => string {
  useSyncExternalStore(subscribeMath, mathVersion, mathVersion)
  return spokenText
}
