import { AppError, messages, specError, type SpecMessageName } from '@/lib/errors'
import { canReachBackend } from '@/lib/reachability'
import { forgetCaptchaPass } from './captcha'
import { ProviderError } from './provider-error'

/**
 * Error mapping for the AI purposes. `client.ts` turns whatever the SDK throws
 * into a `ProviderError`, so this module never needs to know the SDK; `toAppError` then picks
 * the spec's message for the purpose at hand.
 */

export type AiPurpose =
  | 'title'
  | 'studyGuide'
  | 'combinedGuide'
  | 'tutor'
  | 'quiz'
  | 'flashcards'
  | 'mistakeExplanation'
  /** Notes on one part of a long source (and merged notes), read by the guide. */
  | 'chunkNotes'
  /** A second opinion on citations the local check could not settle; its failures stay silent. */
  | 'secondOpinion'
  /** A written practice-exam answer graded against its rubric. */
  | 'examGrading'
  /** One section of a practice exam's questions, of every kind asked for. */
  | 'exam'
  /** The script of an audio overview (issue 46). */
  | 'audioScript'
  /** A guide's mind map (issue 46); a failure keeps the offline map, with a note. */
  | 'mindMap'

export { ProviderError, type ProviderFailure } from './provider-error'

interface PurposeMessages {
  tooLong: string
  failed: string
  empty: string
}

/** The spec messages that take no argument. */
type FixedMessage = {
  [N in SpecMessageName]: (typeof messages)[N] extends string ? N : never
}[SpecMessageName]

type PurposeNames = Record<keyof PurposeMessages, FixedMessage>

/**
 * Title and mistake explanation have no spec messages of their own: their callers fall back
 * (title → 'Study Guide' inside the engine, explanation → stored explanation or the fixed
 * sentence in the quiz feature), so the fallback texts double as their messages.
 */
const PURPOSE_MESSAGES: Record<AiPurpose, PurposeNames> = {
  title: {
    tooLong: 'titleFallback',
    failed: 'titleFallback',
    empty: 'titleFallback',
  },
  studyGuide: {
    tooLong: 'guideTooLong',
    failed: 'guideFailed',
    empty: 'guideEmpty',
  },
  combinedGuide: {
    tooLong: 'combinedTooLong',
    failed: 'combinedFailed',
    empty: 'combinedEmpty',
  },
  tutor: {
    tooLong: 'tutorFailed',
    failed: 'tutorFailed',
    empty: 'tutorEmpty',
  },
  quiz: {
    tooLong: 'quizTooLong',
    failed: 'quizFailed',
    empty: 'quizFailed',
  },
  flashcards: {
    tooLong: 'flashcardsTooLong',
    failed: 'flashcardsFailed',
    empty: 'flashcardsFailed',
  },
  mistakeExplanation: {
    tooLong: 'explanationFallback',
    failed: 'explanationFallback',
    empty: 'explanationFallback',
  },
  // Notes are an inner step of the study guide, so a failure reads as the guide's.
  chunkNotes: {
    tooLong: 'guideTooLong',
    failed: 'guideFailed',
    empty: 'guideEmpty',
  },
  examGrading: {
    tooLong: 'gradingFailed',
    failed: 'gradingFailed',
    empty: 'gradingFailed',
  },
  // Never shown: a section the model could not write is asked the quiz's way (ask-exam.ts).
  exam: {
    tooLong: 'noAiResponse',
    failed: 'noAiResponse',
    empty: 'noAiResponse',
  },
  // Never shown: a failed second opinion keeps the local verdicts (the set is delivered).
  secondOpinion: {
    tooLong: 'noAiResponse',
    failed: 'noAiResponse',
    empty: 'noAiResponse',
  },
  audioScript: {
    tooLong: 'audioOverviewFailed',
    failed: 'audioOverviewFailed',
    empty: 'audioOverviewFailed',
  },
  // Never shown: a failed mind map keeps the offline map, with the mind-map tab's own note.
  mindMap: {
    tooLong: 'noAiResponse',
    failed: 'noAiResponse',
    empty: 'noAiResponse',
  },
}

