import type { SourcePassage } from '@/lib/source'
import type { AiClient, ChatMessage } from '@/lib/ai/client'
import type { AiPurpose } from '@/lib/ai/errors'
import { passagesFromText } from '@/lib/extract/text-passages'
import {
  combinedGuideMessages,
  fence,
  numberedSource,
  type CitedMaterial,
  flashcardMessages,
  quizMessages,
  studyGuideMessages,
  tutorMessages,
} from '../prompts'
import type {
  CombinedGuideInput,
  FlashcardsInput,
  QuizInput,
  StreamCallOptions,
  StudyGuideInput,
  TutorInput,
} from '@/study-engine/types'
import { contextWindowFor } from './context-window'
import { estimateTokens } from './estimate-tokens'
import type { LongSourceDeps } from './long-source-deps'
import { retrievePassages } from './retrieve'
import { createNotesCache } from './run-helpers'
import { spreadText } from './spread-select'
import { contextLengthFailure, fitsWindow, materialBudget, shrinkAfter } from './window-budget'
import { writeLongGuide } from './write-long-guide'

/**
 * Every purpose on material of any length. Material that fits the window is sent
 * exactly as before, one request with the purpose's own prompt; larger material is read in
 * parts (guides), sampled across its length (quiz, flashcards) or searched (tutor).
 */

export interface LongSourceConfig {
  model: string
  /** The student's or the build's window setting; else the model's known window. */
  contextTokens?: number | undefined
  /** Parallel notes requests (default 4). */
  concurrency?: number | undefined
}

export interface PurposeRunners {
  stream: (
    purpose: AiPurpose,
    chat: ChatMessage[],
    options: StreamCallOptions | undefined,
  ) => Promise<string>
}

/** Attempts of one request after the provider refused it as too long (window shrinks each time). */
const MAX_ATTEMPTS = 3
/** Fewer tokens than this of source passages beside a guide are not worth citing from. */
const MIN_BESIDE_TOKENS = 150

/** The source whole when it fits `room`, else passages spread over all of it. */
function besideGuide(source: readonly SourcePassage[], room: number): string {
  // Every character costs at least a third of a token: a source that long cannot fit whole.
  const chars = source.reduce((sum, passage) => sum + passage.text.length, 0)
  const whole = chars / 3 <= room ? numberedSource(source) : null
  return whole !== null && estimateTokens(whole) <= room ? whole : spreadText(source, room, true)
}

const hasSource = (source: SourcePassage[] | undefined): source is SourcePassage[] =>
  source !== undefined && source.length > 0

