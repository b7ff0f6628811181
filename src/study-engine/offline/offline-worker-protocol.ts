import { messages, type AppErrorKind } from '@/lib/errors'
import type { LanguageCode } from '@/study-engine/text/stopwords'
import type { StudyEngine } from '@/study-engine/types'

/** Messages between `offline-in-worker.ts` (the page) and `offline.worker.ts`. */

/**
 * The engine's methods; each takes one structured-cloneable argument (no second opinion, no
 * grading of written answers, no audio script, no AI mind map and no exam section written by a
 * model: those need a model).
 */
export type OfflineMethod = Exclude<
  keyof StudyEngine,
  | 'kind'
  | 'label'
  | 'secondOpinion'
  | 'gradeWrittenAnswer'
  | 'writeAudioScript'
  | 'writeMindMap'
  | 'writeExamSection'
>

export type OfflineInput<M extends OfflineMethod> = Parameters<StudyEngine[M]>[0]
export type OfflineResult<M extends OfflineMethod> = Awaited<ReturnType<StudyEngine[M]>>

/** One call. The page aborts by terminating the worker. */
export interface OfflineCall<M extends OfflineMethod = OfflineMethod> {
  id: number
  method: M
  input: OfflineInput<M>
  /** The interface language when the call was made: the engine's words when the text's are not. */
  reader: LanguageCode
}

export interface SerializedError {
  message: string
  /** Set when the engine threw an AppError (then the page throws one too). */
  app?: { kind: AppErrorKind; code: string | undefined; status: number | undefined }
}

export type FromOfflineWorker =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError }

/** What a call stopped by its signal says: the purpose's failure message, as the AI engine's. */
export const ABORT_MESSAGES: Record<OfflineMethod, string> = {
  generateTitle: messages.titleFallback,
  generateStudyGuide: messages.guideFailed,
  generateCombinedGuide: messages.combinedFailed,
  askTutor: messages.tutorFailed,
  generateQuiz: messages.quizFailed,
  generateFlashcards: messages.flashcardsFailed,
  explainMistake: messages.explanationFallback,
}
