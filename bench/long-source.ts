/**
 * Benchmark (issue #16): a ~1,000,000-character source (300 pages of varied prose) made into a
 * study guide by the AI engine against the fake OpenAI server, which writes at a realistic pace
 * (20 ms per 16-character chunk, non-streamed replies as slow as streamed ones) and enforces an
 * 8,192-token window as OpenAI does. Measures time to the guide's first streamed word and to
 * the whole guide, requests made, and the largest request seen against the window.
 * Run: npm run bench:long [pages]
 */
import { createAiEngine } from '../src/lib/ai/purposes'
import { progressMessage } from '../src/lib/study-engine/progress'
import { joinPages, makeSourcePages } from '../src/testing/long-source-fixtures'
import { startFakeOpenAI } from '../tests/support/fake-openai'

const WINDOW = 8_192
const TARGET_MS = 60_000

async function main() {
  const pages = Number(process.argv[2] ?? 300)
  const source = makeSourcePages(pages, 3_400)
  const content = joinPages(source)
  const fake = await startFakeOpenAI({
    chunkDelayMs: 20,
    chunkSize: 16,
    paceCompletions: true,
    contextTokens: WINDOW,
  })
  const engine = createAiEngine({
    baseURL: fake.url,
    apiKey: 'sk-bench',
    model: 'gpt-4',
    contextTokens: WINDOW,
  })
  console.log(`source: ${pages} pages, ${content.length} characters; window ${WINDOW} tokens`)
  const start = performance.now()
  const at = () => ((performance.now() - start) / 1000).toFixed(1).padStart(5)
  let firstWordMs: number | null = null
  let lastLine = ''
  try {
    const guide = await engine.generateStudyGuide(
      { content, title: 'Long course notes', source },
      {
        onText: (text) => {
          if (firstWordMs === null && /\S/.test(text)) firstWordMs = performance.now() - start
        },
        onProgress: (event) => {
          const line =
            event.phase === 'reading' ? `Reading (${event.total} parts)` : progressMessage(event)
          if (event.phase === 'reading' && event.done === event.total)
            console.log(`${at()} s  read all ${event.total} parts`)
          if (line !== lastLine) console.log(`${at()} s  ${progressMessage(event)}`)
          lastLine = line
        },
      },
    )
    const totalMs = performance.now() - start
    const requests = fake.requests()
    const byPurpose = new Map<string, number>()
    for (const r of requests) byPurpose.set(r.purpose, (byPurpose.get(r.purpose) ?? 0) + 1)
    const sizes = requests.map((r) => (r.promptTokens ?? 0) + (r.body.max_tokens ?? 0))
    const refused = sizes.filter((size) => size > WINDOW).length
    const maxPrompt = Math.max(...requests.map((r) => r.promptTokens ?? 0))
    console.log(`guide: ${guide.length} characters`)
    console.log(
      `first streamed word of the guide: ${((firstWordMs ?? Number.NaN) / 1000).toFixed(1)} s`,
    )
    console.log(
      `whole guide: ${(totalMs / 1000).toFixed(1)} s (target < ${TARGET_MS / 1000} s: ${totalMs < TARGET_MS ? 'met' : 'MISSED'})`,
    )
    console.log(
      `requests: ${requests.length} (${[...byPurpose].map(([p, n]) => `${p} ${n}`).join(', ')}); refused as too long: ${refused}`,
    )
    console.log(
      `largest request: prompt ${maxPrompt} tokens (cl100k), prompt + max_tokens ${Math.max(...sizes)} of the ${WINDOW}-token window`,
    )
  } finally {
    await fake.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
