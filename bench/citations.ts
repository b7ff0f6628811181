/**
 * Citations, measured on the e2e corpus: lecture pages with one topic each (as
 * tests/e2e/citations.spec.ts and long-documents.spec.ts build them), so the right page of every
 * item is known from the topic or coined word it names. For the OpenAI stand-in (citing, and
 * with its markers removed: a model that cites nothing), and for the offline engine: the share
 * of items with a verified citation, with any citation, and of citations on the right page; and
 * the time the checks take on a 60-page and a 2,000,000-character source.
 *
 * Run: npm run bench:citations
 */
import { checkGuide, checkItems, checkReply } from '../src/study-engine/citations/check'
import { isSupported, type Citation } from '../src/study-engine/citations/citation'
import { parseJsonArray } from '../src/study-engine/ai/parse-json-array'
import {
  flashcardMessages,
  numberedSource,
  quizMessages,
  studyGuideMessages,
  tutorMessages,
} from '../src/study-engine/ai/prompts'
import { validateCards, validateQuizItems } from '../src/study-engine/ai/schemas'
import { AI_LIMITS } from '../src/config/limits'
import { createOfflineEngine } from '../src/study-engine/offline/offline-engine'
import { sourceText, type SourcePassage } from '../src/lib/source'
import { markerFor, pageProse, TOPICS } from '../tests/e2e/support/lecture-pages'
import { cannedReply, withoutMarkers, type ChatBody } from '../tests/support/fake-openai-replies'

const pagesOf = (count: number): SourcePassage[] =>
  Array.from({ length: count }, (_, i) => ({
    anchor: { kind: 'page', n: i + 1 },
    text: pageProse(i),
  }))

function body(purpose: keyof typeof AI_LIMITS, messages: ChatBody['messages']): ChatBody {
  const limits = AI_LIMITS[purpose]
  return { messages, max_tokens: limits.maxTokens, temperature: limits.temperature }
}

/** The page an item is about: the one whose topic or coined word it names (if exactly one). */
function truePage(text: string, pages: number): number | null {
  const lower = text.toLowerCase()
  const hits = new Set<number>()
  for (let i = 0; i < pages; i++) {
    if (
      lower.includes(markerFor(i).toLowerCase()) ||
      lower.includes((TOPICS[i] ?? '').toLowerCase())
    )
      hits.add(i + 1)
  }
  return hits.size === 1 ? [...hits][0]! : null
}

interface Tally {
  items: number
  verified: number
  cited: number
  judged: number
  right: number
}

const tally = (): Tally => ({ items: 0, verified: 0, cited: 0, judged: 0, right: 0 })

function count(t: Tally, text: string, citations: Citation[], pages: number) {
  t.items++
  const supported = citations.filter(isSupported)
  if (supported.some((c) => c.status === 'verified')) t.verified++
  if (supported.length > 0) t.cited++
  const page = truePage(text, pages)
  if (page === null || supported.length === 0) return
  t.judged++
  if (supported.every((c) => c.anchor.kind === 'page' && c.anchor.n === page)) t.right++
}

const pct = (part: number, whole: number) =>
  whole === 0 ? '–' : `${((100 * part) / whole).toFixed(0)} %`

function report(label: string, t: Tally) {
  console.log(
    `  ${label.padEnd(34)} ${String(t.items).padStart(3)} items  verified ${pct(t.verified, t.items).padStart(5)}  cited ${pct(t.cited, t.items).padStart(5)}  right page ${pct(t.right, t.judged).padStart(5)} of ${t.judged}`,
  )
}

