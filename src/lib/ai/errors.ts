import { AppError, messages } from '@/lib/errors'
import { CAPTCHA_MESSAGE, forgetCaptchaPass } from './captcha'
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

/**
 * Title and mistake explanation have no spec messages of their own: their callers fall back
 * (title → 'Study Guide' inside the engine, explanation → stored explanation or the fixed
 * sentence in the quiz feature), so the fallback texts double as their messages.
 */
const PURPOSE_MESSAGES: Record<AiPurpose, PurposeMessages> = {
  title: {
    tooLong: messages.titleFallback,
    failed: messages.titleFallback,
    empty: messages.titleFallback,
  },
  studyGuide: {
    tooLong: messages.guideTooLong,
    failed: messages.guideFailed,
    empty: messages.guideEmpty,
  },
  combinedGuide: {
    tooLong: messages.combinedTooLong,
    failed: messages.combinedFailed,
    empty: messages.combinedEmpty,
  },
  tutor: {
    tooLong: messages.tutorFailed,
    failed: messages.tutorFailed,
    empty: messages.tutorEmpty,
  },
  quiz: {
    tooLong: messages.quizTooLong,
    failed: messages.quizFailed,
    empty: messages.quizFailed,
  },
  flashcards: {
    tooLong: messages.flashcardsTooLong,
    failed: messages.flashcardsFailed,
    empty: messages.flashcardsFailed,
  },
  mistakeExplanation: {
    tooLong: messages.explanationFallback,
    failed: messages.explanationFallback,
    empty: messages.explanationFallback,
  },
  // Notes are an inner step of the study guide, so a failure reads as the guide's.
  chunkNotes: {
    tooLong: messages.guideTooLong,
    failed: messages.guideFailed,
    empty: messages.guideEmpty,
  },
  examGrading: {
    tooLong: messages.gradingFailed,
    failed: messages.gradingFailed,
    empty: messages.gradingFailed,
  },
  // Never shown: a failed second opinion keeps the local verdicts (the set is delivered).
  secondOpinion: {
    tooLong: messages.noAiResponse,
    failed: messages.noAiResponse,
    empty: messages.noAiResponse,
  },
  audioScript: {
    tooLong: messages.audioOverviewFailed,
    failed: messages.audioOverviewFailed,
    empty: messages.audioOverviewFailed,
  },
  // Never shown: a failed mind map keeps the offline map, with the mind-map tab's own note.
  mindMap: {
    tooLong: messages.noAiResponse,
    failed: messages.noAiResponse,
    empty: messages.noAiResponse,
  },
}

export function purposeMessages(purpose: AiPurpose): PurposeMessages {
  return PURPOSE_MESSAGES[purpose]
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

function mapStatus(error: ProviderError, texts: PurposeMessages): AppError {
  const status = error.status
  const options = { cause: error, status, code: error.code }
  if (status === 403 && (error.code === 'captcha_required' || error.code === 'captcha_failed')) {
    forgetCaptchaPass()
    return new AppError('ai', CAPTCHA_MESSAGE, options)
  }
  if (status === 401 || status === 403) return new AppError('ai', messages.invalidApiKey, options)
  if (status === 429 && error.code === 'daily_limit') {
    return new AppError('ai', messages.dailyAllowanceUsed, options)
  }
  if (status === 429) {
    return new AppError(
      'ai',
      isQuotaError(error) ? messages.quotaExceeded : messages.rateLimited,
      options,
    )
  }
  if (error.failure === 'context_length' || isContextLengthError(error)) {
    return new AppError('ai', texts.tooLong, options)
  }
  return new AppError('ai', texts.failed, options)
}

/** The one place an AI failure becomes a user-facing `AppError`. */
export function toAppError(error: unknown, purpose: AiPurpose): AppError {
  if (error instanceof AppError) return error
  const texts = PURPOSE_MESSAGES[purpose]
  if (!(error instanceof ProviderError)) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      return new AppError('aborted', 'Request aborted', { cause: error })
    }
    return new AppError('ai', texts.failed, { cause: error })
  }
  switch (error.failure) {
    case 'aborted':
      return new AppError('aborted', 'Request aborted', { cause: error })
    case 'status':
    case 'context_length':
      return mapStatus(error, texts)
    case 'offline':
      return new AppError('network', messages.offline, { cause: error, code: 'offline' })
    case 'connection':
    case 'timeout':
      return new AppError('network', texts.failed, { cause: error, code: error.failure })
    case 'empty':
      // The spec's 'No response from AI' stays reachable as the cause for logs.
      return new AppError('ai', texts.empty, { cause: error, code: 'empty_response' })
    case 'invalid':
      return new AppError('ai', texts.failed, { cause: error, code: 'invalid_response' })
    case 'unknown':
      return new AppError('ai', texts.failed, { cause: error })
  }
}

/** Thrown before any request when the browser says it is offline (it would only fail, late). */
export function throwIfOffline(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    throw new ProviderError('offline', messages.offline)
}

export function emptyReplyError(): ProviderError {
  return new ProviderError('empty', messages.noAiResponse)
}

export function isAbortedError(error: unknown): boolean {
  return error instanceof AppError && error.kind === 'aborted'
}
