import { AppError } from '@/lib/errors'
import { extractMessages } from './extract-messages'
import { mediaMessages } from './media/media-messages'

/** The readers' refusals a screen shows in the student's language, each named by the file. */
const refusals = {
  pdfPasswordProtected: extractMessages.pdfPasswordProtected,
  pdfScanned: extractMessages.pdfScanned,
  officeProtectedOrLegacy: extractMessages.officeProtectedOrLegacy,
  contentMismatch: extractMessages.contentMismatch,
  recognitionUnavailable: extractMessages.recognitionUnavailable,
  recognitionFailed: extractMessages.recognitionFailed,
  tooManyPagesToRecognise: extractMessages.tooManyPagesToRecognise,
  epubProtected: extractMessages.epubProtected,
  epubBroken: extractMessages.epubBroken,
  recordingTooLarge: mediaMessages.tooLarge,
  recordingTooLong: mediaMessages.tooLong,
  noAudio: mediaMessages.noAudio,
  cannotDecode: mediaMessages.cannotDecode,
  nothingHeard: mediaMessages.nothingHeard,
} as const

type Refusal = keyof typeof refusals

/**
 * A file the readers cannot read: an AppError with the English message and, beside it, its name
 * and arguments (the file's name first), which the upload section shows in the student's language
 * (lib/i18n/reading-text.ts), as specError does for the spec's messages.
 */
export function readerError<N extends Refusal>(
  name: N,
  args: Parameters<(typeof refusals)[N]>,
  options: { cause?: unknown; code?: string } = {},
): AppError {
  const text = (refusals[name] as (...values: typeof args) => string)(...args)
  return new AppError('file', text, { ...options, spec: { name, args } })
}
