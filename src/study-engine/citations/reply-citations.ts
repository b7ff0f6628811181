import { isContradicted, isSupported, type Citation, type SupportedCitation } from '@/lib/citation'
import type { ItemToRead } from './reading-passage'

/**
 * A tutor reply's citations from its claims' (reply-claims.ts): each claim has its verdict, and
 * the reply shows the passages that support some, and the closest passage of any that the
 * material says otherwise about; 'not found' when none has either. Light (no word lists): the
 * page joins the claims again after the model has read them.
 */

/** A tutor reply as checked: its text without markers, its citations and its claims'. */
export interface CitedReply {
  text: string
  citations: Citation[]
  /** Each claim with the citations the word check gave it and the passages it cited. */
  claims: ItemToRead[]
}

/** Supported citations of one passage are merged (their marks joined). */
function mergeByPassage(citations: readonly SupportedCitation[]): SupportedCitation[] {
  const merged = new Map<number, SupportedCitation>()
  for (const citation of citations) {
    const known = merged.get(citation.passage)
    if (!known) {
      merged.set(citation.passage, { ...citation, marks: [...citation.marks] })
      continue
    }
    if (citation.status === 'verified') known.status = 'verified'
    for (const mark of citation.marks)
      if (!known.marks.some(([s, e]) => s === mark[0] && e === mark[1])) known.marks.push(mark)
    known.marks.sort((a, b) => a[0] - b[0])
  }
  return [...merged.values()]
}

/** The reply's citations from each claim's, in the claims' order. */
export function replyCitations(claims: readonly (readonly Citation[] | undefined)[]): Citation[] {
  const found = claims.flatMap((citations) => citations ?? [])
  const supported = mergeByPassage(found.filter(isSupported))
  const contradicted = found
    .filter(isContradicted)
    .filter((c, i, all) => all.findIndex((other) => other.passage === c.passage) === i)
  const citations: Citation[] = [...supported, ...contradicted]
  if (citations.length > 0) return citations
  // Nothing supported or contradicted: not found, marked as the claims were checked.
  const ai = found.find((citation) => citation.ai !== undefined)?.ai
  return [{ status: 'not-found', ...(ai ? { ai } : {}) }]
}
