import { HttpResponse } from 'msw'
import { AI_LIMITS, SECOND_OPINION } from '@/config/limits'
import type { SourcePassage } from '@/lib/source'
import {
  aiHandlers,
  onPurpose,
  recordAiRequests,
  replyFor,
  testAiConfig,
  type ChatBody,
} from '@/testing/ai-handlers'
import { createGate } from '@/testing/gate'
import { server } from '@/testing/msw-server'
import { createAiEngine } from './ai/purposes'
import { getOfflineEngine } from './engine'
import { validateQuizItems } from './ai/schemas'
import { citationsText, type Citation } from '@/lib/citation'
import {
  citeClaimedItems,
  citeGeneratedGuide,
  questionWords,
  withCitations,
  withRevisedCitations,
} from './citations/with-citations'
import { withSecondOpinion } from './citations/second-opinion'
import { handout } from './citations/testing/biology-handout'

/**
 * The model's reading of citations (decision 021), with the provider faked by msw: every cited
 * item of a generated set read against its passage in one request, whatever the word check
 * said; the reading decides; a failed check keeps the word check's verdict, marked unchecked.
 */

const question = (
  text: string,
  answer: string,
  explanation: string,
  source: string,
  quote?: string,
) => ({
  question: text,
  options: [answer, 'Somewhere else', 'Nothing at all', 'Another thing'],
  correctAnswer: 0,
  explanation,
  source,
  ...(quote ? { quote } : {}),
})

/** Stated by page 3 in other words: supported, and open (its words are not all the page's). */
const reefs = question(
  'Where do coral reefs grow?',
  'In warm, shallow water',
  'Coral reefs grow in warm, shallow water.',
  'P3',
)
/** Nothing in the handout says it. */
const madeUp = question(
  'What colour are Zelbian flux loops?',
  'Violet',
  'Zelbian flux loops are violet.',
  'P1',
)
/** Nothing in the handout says it, and it cites nothing: there is no passage to read it against. */
const uncited = question(
  'What colour are Zelbian flux loops?',
  'Violet',
  'Zelbian flux loops are violet.',
  '',
)
/** Page 1 says otherwise. */
const negated = question(
  'Do mitochondria produce ATP through cellular respiration?',
  'No',
  'Mitochondria do not produce ATP through cellular respiration.',
  'P1',
)
/** Page 1's own sentence, word for word. */
const copied = {
  question: 'Ribosomes build proteins from ____.',
  options: ['amino acids', 'lipids', 'sugars', 'light'],
  correctAnswer: 0,
  explanation: 'Ribosomes build proteins from amino acids.',
  source: 'P1',
  quote: 'Ribosomes build proteins from amino acids.',
}

/** Words no page uses, one per card, so every front differs (numbers would be read as facts). */
const NAMES =
  'alpha bravo charlie delta echo foxtrot golf hotel india juliett kilo lima mike november oscar papa quebec romeo sierra tango'.split(
    ' ',
  )

const engine = () => createAiEngine(testAiConfig)

/** The quiz the fake provider writes is `items`; its second opinion is `opinion`'s answer. */
function provider(
  items: unknown[],
  opinion?: (body: ChatBody, request: Request) => Response | Promise<Response>,
) {
  const log = recordAiRequests()
  server.use(
    log.handler,
    onPurpose('quiz', (body) => replyFor(body, JSON.stringify(items))),
    onPurpose('flashcards', (body) => replyFor(body, JSON.stringify(items))),
    ...(opinion ? [onPurpose('secondOpinion', opinion)] : []),
    ...aiHandlers,
  )
  return {
    opinions: () => log.requests.filter((request) => request.purpose === 'secondOpinion'),
  }
}

const says = (readings: object[]) => (body: ChatBody) => replyFor(body, JSON.stringify(readings))

/** The quiz as delivered, with the local check's verdicts, and the second opinion to come. */
function checkedQuizOf(items: unknown[], includeBroader = false) {
  return withCitations(engine()).generateQuiz({
    content: handout.map((passage) => passage.text).join('\n\n'),
    count: items.length,
    includeBroader,
    difficulty: 'easy',
    source: handout,
  })
}

/** The quiz once the second opinion is in. */
async function quizOf(items: unknown[], includeBroader = false) {
  const checked = await checkedQuizOf(items, includeBroader)
  const revised = await checked.revised
  return revised ? withRevisedCitations(checked.items, revised) : checked.items
}

