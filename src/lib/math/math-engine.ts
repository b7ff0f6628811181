import type { RenderedFormula } from './katex-render'
import type { Speaker } from './speech'

/**
 * The math renderer, loaded on demand: KaTeX (with its stylesheet and fonts) as soon as a text
 * with a formula is shown, then the speech engine for the formulas' spoken names. React reads
 * it through useSyncExternalStore (`subscribeMath` / `mathVersion`); the HTML export awaits
 * `loadMath()` before rendering, so its static markup has the formulas drawn and named.
 */

type Render = (tex: string, display: boolean) => RenderedFormula | null

let render: Render | null = null
let speaker: Speaker | null = null
let loading: Promise<void> | null = null
let version = 0
const listeners = new Set<() => void>()
const spokenCache = new Map<string, string>()

function changed() {
  version += 1
  listeners.forEach((listener) => listener())
}

export function subscribeMath(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Changes each time a part of the renderer arrives. */
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
    spokenCache.clear()
    changed()
  })().catch((error: unknown) => {
    // A failed chunk load leaves the formulas as their source; a later text may try again.
    loading = null
    console.warn('The math renderer could not be loaded', error)
  })
  return loading
}

export type FormulaView =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; html: string; spoken: string | null }

/** A formula as the page can show it now. */
export function viewFormula(tex: string, display: boolean): FormulaView {
  if (!render) return { state: 'loading' }
  const rendered = render(tex, display)
  if (!rendered) return { state: 'failed' }
  return { state: 'ready', html: rendered.html, spoken: speakFormula(tex, rendered.mathml) }
}

function speakFormula(tex: string, mathml: string): string | null {
  if (!speaker) return null
  let spoken = spokenCache.get(tex)
  if (spoken === undefined) {
    spoken = speaker(tex, mathml)
    spokenCache.set(tex, spoken)
  }
  return spoken
}

/** The formula's spoken form, or null until the speech engine has loaded. */
export function spokenFormula(tex: string): string | null {
  if (!render || !speaker) return null
  const cached = spokenCache.get(tex)
  if (cached !== undefined) return cached
  return speakFormula(tex, render(tex, false)?.mathml ?? '')
}
