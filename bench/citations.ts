/**
 * Citations graded against the labelled citation set (bench/citations-set: real documents,
 * claims labelled supported / contradicted / not-found by hand, without seeing the checker).
 * Prints, for the held-out third and for the tuning rest: precision and recall of "supported",
 * the share of each contradiction kind caught (not shown as supported; and named contradicted),
 * the share of not-found claims kept from "supported", the wrong-page rate, and the time per 100
 * items; then the time the checks take on a 60-page and a 2,000,000-character source.
 *
 * Each claim is checked as a model's item is: its text, the page it cites and its quote (if the
 * set gives one); "claim only" checks the text alone, as for a model that cites nothing.
 *
 * Run: npm run bench:citations [-- --held-out] [-- --set dir] [-- --checker FILE] [-- --misses]
 *   --held-out           also grade the held-out third; nothing else prints its figures, so a
 *                        rule is never tuned on them by accident
 *   --set DIR            any set in the same format (documents/, claims/, split.json), graded
 *                        whole as well as by its split (default bench/citations-set, or
 *                        CITATIONS_SET=dir)
 *   --checker FILE       grade another module exporting checkItems (e.g. an earlier version)
 *   --misses             list the tuning claims the checker gets wrong
 *   --judge FILE         see citations-judge.ts: the whole pipeline, a stand-in judge as its model
 *   --cost [pages…]      see citations-cost.ts: the model's reading against the test AI server —
 *                        tokens per item, the checks' tokens against the generation's on long
 *                        documents, and a 40-item guide's last verdict after its last item
 */
import { pathToFileURL } from 'node:url'
import { resolve } from 'node:path'
import { checkGuide, checkItems } from '../src/study-engine/citations/check'
import { studyGuideMessages } from '../src/study-engine/ai/prompts'
import { AI_LIMITS } from '../src/config/limits'
import { sourceText, type SourcePassage } from '../src/lib/source'
import { markerFor, pageProse, TOPICS } from '../tests/e2e/support/lecture-pages'
import { cannedReply, type ChatBody } from '../tests/support/fake-openai-replies'
import { checkHeldOut, costLine, judged, loadJudge, summary } from './citations-judge'
import { importBundled } from './node-bundle'
// Types only: the module runs bundled (node-bundle.ts), as the AI engine needs.
import type { citationCost as CitationCost } from './citations-cost'
import {
  citationSetDir,
  figures,
  loadSet,
  run,
  TARGETS,
  type Checker,
  type Figures,
} from './citations-eval'

const pagesOf = (count: number): SourcePassage[] =>
  Array.from({ length: count }, (_, i) => ({
    anchor: { kind: 'page', n: i + 1 },
    text: pageProse(i),
  }))

function body(purpose: keyof typeof AI_LIMITS, messages: ChatBody['messages']): ChatBody {
  const limits = AI_LIMITS[purpose]
  return { messages, max_tokens: limits.maxTokens, temperature: limits.temperature }
}

const pct = (part: number, whole: number) =>
  whole === 0 ? '   –  ' : `${((100 * part) / whole).toFixed(1).padStart(5)} %`

function print(label: string, f: Figures) {
  const mark = (ok: boolean) => (ok ? ' ' : '✗')
  console.log(`\n  ${label} (${f.items} claims)`)
  console.log(
    `    supported: precision ${pct(f.precision, 1)}${mark(f.precision >= TARGETS.precision)}  recall ${pct(f.recall, 1)}${mark(f.recall >= TARGETS.recall)}  (targets ≥ 97 %, ≥ 90 %)`,
  )
  for (const [kind, c] of Object.entries(f.caught).sort()) {
    console.log(
      `    contradicted, ${kind.padEnd(20)} caught ${pct(c.caught, c.n)}${mark(c.caught >= TARGETS.caught * c.n)}  named contradicted ${pct(c.named, c.n)}  of ${c.n}`,
    )
  }
  console.log(
    `    not found, kept from supported       ${pct(f.notFound.caught, f.notFound.n)}   of ${f.notFound.n}`,
  )
  console.log(
    `    wrong page (supported claims shown on a page the label does not give) ${pct(f.wrongPage.wrong, f.wrongPage.n)} of ${f.wrongPage.n}`,
  )
  printAlarms(f)
  if (f.msPer100 > 0)
    console.log(`    time ${f.msPer100.toFixed(1)} ms per 100 items (indexing included)`)
}