export function purposeMessages(purpose: AiPurpose): PurposeMessages {
  const names = PURPOSE_MESSAGES[purpose]
  return {
    tooLong: messages[names.tooLong],
    failed: messages[names.failed],
    empty: messages[names.empty],
  }
}

const CONTEXT_LENGTH_PATTERN =
  /context[_ ]length|maximum context|context window|too long|too many tokens|reduce the length/i

/** OpenAI says code 'context_length_exceeded'; others only say so in the message. */
export function isContextLengthError(error: {
  status?: number | undefined
  code?: string | null | undefined
  message: string
}): boolean {
  if (error.status === 413) return true
  if (error.status !== 400) return false
  return error.code === 'context_length_exceeded' || CONTEXT_LENGTH_PATTERN.test(error.message)
}

function isQuotaError(error: ProviderError): boolean {
  return (
    error.code === 'insufficient_quota' ||
    error.type === 'insufficient_quota' ||
    /insufficient_quota|exceeded your current quota/i.test(error.message)
  )
}

function mapStatus(error: ProviderError, texts: PurposeNames): AppError {
  const status = error.status
  const options = { cause: error, status, code: error.code }
  if (status === 403 && (error.code === 'captcha_required' || error.code === 'captcha_failed')) {
    forgetCaptchaPass()
    return specError('ai', 'captchaRequired', [], options)
  }
  if (status === 401 || status === 403) return specError('ai', 'invalidApiKey', [], options)
  if (status === 429 && error.code === 'daily_limit') {
    return specError('ai', 'dailyAllowanceUsed', [], options)
  }
  if (status === 429) {
    return specError('ai', isQuotaError(error) ? 'quotaExceeded' : 'rateLimited', [], options)
  }
  if (error.failure === 'context_length' || isContextLengthError(error)) {
    return specError('ai', texts.tooLong, [], options)
  }
  return specError('ai', texts.failed, [], options)
}

/** The one place an AI failure becomes a user-facing `AppError`. */
export function toAppError(error: unknown, purpose: AiPurpose): AppError {
  if (error instanceof AppError) return error
  const texts = PURPOSE_MESSAGES[purpose]
  if (!(error instanceof ProviderError)) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      return new AppError('aborted', 'Request aborted', { cause: error })
    }
    return specError('ai', texts.failed, [], { cause: error })
  }
  switch (error.failure) {
    case 'aborted':
      return new AppError('aborted', 'Request aborted', { cause: error })
    case 'status':
    case 'context_length':
      return mapStatus(error, texts)
    case 'offline':
    case 'connection':
    case 'timeout':
      // No answer, and the backend out of reach too ("lie-fi": the browser says online): the
      // device is offline.
      if (error.failure === 'offline' || (error.failure === 'connection' && !canReachBackend()))
        return specError('network', 'offline', [], { cause: error, code: 'offline' })
      return specError('network', texts.failed, [], { cause: error, code: error.failure })
    case 'empty':
      // The spec's 'No response from AI' stays reachable as the cause for logs.
      return specError('ai', texts.empty, [], { cause: error, code: 'empty_response' })
    case 'invalid':
      return specError('ai', texts.failed, [], { cause: error, code: 'invalid_response' })
    case 'unknown':
      return specError('ai', texts.failed, [], { cause: error })
  }
}

/**
 * Thrown before any request when the backend is out of reach (lib/reachability.ts: the browser
 * offline, or requests failing with no answer though it says online): it would only fail, late.
 */
export function throwIfOffline(): void {
  if (!canReachBackend()) throw new ProviderError('offline', messages.offline)
}

export function emptyReplyError(): ProviderError {
  return new ProviderError('empty', messages.noAiResponse)
}

export function isAbortedError(error: unknown): boolean {
  return error instanceof AppError && error.kind === 'aborted'
}
