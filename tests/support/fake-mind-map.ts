import { closestPassage, fenced } from './fake-audio-script'

/**
 * The test AI server's answer to the 'mindMap' purpose (issue 46): the guide's '##' headings as
 * branches, their '**Term**: definition' points as concepts (each citing the passage that shares
 * most of its words), and one relation, 'leads to', from the first concept of the first branch
 * to the first concept of the second, as the JSON object the app asks for.
 */
interface FakeConcept {
  label: string
  definition: string
  source: string | null
  quote: string | null
}

const TERM = /^\s*[-*+]\s+\*\*([^*]+)\*\*\s*[:—–-]?\s*(.*)$/

export function mindMapFor(userMessage: string): string {
  const passages = fenced(userMessage, 'SOURCE PASSAGES')
  const branches: { label: string; concepts: FakeConcept[] }[] = []
  for (const line of fenced(userMessage, 'GUIDE').split('\n')) {
    const heading = /^##\s+(.+?)\s*$/.exec(line)
    if (heading) {
      branches.push({ label: heading[1]!, concepts: [] })
      continue
    }
    const term = TERM.exec(line)
    const branch = branches.at(-1)
    if (!term || !branch) continue
    const definition = term[2]!.replace(/\s*\[P\d+\]/g, '').trim()
    const ref = passages ? closestPassage(passages, `${term[1]} ${definition}`) : null
    branch.concepts.push({
      label: term[1]!.trim(),
      definition,
      source: ref,
      quote: ref ? definition : null,
    })
  }
  const [first, second] = branches.filter((branch) => branch.concepts.length > 0)
  const relations =
    first && second
      ? [{ from: first.concepts[0]!.label, to: second.concepts[0]!.label, label: 'leads to' }]
      : []
  return JSON.stringify({ branches, relations })
}
