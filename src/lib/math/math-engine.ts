import type { RenderedFormula } from './katex-render'
import type { Speaker } from './speech'
import { yieldToEventLoop } from '@/lib/yield-to-event-loop'

/**
 * The math renderer, loaded on demand: KaTeX (with its stylesheet and fonts) as soon as a text
 * with a formula is shown, then the speech engine for the formulas' spoken names. React reads
 * it through useSyncExternalStore (`subscribeMath` / `mathVersion`). Speech is worked out off
 * the render, a few formulas per task (`requestSpeech`), so a page of formulas never holds the
 * main thread for long; the HTML export awaits `loadMath()` and `speakAll()` before rendering,
 * so its static markup has the formulas drawn and named.
 */

type Render = (tex: string, display: boolean) => RenderedFormula | null

let render: Render | null = null
let speaker: Speaker | null = null
let loading: Promise<void> | null = null
let version = 0
const listeners = new Set<() => void>()
const rendered = new Map<string, RenderedFormula | null>()
const spoken = new Map<string, string>()
const pending = new Set<string>()
let drained: Promise<void> | null = null
/** Time one task may spend reading formulas aloud before it yields to the page. */
const SLICE_MS = 12

function changed() {
  version += 1
  listeners.forEach((listener) => listener())
}

export function subscribeMath(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Changes each time a part of the renderer or a batch of spoken forms arrives. */
export function mathVersion(): number {
  return version
}

/** Loads KaTeX, then the speech engine; resolves when both are ready (once per page). */
export function loadMath(): Promise<void> {
  loading ??= (async () => {
    const katex = await import('./katex-render')
    render = katex.renderTex
    changed()
    const speech = await import('./speech')
    speaker = await speech.loadSpeaker()
    changed()
  })().catch((error: unknown) => {
    // A failed chunk load leaves the formulas as their source; a later text may try again.
    loading = null
    console.warn('The math renderer could not be loaded', error)
  })
  return loading
}

function renderCached(tex: string, display: boolean): RenderedFormula | null {
  if (!render) return null
  const key = `${display ? 'D' : 'I'}${tex}`
  let result = rendered.get(key)
  if (result === undefined) {
    result = render(tex, display)
    rendered.set(key, result)
  }
  return result
}

async function drain(): Promise<void> {
  while (pending.size > 0 && speaker) {
    const start = performance.now()
    for (const tex of pending) {
      pending.delete(tex)
      spoken.set(tex, speaker(tex, renderCached(tex, false)?.mathml ?? ''))
      if (performance.now() - start > SLICE_MS) break
    }
    changed()
    await yieldToEventLoop()
  }
  drained = null
}

/** Asks for the formula's spoken form; it arrives with a later `mathVersion`. */
export function requestSpeech(tex: string): void {
  if (!speaker || spoken.has(tex) || pending.has(tex)) return
  pending.add(tex)
  drained ??= yieldToEventLoop().then(drain)
}

/** Works out the spoken form of every formula given; resolves when all are known. */
export async function speakAll(texts: readonly string[]): Promise<void> {
  texts.forEach(requestSpeech)
  await drained
}

export type FormulaView =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; html: string; spoken: string | null }

/** A formula as the page can show it now. */
export function viewFormula(tex: string, display: boolean): FormulaView {
  if (!render) return { state: 'loading' }
  const result = renderCached(tex, display)
  if (!result) return { state: 'failed' }
  return { state: 'ready', html: result.html, spoken: spoken.get(tex) ?? null }
}

/** The formula's spoken form, or null until it has been worked out (see requestSpeech). */
export function spokenFormula(tex: string): string | null {
  return spoken.get(tex) ?? null
}
