/**
 * The tutor and mistake explanations without a model: BM25 over the guide's sentences. The
 * tutor says that it quotes rather than reasons, and shows the best passages as quotes.
 */
import type { MistakeInput, TutorInput } from '@/study-engine/types'
import { messages } from '@/lib/errors'
import { createBm25Index, type Bm25Index } from '@/study-engine/text/bm25'
import { contentTerms, tokenize } from '@/study-engine/text/tokens'
import type { LanguageCode } from '@/study-engine/text/stopwords'
import { wordingLanguage } from '@/study-engine/text/tokens'
import { analyze, type Analysis } from './analysis'
import { BLANK } from './cloze'
import { LABELS } from './labels'

const indexes = new WeakMap<Analysis, { index: Bm25Index; ids: number[] }>()

function indexOf(analysis: Analysis) {
  let entry = indexes.get(analysis)
  if (!entry) {
    const ids = analysis.sentences.filter((s) => s.usable).map((s) => s.id)
    entry = { index: createBm25Index(ids.map((id) => analysis.sentences[id]?.terms ?? [])), ids }
    indexes.set(analysis, entry)
  }
  return entry
}

function queryTerms(analysis: Analysis, text: string): string[] {
  return contentTerms(tokenize(text.replaceAll(BLANK, ' ')), analysis.stop)
}

/** Keeps markdown quotes intact: no line breaks inside, no leading markdown markers. */
function quote(text: string): string {
  return `> ${text.replace(/\s+/g, ' ').replace(/^([#>*+-])/, '\\$1')}`
}

export function answerFromGuide(input: TutorInput, reader: LanguageCode): string {
  const analysis = analyze(input.guideContent)
  const labels = LABELS[wordingLanguage(analysis.guess, reader)]
  const { index, ids } = indexOf(analysis)
  let terms = queryTerms(analysis, input.question)
  let hits = index.search(terms, 3)
  if (hits.length === 0) {
    // A follow-up ("and why?") borrows the words of the previous question.
    const previous = [...input.history].reverse().find((turn) => turn.role === 'user')
    if (previous) {
      terms = queryTerms(analysis, `${previous.content} ${input.question}`)
      hits = index.search(terms, 3)
    }
  }
  const top = hits[0]
  if (!top) {
    const concepts = analysis.concepts
      .slice(0, 3)
      .map((c) => c.surface)
      .join(', ')
    return labels.tutorNoMatch(concepts)
  }
  const passages = hits
    .filter((h, i) => i < 2 || h.score >= top.score * 0.35)
    .map((h) => quote(analysis.sentences[ids[h.doc] ?? 0]?.text ?? ''))
  return [labels.tutorIntro, '', passages.join('\n\n')].join('\n')
}

export function explainFromContext(input: MistakeInput, reader: LanguageCode): string {
  const analysis = analyze(input.context)
  const labels = LABELS[wordingLanguage(analysis.guess, reader)]
  const { index, ids } = indexOf(analysis)
  const answerTerms = queryTerms(analysis, input.correctAnswer)
  // The right answer's words weigh more than the question's.
  const weights = new Map(answerTerms.map((t) => [t, 2]))
  const hits = index.search([...queryTerms(analysis, input.question), ...answerTerms], 5, weights)
  const answerKey = input.correctAnswer.trim().toLowerCase()
  const best =
    hits.find(
      (h) =>
        answerKey &&
        (analysis.sentences[ids[h.doc] ?? 0]?.text.toLowerCase() ?? '').includes(answerKey),
    ) ?? hits[0]
  if (!best) return messages.explanationFallback
  const sentence = analysis.sentences[ids[best.doc] ?? 0]?.text ?? ''
  return `${labels.correctIs(input.correctAnswer.trim())} ${labels.sourceSays(sentence)}`
}
