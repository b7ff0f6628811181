/**
 * The stand-in's practice-exam section (the app's `exam` purpose): the questions of each kind
 * the request asks for, all from the section's own sentences (not the whole source: the
 * numbered passages only say which page each sentence is on), each citing the passage that
 * holds it; written questions with a rubric of 2 points, each citing its own passage, each
 * asking about a term no earlier written question of the reply asked about.
 */
import { numberedPassages } from './fake-openai-citing'
import { capitalise, keyTerms, sentences } from './fake-openai-text'

const KINDS = ['choice', 'true-false', 'blank', 'written'] as const

/** '2 multiple-choice ("choice"), 1 written-answer ("written")' → the kinds in that order. */
function askedKinds(user: string): (typeof KINDS)[number][] {
  const asked = /Write exactly (.+?) questions/.exec(user)?.[1] ?? ''
  return [...asked.matchAll(/(\d+) [^,]*?\("([a-z-]+)"\)/g)].flatMap(([, count, kind]) =>
    KINDS.includes(kind as (typeof KINDS)[number])
      ? Array.from({ length: Number(count) }, () => kind as (typeof KINDS)[number])
      : [],
  )
}

export function examSectionFor(user: string): string {
  const section = /<<<MATERIAL\n([\s\S]*?)\nMATERIAL>>>/.exec(user)?.[1] ?? user
  const body = section.replace(/^#+ .*$/gm, '')
  const lines = sentences(body)
  const passages = numberedPassages(user)
  const terms = keyTerms(body, 8)
  const cited = (sentence: string) => {
    const passage = passages.find((p) => p.text.replace(/\s+/g, ' ').includes(sentence))
    return passage ? { source: `P${passage.n}`, quote: sentence } : {}
  }
  const at = (i: number) => lines[i % Math.max(lines.length, 1)] ?? body.trim()
  const word = (term: string) => new RegExp(`\\b${term}\\b`, 'i')
  // A key term of the section the sentence holds, else its longest word.
  const termIn = (line: string) =>
    terms.find((term) => word(term).test(line)) ??
    [...(line.match(/\p{L}{4,}/gu) ?? ['idea'])].sort((a, b) => b.length - a.length)[0]!
  const blanked = (line: string, term: string) => line.replace(word(term), '_____')
  // A written question asks about a term no earlier one asked about, as an examiner would.
  const asked = new Set<string>()
  const newTermIn = (line: string) => {
    const term =
      terms.find((t) => word(t).test(line) && !asked.has(t)) ??
      [...(line.match(/\p{L}{4,}/gu) ?? ['idea'])]
        .filter((w) => !asked.has(w))
        .sort((a, b) => b.length - a.length)[0] ??
      termIn(line)
    asked.add(term)
    return term
  }
  return JSON.stringify(
    askedKinds(user).map((kind, i) => {
      const line = at(i)
      const term = termIn(line)
      const other = terms.find((t) => t !== term && !word(t).test(line)) ?? 'nothing'
      if (kind === 'choice') {
        const options = terms.filter((t) => t !== term).slice(0, 3)
        while (options.length < 3) options.push(`concept ${options.length + 1}`)
        const correctAnswer = i % 4
        options.splice(correctAnswer, 0, term)
        return {
          kind,
          question: `Which term completes: "${blanked(line, term)}"?`,
          options: options.map(capitalise),
          correctAnswer,
          explanation: line,
          ...cited(line),
        }
      }
      if (kind === 'true-false') {
        const answer = i % 2 === 0
        return {
          kind,
          statement: answer ? line : line.replace(word(term), other),
          answer,
          correction: line,
          ...cited(line),
        }
      }
      if (kind === 'blank')
        return { kind, sentence: blanked(line, term), answer: term, ...cited(line) }
      const next = at(i + 1) === line ? at(i + 2) : at(i + 1)
      return {
        kind,
        question: `Explain what the material says about ${newTermIn(line)}.`,
        modelAnswer: `${line} ${next}`,
        rubric: [line, next].map((point) => ({ point, ...cited(point) })),
      }
    }),
    null,
    2,
  )
}
