/**
 * The whole citation pipeline graded on the held-out third, with a stand-in judge as its model:
 * `npm run bench:citations -- --judge path/to/judge.mjs [--seed N]`. The module exports
 * `createJudge(seed)` → `{ judge(claim, passage, label) }` returning 'supported' | 'contradicted'
 * | 'not-found'; it sees each item's label and errs in its own way (bench/judges/ ships four).
 * The app's own code runs: the word check (checkItems), then withSecondOpinion with the judge
 * in place of the engine's model — the same passages picked and trimmed, the same batches, the
 * same decisions. Ends with `precision X · recall Y · judged N of M · contradicted caught by
 * kind …`.
 */
import { pathToFileURL } from 'node:url'
import { resolve } from 'node:path'
import { SECOND_OPINION } from '../src/config/limits'
import { checkItems } from '../src/study-engine/citations/check'
import { claimedPassages } from '../src/study-engine/citations/markers'
import { cut } from '../src/study-engine/citations/reading-passage'
import {
  withSecondOpinion,
  type SecondOpinionEngine,
} from '../src/study-engine/citations/second-opinion'
import type { Citation } from '../src/lib/citation'
import { secondOpinionMessages } from '../src/study-engine/ai/prompts'
import { estimateTokens } from '../src/study-engine/ai/long-source/estimate-tokens'
import type { ClaimReading } from '../src/study-engine/types'
import {
  claimsByDocument,
  figures,
  itemOf,
  pagesOf,
  sourceOf,
  verdictOf,
  type CitationSet,
  type Figures,
  type Outcome,
  type SetClaim,
  type SetDocument,
} from './citations-eval'

type Verdict = 'supported' | 'contradicted' | 'not-found'
export interface Judge {
  judge(claim: string, passage: string, label: Verdict): Verdict
}
type CreateJudge = (seed: number) => Judge

export async function loadJudge(path: string): Promise<CreateJudge> {
  const module = (await import(pathToFileURL(resolve(path)).href)) as { createJudge?: unknown }
  if (typeof module.createJudge !== 'function')
    throw new Error(`${path} does not export createJudge(seed)`)
  return module.createJudge as CreateJudge
}

const READING: Record<Verdict, ClaimReading> = {
  supported: { verdict: 'states' },
  contradicted: { verdict: 'says-otherwise', conflicting: '' },
  'not-found': { verdict: 'does-not-say' },
}

interface Cost {
  requests: number
  judged: number
  promptTokens: number
  replyTokens: number
}

/** The engine's side, played by the judge: the label of each claim sent, found by its text. */
function judgeEngine(judge: Judge, claims: readonly SetClaim[], cost: Cost): SecondOpinionEngine {
  const labels = new Map(
    claims.map((claim) => [cut(claim.claim, SECOND_OPINION.claimChars), claim]),
  )
  return {
    secondOpinion(sent) {
      cost.requests++
      cost.judged += sent.length
      cost.promptTokens += secondOpinionMessages(sent).reduce(
        (sum, message) => sum + estimateTokens(message.content),
        0,
      )
      const verdicts = sent.map(({ claim, passage }) => {
        const known = labels.get(claim)
        if (!known) throw new Error(`The bench sent a claim it does not know: ${claim}`)
        return judge.judge(claim, passage, known.label)
      })
      const reply = verdicts.map((verdict, n) => ({ n: n + 1, verdict, conflicting: '' }))
      cost.replyTokens += estimateTokens(JSON.stringify(reply))
      return Promise.resolve(verdicts.map((verdict) => READING[verdict]))
    },
  }
}

interface Checked {
  document: SetDocument
  claims: SetClaim[]
  local: Citation[][]
}

/** The word check on the held-out claims, once: it does not depend on the judge. */
export function checkHeldOut(set: CitationSet): Checked[] {
  return [...claimsByDocument(set, new Set(set.split.heldOut))].map(([document, claims]) => ({
    document,
    claims,
    local: checkItems(
      sourceOf(document),
      claims.map((claim) => itemOf(claim, document, true)),
    ),
  }))
}

export async function judged(
  checked: readonly Checked[],
  judge: Judge,
): Promise<{ f: Figures; cost: Cost }> {
  const cost: Cost = { requests: 0, judged: 0, promptTokens: 0, replyTokens: 0 }
  const outcomes: Outcome[] = []
  for (const { document, claims, local } of checked) {
    const source = sourceOf(document)
    const items = claims.map((claim, i) => {
      const ref = itemOf(claim, document, true).claim?.ref
      return {
        text: claim.claim,
        citations: local[i],
        cited: ref ? claimedPassages(source, ref) : undefined,
      }
    })
    const read = await withSecondOpinion(judgeEngine(judge, claims, cost), source, items)
    claims.forEach((claim, i) => {
      const citations = read[i] ?? []
      outcomes.push({ claim, verdict: verdictOf(citations), pages: pagesOf(citations) })
    })
  }
  return { f: figures(outcomes, 0), cost }
}

const two = (value: number) => value.toFixed(2)

/** The closing line the issue asks for. */
export function summary(f: Figures, cost: Cost): string {
  const kinds = Object.entries(f.caught)
    .sort()
    .map(([kind, c]) => `${kind} ${two(c.caught / c.n)}`)
    .join(', ')
  return `precision ${two(f.precision)} · recall ${two(f.recall)} · judged ${cost.judged} of ${f.items} · contradicted caught by kind ${kinds}`
}

export function costLine(cost: Cost): string {
  const perItem = (cost.promptTokens + cost.replyTokens) / Math.max(cost.judged, 1)
  return `    cost: ${cost.requests} requests, ${perItem.toFixed(0)} tokens per item judged (prompt and reply, estimated high: estimate-tokens.ts over-counts English ~1.6×)`
}