/** The stand-in's guide, quiz, cards and tutor replies on `source`; `strip` drops its citations. */
function standIn(source: SourcePassage[], strip: boolean): Tally {
  const t = tally()
  const pages = source.length
  const content = sourceText(source)
  const raw = cannedReply(
    body('studyGuide', studyGuideMessages({ content, title: 'Lectures', source })),
  )
  const guide = checkGuide(source, strip ? withoutMarkers(raw) : raw)
  for (const entry of guide.citations) {
    // The invented point has no right page; it is counted as an item without support.
    count(t, entry.key, entry.citations, pages)
  }
  const passages = numberedSource(source)
  const input = { content: guide.content, count: 10, includeBroader: false, source }
  const quizReply = cannedReply(
    body('quiz', quizMessages({ ...input, difficulty: 'medium' }, { passages })),
  )
  const questions = validateQuizItems(parseJsonArray(quizReply) ?? [], 10).map((q) =>
    strip ? { ...q, claim: undefined } : q,
  )
  const quizTexts = questions.map(
    (q) => `${q.question} ${q.options[q.correctAnswer] ?? ''} ${q.explanation}`,
  )
  checkItems(
    source,
    questions.map((q, i) => ({ text: quizTexts[i]!, claim: q.claim })),
  ).forEach((citations, i) => count(t, quizTexts[i]!, citations, pages))
  const cardsReply = cannedReply(
    body('flashcards', flashcardMessages({ ...input, title: 'Lectures', count: 15 }, { passages })),
  )
  const cards = validateCards(parseJsonArray(cardsReply) ?? [], 15).map((c) =>
    strip ? { ...c, claim: undefined } : c,
  )
  checkItems(
    source,
    cards.map((c) => ({ text: `${c.front} ${c.back}`, claim: c.claim })),
  ).forEach((citations, i) => count(t, `${cards[i]!.front} ${cards[i]!.back}`, citations, pages))
  for (let i = 0; i < Math.min(pages, 10); i++) {
    const question = `What does the course mean by ${markerFor(i)}?`
    const chat = tutorMessages({ guideContent: guide.content, question, history: [] })
    chat[0]!.content += `\n\n<<<SOURCE PASSAGES\n${numberedSource(source)}\nSOURCE PASSAGES>>>`
    const reply = cannedReply(body('tutor', chat))
    const checked = checkReply(source, strip ? withoutMarkers(reply) : reply)
    count(t, question, checked.citations, pages)
  }
  return t
}

async function offline(source: SourcePassage[]): Promise<Tally> {
  const t = tally()
  const engine = createOfflineEngine()
  const content = sourceText(source)
  const markdown = await engine.generateStudyGuide({ content, title: 'Lectures', source })
  const guide = checkGuide(source, markdown)
  for (const entry of guide.citations) count(t, entry.key, entry.citations, source.length)
  const questions = await engine.generateQuiz({
    content,
    count: 10,
    includeBroader: false,
    difficulty: 'medium',
    source,
  })
  const texts = questions.map(
    (q) => `${q.question} ${q.options[q.correctAnswer] ?? ''} ${q.explanation}`,
  )
  checkItems(
    source,
    questions.map((q, i) => ({ text: texts[i]!, claim: q.claim })),
  ).forEach((citations, i) => count(t, texts[i]!, citations, source.length))
  const cards = await engine.generateFlashcards({ content, title: 'Lectures', count: 15, source })
  checkItems(
    source,
    cards.map((c) => ({ text: `${c.front} ${c.back}`, claim: c.claim })),
  ).forEach((citations, i) =>
    count(t, `${cards[i]!.front} ${cards[i]!.back}`, citations, source.length),
  )
  return t
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** The checks a guide, a 10-question quiz and 15 cards need, on a fresh copy of the source. */
function timeChecks(source: SourcePassage[], runs = 7): { cold: number; warm: number } {
  const raw = cannedReply(
    body('studyGuide', studyGuideMessages({ content: sourceText(source), title: 'L', source })),
  )
  const items = Array.from({ length: 25 }, (_, i) => ({
    text: `What does ${TOPICS[i % TOPICS.length]} explain about ${markerFor(i % source.length)}?`,
    claim: { ref: `P${(i % source.length) + 1}` },
  }))
  const cold: number[] = []
  const warm: number[] = []
  for (let run = 0; run < runs; run++) {
    // A copy is a new source to the checks' cache, as a source arriving in the worker is.
    const copy = source.map((passage) => ({ ...passage }))
    let start = performance.now()
    checkGuide(copy, raw)
    checkItems(copy, items)
    cold.push(performance.now() - start)
    start = performance.now()
    checkItems(copy, items)
    warm.push(performance.now() - start)
  }
  return { cold: median(cold), warm: median(warm) }
}

async function main() {
  for (const pages of [5, 60]) {
    const source = pagesOf(pages)
    console.log(
      `\n${pages}-page lecture source (${sourceText(source).length.toLocaleString('en')} characters):`,
    )
    report('OpenAI stand-in, citing', standIn(source, false))
    report('OpenAI stand-in, no markers/claims', standIn(source, true))
    report('offline engine', await offline(source))
  }

  console.log('\nTime the checks take (guide + 25 items; median of 7; node, one core):')
  for (const [label, source] of [
    ['60 pages (~70k characters)', pagesOf(60)],
    ['2,000,000 characters (~1,700 pages)', pagesOf(1_700)],
  ] as const) {
    const { cold, warm } = timeChecks([...source], label.startsWith('2,000') ? 3 : 7)
    console.log(
      `  ${label.padEnd(38)} ${cold.toFixed(1).padStart(7)} ms with indexing, ${warm.toFixed(1).padStart(6)} ms more items once indexed`,
    )
  }
}

await main()