/** False alarms on supported claims, and precision had the set been mostly right. */
export function printAlarms(f: Figures) {
  const { n, contradicted, notFound } = f.falseAlarms
  console.log(
    `    false alarms: supported claims shown "Your material says otherwise" ${pct(contradicted, n)}, "Not found in your material" ${pct(notFound, n)} of ${n}`,
  )
  console.log(
    `    precision of "supported" reweighted to 90 % / 10 % supported / wrong ${pct(f.precisionAt90, 1)}, to 95 % / 5 % ${pct(f.precisionAt95, 1)}`,
  )
}

interface GradeOptions {
  dir: string | undefined
  heldOut: boolean
  showMisses: boolean
}

async function grade(check: Checker, options: GradeOptions) {
  const set = await loadSet(options.dir)
  const heldOut = new Set(set.split.heldOut)
  const tuning = new Set(set.split.tuning)
  for (const withHints of [true, false]) {
    console.log(
      withHints
        ? '\nClaims as a model cites them (page marker, and the quote where the set gives one):'
        : '\nClaim text only (a model that cites nothing):',
    )
    if (options.dir !== undefined) {
      const all = run(set, new Set(set.claims.map((claim) => claim.id)), check, withHints)
      print('whole set', figures(all.outcomes, all.ms))
    }
    if (options.heldOut) {
      const held = run(set, heldOut, check, withHints)
      print('held-out third', figures(held.outcomes, held.ms))
    }
    const rest = run(set, tuning, check, withHints)
    print('tuning rest', figures(rest.outcomes, rest.ms))
    if (options.showMisses)
      for (const o of rest.outcomes) {
        const right =
          o.claim.label === 'supported'
            ? o.verdict === 'supported'
            : o.verdict !== 'supported' &&
              (o.claim.label !== 'contradicted' || o.verdict === 'contradicted')
        if (!right)
          console.log(
            `      ✗ ${o.claim.id} [${o.claim.label}/${o.claim.kind}] → ${o.verdict} p${o.pages.join(',')}: ${o.claim.claim}`,
          )
      }
  }
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

/** The pipeline with a stand-in judge as its model, on the held-out third (citations-judge.ts). */
async function gradeJudge(path: string, dir: string | undefined, seed: number) {
  const createJudge = await loadJudge(path)
  const checked = checkHeldOut(await loadSet(dir))
  console.log(`\nThe pipeline with judge ${path} (seed ${seed}) as its model, held-out third:`)
  const { f, cost } = await judged(checked, createJudge(seed))
  print('held-out third, word check then judge', f)
  console.log(costLine(cost))
  const runs = await Promise.all(
    Array.from({ length: 20 }, (_, i) => judged(checked, createJudge(i + 1)).then((r) => r.f)),
  )
  const range = (values: number[]) =>
    `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`
  console.log(
    `    over seeds 1–20: precision ${range(runs.map((r) => r.precision))}, recall ${range(runs.map((r) => r.recall))}, supported claims flagged ${range(runs.map((r) => (r.falseAlarms.contradicted + r.falseAlarms.notFound) / r.falseAlarms.n))}`,
  )
  console.log(`\n${summary(f, cost)}`)
}

async function main() {
  const args = process.argv.slice(2)
  if (args.includes('--cost')) {
    const { citationCost } = await importBundled<{ citationCost: typeof CitationCost }>(
      'bench/citations-cost.ts',
    )
    await citationCost(args.filter((arg) => /^\d+$/.test(arg)).map(Number))
    return
  }
  const judgeAt = args.indexOf('--judge')
  if (judgeAt !== -1) {
    const setAt = args.indexOf('--set')
    const seedAt = args.indexOf('--seed')
    await gradeJudge(
      args[judgeAt + 1] ?? '',
      setAt === -1 ? undefined : resolve(args[setAt + 1] ?? ''),
      seedAt === -1 ? 1 : Number(args[seedAt + 1]),
    )
    return
  }
  const checkerAt = args.indexOf('--checker')
  const checker: Checker =
    checkerAt === -1
      ? checkItems
      : (
          (await import(pathToFileURL(resolve(args[checkerAt + 1] ?? '')).href)) as {
            checkItems: Checker
          }
        ).checkItems
  if (checkerAt !== -1) console.log(`Checker: ${args[checkerAt + 1]}`)
  const setAt = args.indexOf('--set')
  const dir = setAt === -1 ? undefined : resolve(args[setAt + 1] ?? '')
  console.log(`Set: ${dir ?? citationSetDir()}`)
  await grade(checker, {
    dir,
    heldOut: args.includes('--held-out'),
    showMisses: args.includes('--misses'),
  })
  if (args.includes('--misses')) return

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
