/**
 * How many tokens (prompt + reply) a model accepts. Providers do not tell us, so we keep the
 * published figures of the common models and err low where a family has variants: a window
 * assumed too small costs an extra request, one assumed too large costs a failed request
 * (and the runner then shrinks it anyway: shrinkAfter in window-budget.ts).
 */

/** Unknown models: the smallest window still common among chat models (gpt-4, llama3, gemma2). */
export const DEFAULT_CONTEXT_TOKENS = 8_192
/** Below this no purpose has room for material; a setting under it is a typo. */
export const MIN_CONTEXT_TOKENS = 2_048
export const MAX_CONTEXT_TOKENS = 10_000_000

/** First match wins, so specific names come before their family. */
const KNOWN_WINDOWS: readonly (readonly [RegExp, number])[] = [
  [/^gpt-4\.1/, 1_047_576],
  // GPT-5 has a 400k window but accepts at most 272k of input; the input is what we fill.
  [/^gpt-5(?:\.\d+)?-chat/, 128_000],
  [/^gpt-5/, 272_000],
  [/^gpt-4o|^gpt-4-turbo|^gpt-4-(?:1106|0125)|^gpt-4-vision|^chatgpt-4o/, 128_000],
  [/^gpt-4-32k/, 32_768],
  [/^gpt-4(?:-0613|-0314)?$/, 8_192],
  [/^gpt-3\.5-turbo-instruct/, 4_096],
  [/^gpt-3\.5-turbo/, 16_385],
  [/^o1-(?:mini|preview)/, 128_000],
  [/^o[134](?:-|$)/, 200_000],
  [/^gpt-oss/, 131_072],
  [/^llama-?3\.[123]/, 128_000],
  [/^llama-?3/, 8_192],
  [/^llama-?4/, 128_000],
  // Qwen 2.5 / 3 reach 128k only with YaRN scaling, which most servers leave off.
  [/^qwen/, 32_768],
  [/^mixtral/, 32_768],
  [/^mistral-(?:large|medium|small)-(?:2|latest)/, 128_000],
  [/^(?:open-)?mistral/, 32_768],
  [/^gemma-?2/, 8_192],
  [/^gemma-?3/, 32_768],
  [/^deepseek/, 64_000],
  [/^claude/, 200_000],
]

/** 'openai/gpt-4o', 'meta-llama/Llama-3.1-8B-Instruct', 'llama3.1:8b' → the bare family name. */
function normalise(model: string): string {
  const name = model.trim().toLowerCase()
  return name.slice(name.lastIndexOf('/') + 1).replace(/^meta-/, '')
}

/** A positive whole number of tokens, or undefined for anything else. */
export function parseContextTokens(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value.replace(/[\s,_]/g, '')) : value
  if (typeof number !== 'number' || !Number.isInteger(number)) return undefined
  return number >= MIN_CONTEXT_TOKENS && number <= MAX_CONTEXT_TOKENS ? number : undefined
}

/** The window to plan for: a valid override (settings or VITE_AI_CONTEXT_TOKENS) wins. */
export function contextWindowFor(model: string, override?: number): number {
  const valid = parseContextTokens(override)
  if (valid !== undefined) return valid
  const name = normalise(model)
  return KNOWN_WINDOWS.find(([pattern]) => pattern.test(name))?.[1] ?? DEFAULT_CONTEXT_TOKENS
}