/** The verdicts of the local check alone. */
async function localVerdicts(items: unknown[]): Promise<(Citation[] | undefined)[]> {
  const questions = validateQuizItems(items, items.length)
  return (await citeClaimedItems(handout, questions, questionWords)).map((q) => q.citations)
}

/** The claims a second-opinion request sent, in order. */
function claimsSent(body: ChatBody): string[] {
  const user = body.messages.at(-1)?.content ?? ''
  return [...user.matchAll(/<<<CLAIM \d+\n([\s\S]*?)\nCLAIM \d+>>>/g)].map((m) => m[1] ?? '')
}

function passagesSent(body: ChatBody): string[] {
  const user = body.messages.at(-1)?.content ?? ''
  return [...user.matchAll(/<<<PASSAGE \d+\n([\s\S]*?)\nPASSAGE \d+>>>/g)].map((m) => m[1] ?? '')
}

const marked = (citation: Citation | undefined) =>
  citation && 'marks' in citation
    ? citation.marks.map(([start, end]) => handout[citation.passage]?.text.slice(start, end))
    : []

const statuses = (items: { citations?: Citation[] | undefined }[]) =>
  items.map((item) => item.citations?.map((citation) => `${citation.status}/${citation.ai ?? '-'}`))

const every = (count: number, verdict: string) =>
  says(Array.from({ length: count }, (_, i) => ({ n: i + 1, verdict, conflicting: '' })))

