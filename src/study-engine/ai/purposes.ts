import { AI_LIMITS, TITLE_MAX_CHARS } from '@/config/limits'
import { messages } from '@/lib/errors'
import {
  createAiClient,
  type AiClient,
  type AiClientConfig,
  type ChatMessage,
} from '@/lib/ai/client'
import type { ChatReply } from '@/lib/ai/read-chat-stream'
import {
  askingForOthers,
  completeItems,
  continuationChat,
  joinContinuation,
  MAX_CONTINUATIONS,
  withCutOffNote,
} from './continuation'
import {
  ProviderError,
  emptyReplyError,
  isAbortedError,
  toAppError,
  type AiPurpose,
} from '@/lib/ai/errors'
import { createTextPacer } from '@/lib/text-pacer'
import { translate } from '@/lib/i18n/i18n'
import '@/lib/i18n/progress-catalogue'
import { createLongSourcePurposes } from './long-source/long-source-purposes'
import { audioScriptMessages, validateAudioLines } from './audio-script'
import { mindMapMessages, readMindMap } from './mind-map'
import { examMessages, mistakeMessages, secondOpinionMessages, titleMessages } from './prompts'
import { readExamQuestions } from './exam-questions'
import { parseJsonArray, parseJsonObject } from './parse-json-array'
import { examGradingMessages, readExamGrading } from './exam-grading'
import { readSecondOpinion, validateCards, validateQuizItems } from './schemas'
import { withStreamingInWorker } from '@/lib/ai/stream-in-worker'
import type { StreamCallOptions, StudyEngine } from '@/study-engine/types'

/**
 * `createAiEngine`: the StudyEngine backed by an OpenAI-compatible provider, one method per
 * purpose with exactly its max_tokens and temperature (AI_LIMITS).
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

/** Guides say so when they stay cut off; a tutor's answer is simply as long as it got. */
const NOTED_WHEN_CUT_OFF: ReadonlySet<AiPurpose> = new Set(['studyGuide', 'combinedGuide'])

/**
 * A streamed purpose. A reply cut off at max_tokens (or a stream that ended early) is continued
 * up to MAX_CONTINUATIONS times and joined seamlessly; a guide still cut off ends with a note
 * saying so. A continuation that fails keeps what was written and counts as cut off.
 */
async function streamPurpose(
  client: AiClient,
  purpose: AiPurpose,
  chat: ChatMessage[],
  options: StreamCallOptions | undefined,
): Promise<string> {
  const onText = options?.onText
  const throttle = onText ? createTextPacer(onText, { every: 'frame' }) : null
  const signal = options?.signal
  try {
    let text = ''
    let cutOff = true
    for (let round = 0; cutOff && round <= MAX_CONTINUATIONS; round++) {
      const before = text
      const messages = round === 0 ? chat : continuationChat(chat, before)
      try {
        const reply = await client.stream(
          request(purpose, messages),
          (soFar) => throttle?.push(joinContinuation(before, soFar)),
          signal,
        )
        text = joinContinuation(before, reply.text)
        cutOff = reply.cutOff
      } catch (error) {
        if (round === 0 || signal?.aborted) throw error
        console.warn('Continuing a cut-off reply failed', error)
        break
      }
    }
    if (cutOff && NOTED_WHEN_CUT_OFF.has(purpose))
      text = withCutOffNote(text, translate('progress.cutOffNote'))
    throttle?.push(text)
    throttle?.flush()
    return text.trim()
  } catch (error) {
    throttle?.cancel()
    throw toAppError(error, purpose)
  }
}

async function completeReply(
  client: AiClient,
  purpose: AiPurpose,
  chat: ChatMessage[],
  signal: AbortSignal | undefined,
): Promise<ChatReply> {
  try {
    const reply = await client.complete(request(purpose, chat), signal)
    return { ...reply, text: reply.text.trim() }
  } catch (error) {
    throw toAppError(error, purpose)
  }
}

