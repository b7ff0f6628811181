/**
 * What the model's reading of citations costs and how long it takes, run against the real test
 * AI server (tests/support/fake-openai.ts, in this process) writing at the long-source bench's
 * pace (20 ms per 16-character chunk, non-streamed replies as slow as streamed ones) with an
 * 8,192-token window enforced; the app's own AI engine and checking code do the rest.
 * `npm run bench:citations -- --cost [pages…]` prints:
 *
 * 1. Tokens per item read: each item's own part of the request (its claim and passage, fenced
 *    and numbered as sent) plus its verdict in the reply, and the whole requests (prompt and
 *    reply) per item. Counted with cl100k (gpt-tokenizer: OpenAI's tokenizer for gpt-4, the
 *    server's own count for the window), beside the app's estimate (estimate-tokens.ts, which
 *    counts high on purpose). Target ≤ 250 per item on average.
 * 2. On the long-document fixtures (makeSourcePages, 3,400 characters a page), the tokens the
 *    guide's generation took (every request: the parts read, the notes merged, the guide) beside
 *    those its checks took, all as the server received them.
 * 3. A 40-item guide: from its last item (the streamed guide complete) to its last verdict
 *    (the model's reading applied), target ≤ 10 s.
 *
 * What could make them fail: a passage sent whole (3,400 characters, ~750 tokens) instead of the
 * sentences that matter; one request per item (the instructions, ~280 tokens, paid again each
 * time); items read one after another, or the reading waiting for anything else; a verdict reply
 * longer than the JSON asked for.
 */
import { countTokens } from 'gpt-tokenizer/encoding/cl100k_base'
import { sourceText, type SourcePassage } from '../src/lib/source'
import { createAiEngine } from '../src/study-engine/ai/purposes'
import { estimateTokens } from '../src/study-engine/ai/long-source/estimate-tokens'
import { citeGeneratedGuide } from '../src/study-engine/citations/with-citations'
import { splitSentences } from '../src/study-engine/text/sentences'
import { makeSourcePages } from '../src/testing/long-source-fixtures'
import { startFakeOpenAI, type RecordedRequest } from '../tests/support/fake-openai'
import { cannedReply } from '../tests/support/fake-openai-replies'

const WINDOW = 8_192
const PACE = { chunkDelayMs: 20, chunkSize: 16 }
const ITEM_TARGET = 250
const LAST_VERDICT_TARGET_MS = 10_000

interface ItemCost {
  cl100k: number
  estimate: number
}

/** Each item's own share of a second-opinion request and its verdict in the reply. */
function itemCosts(request: RecordedRequest, reply: string): ItemCost[] {
  const user = request.body.messages.at(-1)?.content ?? ''
  const blocks = user.split(/\n\n(?=Item \d+\n)/).filter((block) => /^Item \d+\n/.test(block))
  const verdicts = (JSON.parse(reply) as unknown[]).map((verdict) => JSON.stringify(verdict))
  return blocks.map((block, i) => {
    const text = `${block}\n${verdicts[i] ?? ''}`
    return { cl100k: countTokens(text), estimate: estimateTokens(text) }
  })
}

interface Totals {
  requests: number
  prompt: number
  reply: number
}

/** Prompt and reply tokens (cl100k) of the requests received, by whether they are checks. */
function tally(requests: readonly RecordedRequest[], replies: (r: RecordedRequest) => string) {
  const totals = {
    generation: { requests: 0, prompt: 0, reply: 0 },
    checks: { requests: 0, prompt: 0, reply: 0 },
  }
  const items: ItemCost[] = []
  for (const request of requests) {
    const reply = replies(request)
    const side: Totals = request.purpose === 'secondOpinion' ? totals.checks : totals.generation
    side.requests++
    side.prompt += request.promptTokens ?? 0
    side.reply += countTokens(reply)
    if (request.purpose === 'secondOpinion') items.push(...itemCosts(request, reply))
  }
  return { ...totals, items }
}

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1)

function printItems(items: readonly ItemCost[], checks: Totals) {
  const whole = (checks.prompt + checks.reply) / Math.max(items.length, 1)
  const own = mean(items.map((item) => item.cl100k))
  const mark = (tokens: number) => (tokens <= ITEM_TARGET ? '' : ' ✗')
  console.log(
    `    tokens per item read (${items.length} items, ${checks.requests} requests): claim + passage + verdict ${own.toFixed(0)} cl100k${mark(own)} (estimate ${mean(items.map((item) => item.estimate)).toFixed(0)}); whole requests ${whole.toFixed(0)} per item${mark(whole)} (target ≤ ${ITEM_TARGET})`,
  )
}