describe("the model's reading of a generated set", () => {
  it('turns a supported question the reading says otherwise about into contradicted, the quoted words marked', async () => {
    expect((await localVerdicts([reefs]))[0]?.[0]?.status).toBe('verified')
    const fake = provider(
      [reefs],
      says([{ n: 1, verdict: 'says otherwise', conflicting: 'warm, shallow water' }]),
    )
    const [quiz] = await quizOf([reefs])
    expect(quiz?.citations).toEqual([
      expect.objectContaining({
        status: 'contradicted',
        anchor: { kind: 'page', n: 3 },
        ai: 'read',
      }),
    ])
    expect(marked(quiz?.citations?.[0])).toEqual(['warm, shallow water'])
    expect(citationsText(quiz?.citations)).toBe(
      'Your material says otherwise (closest passage: page 3)',
    )
    expect(fake.opinions()).toHaveLength(1)
  })

  it('marks the sentence it read when the quoted words are not in the passage', async () => {
    provider([reefs], says([{ n: 1, verdict: 'says otherwise', conflicting: 'cold deep seas' }]))
    const [quiz] = await quizOf([reefs])
    expect(quiz?.citations?.[0]?.status).toBe('contradicted')
    expect(marked(quiz?.citations?.[0])).toEqual(['Coral reefs grow in warm, shallow water.'])
  })

  it('turns "does not say" into not found, or beyond the material for a broader quiz', async () => {
    provider([reefs], says([{ n: 1, verdict: 'does not say', conflicting: '' }]))
    const [quiz] = await quizOf([reefs])
    expect(quiz?.citations).toEqual([{ status: 'not-found', ai: 'read' }])
    expect(citationsText(quiz?.citations)).toBe('Not found in your material')
    const [broader] = await quizOf([reefs], true)
    expect(broader?.citations).toEqual([{ status: 'beyond-material', ai: 'read' }])
  })

  it('reads every cited item whatever the word check said, and its reading decides', async () => {
    const items = [madeUp, negated, reefs, copied]
    const local = await localVerdicts(items)
    expect(local.map((citations) => citations?.[0]?.status)).toEqual([
      'not-found',
      'contradicted',
      'verified',
      'verified',
    ])
    const fake = provider(items, every(4, 'states'))
    const quiz = await quizOf(items)
    expect(statuses(quiz)).toEqual([
      ['verified/read'],
      ['verified/read'],
      ['verified/read'],
      ['verified/read'],
    ])
    expect(quiz.map((q) => citationsText(q.citations))).toEqual([
      'page 1',
      'page 1',
      'page 3',
      'page 1',
    ])
    const [request] = fake.opinions()
    expect(fake.opinions()).toHaveLength(1)
    expect(request?.body).toMatchObject({
      max_tokens: AI_LIMITS.secondOpinion.maxTokens,
      temperature: AI_LIMITS.secondOpinion.temperature,
    })
    expect(request?.body.stream).toBeFalsy()
    expect(claimsSent(request!.body)).toEqual(
      validateQuizItems(items, items.length).map(questionWords),
    )
    // Each against the sentences of its passage that matter, not the whole page.
    expect(passagesSent(request!.body)).toEqual([
      'Mitochondria produce ATP through cellular respiration.',
      'Mitochondria produce ATP through cellular respiration.',
      'Coral reefs grow in warm, shallow water.',
      'Ribosomes build proteins from amino acids.',
    ])
  })

  it('does not read an item that cites nothing the word check could find', async () => {
    const fake = provider([uncited, reefs], every(1, 'states'))
    const quiz = await quizOf([uncited, reefs])
    expect(statuses(quiz)).toEqual([['not-found/-'], ['verified/read']])
    expect(claimsSent(fake.opinions()[0]!.body)).toHaveLength(1)
  })

  it('asks nothing with the offline engine, which has no model', async () => {
    const log = recordAiRequests()
    server.use(log.handler, ...aiHandlers)
    const { items: quiz, revised } = await withCitations(getOfflineEngine()).generateQuiz({
      content: handout.map((passage) => passage.text).join('\n\n'),
      count: 5,
      includeBroader: false,
      difficulty: 'easy',
      source: handout,
    })
    expect(await revised).toBeNull()
    expect(quiz.length).toBeGreaterThan(0)
    expect(quiz.every((question) => question.citations && question.citations.length > 0)).toBe(true)
    expect(quiz.every((question) => question.citations?.every((c) => c.ai === undefined))).toBe(
      true,
    )
    expect(log.requests).toHaveLength(0)
  })

  it('sends one request for a set that fits, and splits only a set past the bounds, passages cut', async () => {
    const long = `Glaciers ${'carry rock debris far down their valleys and '.repeat(30)}leave moraines behind.`
    const source: SourcePassage[] = [...handout, { anchor: { kind: 'page', n: 4 }, text: long }]
    const sentences = [
      ...handout.flatMap((passage, p) =>
        (passage.text.match(/[^.]+\./g) ?? []).map((s) => ({ s: s.trim(), p: p + 1 })),
      ),
      { s: long, p: 4 },
    ]
    const cards = (count: number) =>
      Array.from({ length: count }, (_, i) => {
        const { s, p } = sentences[i % sentences.length]!
        return {
          front: `Explain what this says, ${NAMES[i % NAMES.length]} ${i}`,
          back: s,
          difficulty: 'easy',
          source: `P${p}`,
          quote: s,
        }
      })
    const generate = (count: number) =>
      withCitations(engine()).generateFlashcards({
        content: 'Cells, photosynthesis, reefs and glaciers.',
        title: 'Biology',
        count,
        source,
      })

    let fake = provider(cards(20), says([]))
    const twenty = await generate(20)
    expect(twenty.items).toHaveLength(20)
    await twenty.revised
    expect(fake.opinions()).toHaveLength(1)
    expect(claimsSent(fake.opinions()[0]!.body)).toHaveLength(20)
    for (const passage of passagesSent(fake.opinions()[0]!.body))
      expect(passage.length).toBeLessThanOrEqual(SECOND_OPINION.passageChars)

    fake = provider(cards(60), says([]))
    await (
      await generate(60)
    ).revised
    const sent = fake.opinions().map((request) => claimsSent(request.body).length)
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(60)
    expect(sent.length).toBe(2)
    expect(Math.max(...sent)).toBeLessThanOrEqual(SECOND_OPINION.maxItems)
  })
})

