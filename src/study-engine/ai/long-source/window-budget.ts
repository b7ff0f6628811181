import { AI_LIMITS } from '@/config/limits'
import { AppError } from '@/lib/errors'
import type { ChatMessage } from '@/lib/ai/client'
import { ProviderError, toAppError, type AiPurpose } from '@/lib/ai/errors'
import { estimateChatTokens, MIN_TOKENS_PER_CHAR } from './estimate-tokens'

/**
 * Window arithmetic: what room a request leaves for material, and what we learn from a
 * provider's 'context_length_exceeded' (the window we assumed was too large, or our estimate too
 * low for this text: either way, plan with a smaller window and go on).
 */

/** Slack on top of an estimate that already errs high: chat templates differ by server. */
export function safetyMargin(window: number): number {
  return Math.max(64, Math.ceil(window * 0.03))
}

/** Whether `messages` plus the purpose's reply fit the window. */
export function fitsWindow(messages: ChatMessage[], purpose: AiPurpose, window: number): boolean {
  const room = window - AI_LIMITS[purpose].maxTokens - safetyMargin(window)
  // Every character is estimated at a third of a token or more: a course is found too long for
  // the window by its length alone, without reading it.
  const characters = messages.reduce((sum, message) => sum + message.content.length, 0)
  if (characters * MIN_TOKENS_PER_CHAR > room) return false
  return estimateChatTokens(messages) <= room
}

/**
 * Tokens left for material in a request of `purpose` whose other text is `frame` (the prompt
 * built with empty material): window − prompt overhead − max_tokens − safety margin.
 */
export function materialBudget(frame: ChatMessage[], purpose: AiPurpose, window: number): number {
  return window - estimateChatTokens(frame) - AI_LIMITS[purpose].maxTokens - safetyMargin(window)
}

/** The provider error behind a thrown value when it is a context-length refusal. */
export function contextLengthFailure(error: unknown): ProviderError | null {
  let current: unknown = error
  for (let depth = 0; depth < 3 && current; depth++) {
    if (current instanceof ProviderError)
      return current.failure === 'context_length' ? current : null
    current = current instanceof AppError || current instanceof Error ? current.cause : null
  }
  return null
}

/** "This model's maximum context length is 8192 tokens…" → 8192 (also "context window of 32k"). */
export function statedWindow(message: string): number | undefined {
  const match =
    /(?:maximum context length|context (?:length|window|size)|max(?:imum)? (?:input )?tokens)[^\d]{0,40}(\d[\d,]*)(k?)/i.exec(
      message,
    )
  if (!match?.[1]) return undefined
  const value = Number(match[1].replace(/,/g, '')) * (match[2] ? 1000 : 1)
  return Number.isFinite(value) && value > 0 ? value : undefined
}

/** The share of the window kept after a refusal that states no (smaller) window. */
export const SHRINK_FACTOR = 0.7

/**
 * The window to plan with after a refusal of a request planned with `plannedWith`: the stated
 * window when it is smaller, else 70 %. Refusals of requests planned before an earlier shrink
 * (parallel parts) do not shrink again.
 */
export function shrunkWindow(current: number, plannedWith: number, error: ProviderError): number {
  if (plannedWith > current) return current
  const stated = statedWindow(error.message)
  if (stated !== undefined && stated < current) return stated
  return Math.floor(current * SHRINK_FACTOR)
}

/** The window a run plans with, and the refusal that last shrank it (for the final error). */
export interface WindowState {
  window: number
  lastRefusal?: ProviderError | undefined
}

export function shrinkAfter(state: WindowState, plannedWith: number, refusal: ProviderError) {
  state.window = shrunkWindow(state.window, plannedWith, refusal)
  state.lastRefusal = refusal
}

/** 'Content too long…' for the purpose, with the provider's refusal as its cause when known. */
export function tooLongError(state: WindowState, purpose: AiPurpose): AppError {
  return toAppError(
    state.lastRefusal ??
      new ProviderError('context_length', 'The material does not fit the window'),
    purpose,
  )
}
