import { splitMath } from '@/lib/math/find-math'
import { splitSentences, stripInline } from './sentences'

export interface SpokenSection {
  heading: string
  sentences: string[]
}

/** '[P3]' markers and table rules: nothing a voice should read. */
const UNSPOKEN = /\s*\[P\d+\]|^\|?[\s:|-]+\|?$/g

/** A formula's spoken form; by default its TeX as written. */
export type FormulaSpeaker = (tex: string) => string

/** The line with each formula replaced by how it is said. */
function sayFormulas(line: string, speak: FormulaSpeaker): string {
  return splitMath(line)
    .map((part) => (part.kind === 'math' ? ` ${speak(part.tex)} ` : part.text))
    .join('')
}

/**
 * A guide's sections as a voice reads them: each '##'/'###' heading with its sentences, plain
 * (no markdown, list marks or passage markers; formulas as `speak` says them); the title line
 * is left out.
 */
export function spokenSections(
  markdown: string,
  speak: FormulaSpeaker = (tex) => tex,
): SpokenSection[] {
  const sections: SpokenSection[] = []
  let current: SpokenSection | null = null
  for (const raw of markdown.split('\n')) {
    const heading = /^(#{2,3})\s+(.+)$/.exec(raw.trim())
    if (heading) {
      current = { heading: stripInline(heading[2] ?? ''), sentences: [] }
      sections.push(current)
      continue
    }
    if (!current || /^#\s/.test(raw.trim())) continue
    const unmarked = raw.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '').replace(UNSPOKEN, '')
    const line = stripInline(sayFormulas(unmarked, speak))
    if (line.trim() === '') continue
    current.sentences.push(...splitSentences(line.trim()).map((sentence) => sentence.trim()))
  }
  return sections.filter((section) => section.sentences.length > 0)
}