async function guideFrom(pages: number) {
  const fake = await startFakeOpenAI({ ...PACE, paceCompletions: true, contextTokens: WINDOW })
  try {
    const engine = createAiEngine({
      baseURL: fake.url,
      apiKey: 'sk-bench',
      model: 'gpt-4',
      contextTokens: WINDOW,
    })
    const source = makeSourcePages(pages, 3_400)
    const started = performance.now()
    const markdown = await engine.generateStudyGuide({
      content: sourceText(source),
      title: 'Long notes',
      source,
    })
    const written = performance.now()
    const checked = await citeGeneratedGuide(engine, source, markdown)
    await checked.revised
    const read = performance.now()
    const { generation, checks, items } = tally(fake.requests(), (r) => cannedReply(r.body))
    const chars = source.reduce((sum, passage) => sum + passage.text.length, 0)
    console.log(
      `\n  ${pages} pages (${chars.toLocaleString('en')} characters): guide written in ${((written - started) / 1000).toFixed(1)} s, read by the model ${((read - written) / 1000).toFixed(1)} s later`,
    )
    const total = (t: Totals) => t.prompt + t.reply
    console.log(
      `    generation ${generation.requests} requests, ${total(generation).toLocaleString('en')} tokens; checks ${checks.requests} requests, ${total(checks).toLocaleString('en')} tokens = ${((100 * total(checks)) / Math.max(total(generation), 1)).toFixed(1)} % of the generation's`,
    )
    printItems(items, checks)
  } finally {
    await fake.close()
  }
}

/** A guide of 40 points, each the second sentence of its own page, cited to it. */
function fortyPointGuide(source: readonly SourcePassage[]): string {
  const points = source.map((passage, i) => {
    const sentences = splitSentences(passage.text.replace(/\s+/g, ' '))
    return `- **Point ${i + 1}**: ${(sentences[1] ?? sentences[0] ?? '').trim()} [P${i + 1}]`
  })
  return ['# Forty points', '', '## Overview', 'Forty points.', '', '## Key Concepts', ...points]
    .concat(['', '## Practice Questions', '1. Why?'])
    .join('\n')
}

async function fortyItems() {
  const fake = await startFakeOpenAI({ ...PACE, paceCompletions: true, contextTokens: WINDOW })
  try {
    const engine = createAiEngine({
      baseURL: fake.url,
      apiKey: 'sk-bench',
      model: 'gpt-4',
      contextTokens: WINDOW,
    })
    // 40 pages small enough for the guide to be written in one request.
    const source = makeSourcePages(40, 300, 11)
    const guide = fortyPointGuide(source)
    fake.script({ purpose: 'studyGuide', body: guide })
    const markdown = await engine.generateStudyGuide({
      content: sourceText(source),
      title: 'Forty points',
      source,
    })
    const lastItem = performance.now()
    const checked = await citeGeneratedGuide(engine, source, markdown)
    const judged = await checked.revised
    const lastVerdict = performance.now()
    const read = (judged ?? checked.guide.citations).filter((entry) =>
      entry.citations.some((citation) => citation.ai === 'read'),
    ).length
    const ms = lastVerdict - lastItem
    const { checks, items } = tally(
      fake.requests().filter((r) => r.purpose === 'secondOpinion'),
      (r) => cannedReply(r.body),
    )
    console.log(
      `\n  A 40-item guide: last verdict ${(ms / 1000).toFixed(2)} s after its last item${ms <= LAST_VERDICT_TARGET_MS ? '' : ' ✗'} (target ≤ 10 s); ${read} of ${checked.guide.citations.length} points read by the model`,
    )
    printItems(items, checks)
  } finally {
    await fake.close()
  }
}

/** `--cost [pages…]`: the figures above; pages default to 60 and 300. */
export async function citationCost(pages: readonly number[]) {
  console.log(
    `The model's reading, against the test AI server (${PACE.chunkDelayMs} ms per ${PACE.chunkSize}-character chunk, ${WINDOW}-token window; tokens counted with cl100k):`,
  )
  await fortyItems()
  for (const count of pages.length > 0 ? pages : [60, 300]) await guideFrom(count)
}
