import { hasMath, splitMath } from '@/lib/math/find-math'
import { spokenSections, type FormulaSpeaker } from '@/study-engine/text/spoken-sections'
import type { OverviewLine } from './audio-overview'

/**
 * 'Read aloud': the guide itself as the player's lines, section by section: the heading (in
 * the guest's voice, so it is heard as a heading), then its sentences two at a time. What the
 * page shows besides the text is not read (citation buttons are not in the text; passage
 * markers and list marks are dropped), and formulas are read in their spoken form, as screen
 * readers hear them.
 */
export function readAloudLines(markdown: string, speak?: FormulaSpeaker): OverviewLine[] {
  return spokenSections(markdown, speak).flatMap((section) => {
    const lines: OverviewLine[] = [{ speaker: 'guest', text: section.heading }]
    for (let i = 0; i < section.sentences.length; i += 2)
      lines.push({ speaker: 'host', text: section.sentences.slice(i, i + 2).join(' ') })
    return lines
  })
}

/** The guide's formulas' spoken forms, worked out by the app's math engine (loaded only then). */
export async function formulaSpeaker(markdown: string): Promise<FormulaSpeaker | undefined> {
  if (!hasMath(markdown)) return undefined
  const math = await import('@/lib/math/math-engine')
  await math.loadMath()
  const texs = splitMath(markdown).flatMap((part) => (part.kind === 'math' ? [part.tex] : []))
  await math.speakAll(texs)
  return (tex) => math.spokenFormula(tex) ?? tex
}
