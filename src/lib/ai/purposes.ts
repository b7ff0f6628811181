import { AI_LIMITS, TITLE_MAX_CHARS } from '@/config/limits'
import { messages } from '@/lib/errors'
import { createAiClient, type AiClient, type AiClientConfig, type ChatMessage } from './client'
import {
  ProviderError,
  emptyReplyError,
  isAbortedError,
  toAppError,
  type AiPurpose,
} from './errors'
import { createFrameThrottle } from './frame-throttle'
import { createLongSourcePurposes } from './long-source/long-source-purposes'
import { parseJsonArray } from './parse-json-array'
import { mistakeMessages, titleMessages } from './prompts'
import { validateCards, validateQuizItems } from './schemas'
import { withStreamingInWorker } from './stream-in-worker'
import type { StreamCallOptions, StudyEngine } from '@/lib/study-engine/types'

/**
 * `createAiEngine`: the StudyEngine backed by an OpenAI-compatible provider, one method per
 * purpose of spec section 7 with exactly its max_tokens and temperature (AI_LIMITS).
 *
 * Failure contract: every method throws `AppError` with the purpose's spec message (see
 * errors.ts), kind 'aborted' when the signal fired, except
 * - generateTitle, which never fails: it returns 'Study Guide' (messages.titleFallback) on any
 *   failure, and only rethrows an abort;
 * - explainMistake, which throws AppError(kind 'ai', messages.explanationFallback) (or the
 *   key/quota/rate-limit message) — the quiz feature shows the stored explanation, else that
 *   fixed sentence.
 */

export interface AiEngineConfig extends AiClientConfig {
  /** UI label; defaults to the model name. */
  label?: string
  /** The model's window in tokens (settings / VITE_AI_CONTEXT_TOKENS); else known by model name. */
  contextTokens?: number | undefined
  /** Parallel requests when a long source is read in parts; default 4. */
  partConcurrency?: number | undefined
}

function request(purpose: AiPurpose, chat: ChatMessage[]) {
  const limits = AI_LIMITS[purpose]
  return { messages: chat, maxTokens: limits.maxTokens, temperature: limits.temperature }
}

const QUOTES = /^[\s"'`“”‘’«»*_#]+|[\s"'`“”‘’«»*_.]+$/g

/** First line, without a "Title:" label, markdown or quotes, cut to 60 chars at a word end. */
export function cleanTitle(reply: string): string {
  const line = reply.split('\n').find((candidate) => candidate.trim() !== '') ?? ''
  const cleaned = line
    .replace(/^\s*(?:#+\s*)?(?:title\s*:\s*)/i, '')
    .replace(QUOTES, '')
    .replace(/\s+/g, ' ')
    .trim()
  if (cleaned.length <= TITLE_MAX_CHARS) return cleaned
  const cut = cleaned.slice(0, TITLE_MAX_CHARS)
  const lastSpace = cut.lastIndexOf(' ')
  return (lastSpace > TITLE_MAX_CHARS / 2 ? cut.slice(0, lastSpace) : cut).replace(QUOTES, '')
}

async function streamPurpose(
  client: AiClient,
  purpose: AiPurpose,
  chat: ChatMessage[],
  options: StreamCallOptions | undefined,
): Promise<string> {
  const onText = options?.onText
  const throttle = onText ? createFrameThrottle(onText) : null
  try {
    const text = await client.stream(
      request(purpose, chat),
      (soFar) => throttle?.push(soFar),
      options?.signal,
    )
    throttle?.flush()
    return text.trim()
  } catch (error) {
    throttle?.cancel()
    throw toAppError(error, purpose)
  }
}

async function completePurpose(
  client: AiClient,
  purpose: AiPurpose,
  chat: ChatMessage[],
  signal: AbortSignal | undefined,
): Promise<string> {
  try {
    return (await client.complete(request(purpose, chat), signal)).trim()
  } catch (error) {
    throw toAppError(error, purpose)
  }
}

function invalidReply(reply: string): ProviderError {
  return new ProviderError('invalid', 'The AI reply held no valid items', {
    cause: reply.slice(0, 500),
  })
}

export function createAiEngine(config: AiEngineConfig): StudyEngine {
  const client = withStreamingInWorker(createAiClient(config), config)
  // Material beyond the model's window (issue #16); material that fits goes out as before.
  const long = createLongSourcePurposes(
    client,
    {
      model: config.model,
      contextTokens: config.contextTokens,
      concurrency: config.partConcurrency,
    },
    { stream: (purpose, chat, options) => streamPurpose(client, purpose, chat, options) },
  )

  return {
    kind: 'ai',
    label: config.label ?? config.model,

    async generateTitle(content, options) {
      try {
        const reply = await completePurpose(
          client,
          'title',
          titleMessages(content),
          options?.signal,
        )
        return cleanTitle(reply) || messages.titleFallback
      } catch (error) {
        if (isAbortedError(error)) throw error
        return messages.titleFallback
      }
    },

    generateStudyGuide(input, options) {
      return long.studyGuide(input, options)
    },

    generateCombinedGuide(input, options) {
      return long.combinedGuide(input, options)
    },

    askTutor(input, options) {
      return long.tutor(input, options)
    },

    async generateQuiz(input, options) {
      const reply = await long.quiz(
        input,
        (chat) => completePurpose(client, 'quiz', chat, options?.signal),
        options?.signal,
      )
      const questions = validateQuizItems(parseJsonArray(reply) ?? [], input.count)
      if (questions.length === 0) throw toAppError(invalidReply(reply), 'quiz')
      return questions
    },

    async generateFlashcards(input, options) {
      const reply = await long.flashcards(
        input,
        (chat) => completePurpose(client, 'flashcards', chat, options?.signal),
        options?.signal,
      )
      const cards = validateCards(parseJsonArray(reply) ?? [], input.count)
      if (cards.length === 0) throw toAppError(invalidReply(reply), 'flashcards')
      return cards
    },

    async explainMistake(input, options) {
      const reply = await completePurpose(
        client,
        'mistakeExplanation',
        mistakeMessages(input),
        options?.signal,
      )
      if (reply === '') throw toAppError(emptyReplyError(), 'mistakeExplanation')
      return reply
    },
  }
}