async function completePurpose(
  client: AiClient,
  purpose: AiPurpose,
  chat: ChatMessage[],
  signal: AbortSignal | undefined,
): Promise<string> {
  return (await completeReply(client, purpose, chat, signal)).text
}

interface ItemsPurpose<T> {
  purpose: 'quiz' | 'flashcards'
  count: number
  /** One request for `count` items, through the long-source planner. */
  ask: (count: number, call: (chat: ChatMessage[]) => Promise<ChatReply>) => Promise<ChatReply>
  validate: (items: unknown[], limit: number) => T[]
  /** The item's text, to tell the model what is written and to find repeats. */
  text: (item: T) => string
  signal: AbortSignal | undefined
}

/** Quiz questions or flashcards: a cut-off reply keeps its items and the rest are asked for. */
async function generateItems<T>(client: AiClient, options: ItemsPurpose<T>): Promise<T[]> {
  const { purpose, signal } = options
  const request = (count: number, written: T[]) =>
    options.ask(count, (chat) =>
      completeReply(client, purpose, askingForOthers(chat, written.map(options.text)), signal),
    )
  const { items, reply } = await completeItems({
    count: options.count,
    first: () => request(options.count, []),
    more: request,
    validate: options.validate,
    key: (item) => options.text(item).toLowerCase(),
  })
  if (items.length === 0) throw toAppError(invalidReply(reply), purpose)
  return items
}

function invalidReply(reply: string): ProviderError {
  return new ProviderError('invalid', 'The AI reply held no valid items', {
    cause: reply.slice(0, 500),
  })
}

export function createAiEngine(config: AiEngineConfig): StudyEngine {
  const client = withStreamingInWorker(createAiClient(config), config)
  // Material beyond the model's window; material that fits goes out as before.
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
      const questions = await generateItems(client, {
        purpose: 'quiz',
        count: input.count,
        ask: (count, call) => long.quiz({ ...input, count }, call, options?.signal),
        validate: validateQuizItems,
        text: (question) => question.question,
        signal: options?.signal,
      })
      // Numbered again: each request numbers its own questions from q_0.
      return questions.map((question, index) => ({ ...question, id: `q_${index}` }))
    },

    generateFlashcards(input, options) {
      return generateItems(client, {
        purpose: 'flashcards',
        count: input.count,
        ask: (count, call) => long.flashcards({ ...input, count }, call, options?.signal),
        validate: validateCards,
        text: (card) => card.front,
        signal: options?.signal,
      })
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

    async secondOpinion(claims, options) {
      if (claims.length === 0) return []
      const reply = await completePurpose(
        client,
        'secondOpinion',
        secondOpinionMessages(claims),
        options?.signal,
      )
      return readSecondOpinion(parseJsonArray(reply), claims.length)
    },

    async gradeWrittenAnswer(input, options) {
      const reply = await completePurpose(
        client,
        'examGrading',
        examGradingMessages(input),
        options?.signal,
      )
      return readExamGrading(reply, input.points.length)
    },

    async writeExamSection(input, options) {
      const reply = await completePurpose(client, 'exam', examMessages(input), options?.signal)
      return readExamQuestions(reply)
    },

    async writeAudioScript(input, options) {
      const reply = await completePurpose(
        client,
        'audioScript',
        audioScriptMessages(input),
        options?.signal,
      )
      const lines = validateAudioLines(parseJsonArray(reply) ?? [])
      if (lines.length === 0) throw toAppError(invalidReply(reply), 'audioScript')
      return lines
    },

    async writeMindMap(input, options) {
      const reply = await completePurpose(
        client,
        'mindMap',
        mindMapMessages(input),
        options?.signal,
      )
      const map = readMindMap(parseJsonObject(reply))
      if (!map) throw toAppError(invalidReply(reply), 'mindMap')
      return map
    },
  }
}
