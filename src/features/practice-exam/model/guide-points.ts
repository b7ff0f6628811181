import { stripInline } from '@/study-engine/text/sentences'

/**
 * The guide's definitions, by section: the material a practice exam asks about. A definition
 * is a list item '**Term**: what it is' under a ## heading (the guide format every engine
 * writes for key concepts and definitions); sections without one are left out.
 */
export interface Definition {
  term: string
  definition: string
  section: string
}

export interface ExamSection {
  title: string
  definitions: Definition[]
}

const HEADING = /^##\s+(.*?)\s*#*\s*$/
/** A unit guide's component: '# Cell Biology' above that guide's own sections. */
const COMPONENT = /^#\s+(.*?)\s*#*\s*$/
const DEFINITION = /^\s*(?:[-*+]|\d+[.)])\s+\*\*([^*]+)\*\*\s*[:—–-]\s*(.+)$/
const FENCE = /^\s*(```|~~~)/

export function examSections(content: string): ExamSection[] {
  const sections: ExamSection[] = []
  let current: ExamSection | null = null
  let inFence = false
  const seen = new Set<string>()
  // A unit guide's sections are named by their guide too ('Cell Biology — Key Concepts'): every
  // component has its own 'Key Concepts'. A guide's one title names nothing.
  const lines = content.split('\n')
  const components = lines.filter((line) => COMPONENT.test(line)).length
  let component: string | null = null
  for (const line of lines) {
    if (FENCE.test(line)) {
      inFence = !inFence
      continue
    }
    if (inFence) continue
    const title = COMPONENT.exec(line)
    if (title && components > 1) component = stripInline(title[1] ?? '')
    const heading = HEADING.exec(line)
    if (heading) {
      const name = stripInline(heading[1] ?? '')
      current = { title: component ? `${component} — ${name}` : name, definitions: [] }
      sections.push(current)
      continue
    }
    const match = DEFINITION.exec(line)
    if (!match || !current) continue
    const term = stripInline(match[1] ?? '').replace(/[:.]$/, '')
    const definition = stripInline(match[2] ?? '').replace(/\.$/, '')
    // A term the guide defines twice (key concepts and definitions) is asked about once.
    if (term === '' || definition === '' || seen.has(term.toLowerCase())) continue
    seen.add(term.toLowerCase())
    current.definitions.push({ term, definition, section: current.title })
  }
  return sections.filter((section) => section.definitions.length > 0)
}

/** How many of `count` questions each section gets: in proportion to its definitions. */
export function shareBySection(sections: readonly ExamSection[], count: number): number[] {
  const total = sections.reduce((sum, section) => sum + section.definitions.length, 0)
  if (total === 0) return sections.map(() => 0)
  const exact = sections.map((section) => (section.definitions.length / total) * count)
  const shares = exact.map(Math.floor)
  let left = count - shares.reduce((sum, share) => sum + share, 0)
  // Largest remainders first; ties go to the earlier section.
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index)
  for (const { index } of order) {
    if (left === 0) break
    shares[index] = (shares[index] ?? 0) + 1
    left -= 1
  }
  return shares
}
