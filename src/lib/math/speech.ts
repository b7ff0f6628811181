import renderA11yString from 'katex/contrib/render-a11y-string'

/**
 * Formulas read aloud, for accessible names built from text (a quiz option is named by its
 * text). Speech Rule Engine (the engine MathJax uses) reads KaTeX's MathML: "the integral from
 * 0 to 1 of x squared d x". It needs the browser's XPath; where there is none (a test DOM) or
 * it fails, KaTeX's own reading is used ("integral, start subscript, 0, …").
 */

export type Speaker = (tex: string, mathml: string) => string

interface SpeechRuleEngine {
  engineReady(): Promise<unknown>
  toSpeech(mathml: string): string
}

declare global {
  // Speech Rule Engine reads this global on every setup, including the one it starts itself
  // when it is imported: so its locales come from the app's build, never from its default CDN.
  var SREfeature: Record<string, unknown> | undefined
}

async function localeMaps(locale: string): Promise<unknown> {
  const maps =
    locale === 'base'
      ? await import('speech-rule-engine/lib/mathmaps/base.json')
      : await import('speech-rule-engine/lib/mathmaps/en.json')
  return maps.default
}

function katexReading(tex: string): string {
  try {
    return renderA11yString(tex)
  } catch {
    return tex
  }
}

async function loadRuleEngine(): Promise<SpeechRuleEngine | null> {
  if (typeof document === 'undefined' || typeof document.evaluate !== 'function') return null
  globalThis.SREfeature = {
    locale: 'en',
    domain: 'clearspeak',
    modality: 'speech',
    custom: localeMaps,
  }
  const engine = (await import('speech-rule-engine/mjs/index.js')) as SpeechRuleEngine
  await engine.engineReady()
  return engine
}

/** Loads the speech engine; resolves to a speaker that never throws. */
export async function loadSpeaker(): Promise<Speaker> {
  const engine = await loadRuleEngine().catch((error: unknown) => {
    console.warn('Speech Rule Engine could not start; formulas are read by KaTeX', error)
    return null
  })
  return (tex, mathml) => {
    if (engine && mathml) {
      try {
        const spoken = engine.toSpeech(mathml).trim()
        if (spoken !== '') return spoken
      } catch {
        // Falls through to KaTeX's reading.
      }
    }
    return katexReading(tex)
  }
}