describe('a set delivered before the model has read it', () => {
  it("shows 'checking' at once; the model's verdicts follow when it answers", async () => {
    const gate = createGate()
    const fake = provider([reefs, copied], async (body) => {
      await gate.opened
      return replyFor(
        body,
        JSON.stringify([
          { n: 1, verdict: 'says otherwise', conflicting: 'warm, shallow water' },
          { n: 2, verdict: 'states', conflicting: '' },
        ]),
      )
    })
    const checked = await checkedQuizOf([reefs, copied])
    expect(statuses(checked.items)).toEqual([['verified/checking'], ['verified/checking']])
    let settled = false
    void checked.revised.then(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(settled).toBe(false)
    gate.open()
    const revised = await checked.revised
    expect(revised?.map((citations) => `${citations?.[0]?.status}/${citations?.[0]?.ai}`)).toEqual([
      'contradicted/read',
      'verified/read',
    ])
    expect(fake.opinions()).toHaveLength(1)
  })
})

describe('a check that fails', () => {
  const unchecked = (local: (Citation[] | undefined)[]) =>
    local.map((citations) => citations?.map((citation) => ({ ...citation, ai: 'unchecked' })))

  it("keeps the word check's verdicts, marked unchecked, when the provider answers 500; the quiz is delivered", async () => {
    const items = [reefs, madeUp, negated]
    const local = await localVerdicts(items)
    const fake = provider(items, () =>
      HttpResponse.json({ error: { message: 'boom', type: 'server_error' } }, { status: 500 }),
    )
    const quiz = await quizOf(items)
    expect(quiz.map((q) => q.question)).toEqual(items.map((item) => item.question))
    expect(quiz.map((q) => q.citations)).toEqual(unchecked(local))
    // The client's own retries; never one request per item.
    expect(fake.opinions().length).toBeGreaterThanOrEqual(1)
    expect(new Set(fake.opinions().map((r) => JSON.stringify(r.body))).size).toBe(1)
  })

  it('keeps them, unchecked, when the reply is not the JSON asked for', async () => {
    const items = [reefs]
    const local = await localVerdicts(items)
    provider(items, (body) => replyFor(body, 'I think the first one is probably fine.'))
    expect((await quizOf(items)).map((q) => q.citations)).toEqual(unchecked(local))
  })

  it('gives up after its time and keeps them, unchecked', async () => {
    const questions = validateQuizItems([reefs], 1)
    const local = await citeClaimedItems(handout, questions, questionWords)
    let aborted = false
    provider(
      [reefs],
      (_body, request) =>
        new Promise<Response>((resolve) =>
          request.signal.addEventListener('abort', () => {
            aborted = true
            resolve(HttpResponse.error())
          }),
        ),
    )
    const started = Date.now()
    const judged = await withSecondOpinion(
      engine(),
      handout,
      local.map((item, i) => ({ text: questionWords(questions[i]!), citations: item.citations })),
      { timeoutMs: 200 },
    )
    expect(judged).toEqual(unchecked(local.map((item) => item.citations)))
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(aborted).toBe(true)
  })
})

describe("the model's reading of a new guide", () => {
  it('reads every cited point in one request; its reading decides each', async () => {
    const markdown = [
      '# Cells',
      '',
      '## Overview',
      'Cells.',
      '',
      '## Key Concepts',
      '- **Reefs**: coral reefs are found growing in warm, shallow water [P3]',
      '- **Ribosomes**: Ribosomes build proteins from amino acids. [P1]',
      '- **Zelbian flux**: Zelbian flux loops are violet. [P1]',
      '',
    ].join('\n')
    const fake = provider(
      [],
      says([
        { n: 1, verdict: 'says otherwise', conflicting: 'shallow water' },
        { n: 2, verdict: 'states', conflicting: '' },
        { n: 3, verdict: 'does not say', conflicting: '' },
      ]),
    )
    const checked = await citeGeneratedGuide(engine(), handout, markdown)
    expect(
      checked.guide.citations.every((entry) => entry.citations.every((c) => c.ai === 'checking')),
    ).toBe(true)
    const citations = await checked.revised
    expect(citations).not.toBeNull()
    const guide = { ...checked.guide, citations: citations ?? [] }
    expect(fake.opinions()).toHaveLength(1)
    expect(claimsSent(fake.opinions()[0]!.body)).toEqual([
      'Reefs: coral reefs are found growing in warm, shallow water',
      'Ribosomes: Ribosomes build proteins from amino acids.',
      'Zelbian flux: Zelbian flux loops are violet.',
    ])
    const verdicts = Object.fromEntries(
      guide.citations.map((entry) => [entry.key.split(' ')[0], entry.citations]),
    )
    expect(citationsText(verdicts['reefs'])).toBe(
      'Your material says otherwise (closest passage: page 3)',
    )
    expect(marked(verdicts['reefs']?.[0])).toEqual(['shallow water'])
    expect(citationsText(verdicts['ribosomes'])).toBe('page 1')
    expect(citationsText(verdicts['zelbian'])).toBe('Not found in your material')
    expect(guide.content).not.toContain('[P')
  })
})