export function createLongSourcePurposes(
  client: AiClient,
  config: LongSourceConfig,
  runners: PurposeRunners,
) {
  const deps: LongSourceDeps = {
    client,
    stream: (purpose, chat, options) => runners.stream(purpose, chat, options),
    state: { window: contextWindowFor(config.model, config.contextTokens) },
    cache: createNotesCache(),
    plans: new Map(),
    concurrency: config.concurrency,
  }
  // Plans of the last few sources only: a retry comes soon after its failure.
  const remember = () => {
    while (deps.plans.size > 4) deps.plans.delete(deps.plans.keys().next().value as string)
  }

  /**
   * One request whose messages `build` makes for a window (null: today's prompt, unchanged).
   * Today's prompt is used while it fits; after a refusal the window shrinks and `build` adapts.
   */
  async function fitted<T>(
    purpose: AiPurpose,
    build: (window: number | null) => ChatMessage[],
    call: (chat: ChatMessage[]) => Promise<T>,
    signal: AbortSignal | undefined,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const window = deps.state.window
      // After a refusal today's prompt is known not to fit, whatever the estimate says.
      const plain = attempt === 1 ? build(null) : null
      const chat = plain && fitsWindow(plain, purpose, window) ? plain : build(window)
      try {
        return await call(chat)
      } catch (error) {
        const refusal = contextLengthFailure(error)
        if (!refusal || signal?.aborted || attempt >= MAX_ATTEMPTS) throw error
        shrinkAfter(deps.state, window, refusal)
      }
    }
  }

  /** A guide in one request while the material fits, else read in parts. */
  async function guide(
    purpose: 'studyGuide' | 'combinedGuide',
    single: ChatMessage[],
    long: Omit<Parameters<typeof writeLongGuide>[1], 'purpose' | 'model'>,
    options: StreamCallOptions | undefined,
  ): Promise<string> {
    const window = deps.state.window
    if (fitsWindow(single, purpose, window)) {
      try {
        return await runners.stream(purpose, single, options)
      } catch (error) {
        // Refused as too long: the same request would be refused again, so read in parts.
        const refusal = contextLengthFailure(error)
        if (!refusal || options?.signal?.aborted) throw error
        shrinkAfter(deps.state, window, refusal)
      }
    }
    try {
      return await writeLongGuide(deps, { ...long, purpose, model: config.model }, options)
    } finally {
      remember()
    }
  }

  const materialOf = (content: string, source: SourcePassage[] | undefined) =>
    source && source.length > 0 ? source : passagesFromText(content)

  /**
   * Quiz or flashcards messages for a window (null: the guide as the material). A source too
   * long for the window (a guide that was read in parts) is sampled evenly over its whole length,
   * so questions and cards come from its beginning, middle and end, not only from what the guide
   * kept. Otherwise, with a source, numbered passages of it go beside the guide (as many as fit)
   * so each item can cite one; when even the guide does not fit, passages spread over the whole
   * material are the material. Without a source and while it fits: today's request, byte for byte.
   */
  function citedMessages<I extends { content: string; source?: SourcePassage[] | undefined }>(
    purpose: 'quiz' | 'flashcards',
    input: I,
    messagesFor: (input: I, cite?: CitedMaterial) => ChatMessage[],
  ) {
    return (window: number | null): ChatMessage[] => {
      const planned = window ?? deps.state.window
      const source = hasSource(input.source) ? input.source : undefined
      const budget = (cite: CitedMaterial | undefined) =>
        materialBudget(messagesFor({ ...input, content: '' }, cite), purpose, planned)
      const long = source !== undefined && exceedsBudget(source, budget({ excerpts: true }))
      if (window === null && !long) {
        if (!source) return messagesFor(input)
        const room = materialBudget(messagesFor(input, { passages: '' }), purpose, planned)
        const passages = room >= MIN_BESIDE_TOKENS ? besideGuide(source, room) : ''
        return passages ? messagesFor(input, { passages }) : messagesFor(input)
      }
      const cite = source ? { excerpts: long } : undefined
      const material = materialOf(input.content, source)
      const content = spreadText(material, budget(cite), source !== undefined)
      return messagesFor({ ...input, content }, cite)
    }
  }

  return {
    /** For tests and diagnostics: the window the engine plans with now. */
    window: () => deps.state.window,

    studyGuide(input: StudyGuideInput, options: StreamCallOptions | undefined) {
      // With the source known, passages are numbered and the guide cites them.
      const numbered = hasSource(input.source)
      return guide(
        'studyGuide',
        studyGuideMessages(input),
        {
          passages: materialOf(input.content, input.source),
          numbered,
          title: input.title,
          finalMessages: (notes) =>
            studyGuideMessages(
              {
                content: notes.map((note) => note.text).join('\n\n'),
                ...(input.title === undefined ? {} : { title: input.title }),
                ...(input.language === undefined ? {} : { language: input.language }),
              },
              numbered ? 'notes' : 'none',
            ),
        },
        options,
      )
    },

    combinedGuide(input: CombinedGuideInput, options: StreamCallOptions | undefined) {
      const passages = input.guides.flatMap((g, index) =>
        materialOf(g.content, undefined).map((passage) => ({
          ...passage,
          anchor: { kind: 'heading' as const, heading: g.title.trim() || `Guide ${index + 1}` },
        })),
      )
      return guide(
        'combinedGuide',
        combinedGuideMessages(input),
        {
          passages,
          numbered: false,
          title: input.title,
          finalMessages: (notes) =>
            combinedGuideMessages({
              title: input.title,
              guides: notes.map((note) => ({ title: note.label, content: note.text })),
            }),
        },
        options,
      )
    },

    quiz<T>(input: QuizInput, call: (chat: ChatMessage[]) => Promise<T>, signal?: AbortSignal) {
      return fitted('quiz', citedMessages('quiz', input, quizMessages), call, signal)
    },

    flashcards<T>(
      input: FlashcardsInput,
      call: (chat: ChatMessage[]) => Promise<T>,
      signal?: AbortSignal,
    ) {
      return fitted(
        'flashcards',
        citedMessages('flashcards', input, flashcardMessages),
        call,
        signal,
      )
    },

    /** With a source, the best-matching passages join the guide in the tutor's prompt. */
    tutor(input: TutorInput, options: StreamCallOptions | undefined) {
      const source = input.source
      return fitted(
        'tutor',
        (window) => {
          const plain = tutorMessages(input)
          if (!source || source.length === 0) return plain
          const budget = materialBudget(
            withPassages(plain, ''),
            'tutor',
            window ?? deps.state.window,
          )
          const last = [...input.history].reverse().find((turn) => turn.role === 'user')
          const query = `${input.question} ${last?.content ?? ''}`
          const text = retrievePassages(source, query, budget)
            .map((piece) => piece.text)
            .join('\n\n')
          return text ? withPassages(plain, text) : plain
        },
        (chat) => runners.stream('tutor', chat, options),
        options?.signal,
      )
    },
  }
}

/** Whether the passages' estimated tokens exceed `budget` (stops counting once they do). */
function exceedsBudget(passages: readonly SourcePassage[], budget: number): boolean {
  let tokens = 0
  for (const passage of passages) {
    tokens += estimateTokens(passage.text) + 1
    if (tokens > budget) return true
  }
  return false
}

/** The tutor's prompt with source passages after the guide. */
function withPassages(chat: ChatMessage[], passages: string): ChatMessage[] {
  const [system, ...rest] = chat
  if (!system) return chat
  const note =
    'Passages of the original material that match the question follow, each under a tag such as [P3 | page 3]; use them too, and when you rely on one, put its number in square brackets right after the words it supports (e.g. [P3]).'
  return [
    { ...system, content: `${system.content}\n\n${note}\n\n${fence('SOURCE PASSAGES', passages)}` },
    ...rest,
  ]
}

export type LongSourcePurposes = ReturnType<typeof createLongSourcePurposes>
