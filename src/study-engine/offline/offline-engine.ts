/**
 * The offline study engine: the StudyEngine contract without any model or network. Used when no
 * AI is configured and offered after an AI failure. Deterministic: same input, same output.
 */
import { OFFLINE_ENGINE_LABEL, type CallOptions, type StudyEngine } from '@/study-engine/types'
import { AppError } from '@/lib/errors'
import type { LanguageCode } from '@/study-engine/text/stopwords'
import { sourceText, type SourcePassage } from '@/lib/source'
import { buildFlashcards } from './flashcards'
import { buildCombinedGuide, buildStudyGuide, buildTitle } from './guide'
import { ABORT_MESSAGES } from './offline-worker-protocol'
import { buildQuiz } from './quiz'
import { answerFromGuide, explainFromContext } from './tutor'

function checkAborted(options: CallOptions | undefined, message: string) {
  if (options?.signal?.aborted) throw new AppError('aborted', message)
}

/**
 * What quiz, cards and tutor draw from: the guide's whole source when it is known, so they
 * cover the course and not only what the guide kept, else the guide itself. Each
 * item then quotes a sentence of the student's own material.
 */
function material(guide: string, source: readonly SourcePassage[] | undefined): string {
  return source && source.length > 0 ? sourceText(source) : guide
}

/**
 * `reader`: the interface language (an engine language: 'pt', 'zh'…). The engine's own words
 * (headings, question templates, tutor texts) follow the material's language, and the reader's
 * when the material's cannot be told or is one the engine has no words for (issue 47).
 */
export function createOfflineEngine(reader: LanguageCode = 'en'): StudyEngine {
  return {
    kind: 'offline',
    label: OFFLINE_ENGINE_LABEL,

    async generateTitle(content, options) {
      checkAborted(options, ABORT_MESSAGES.generateTitle)
      return buildTitle(content)
    },

    async generateStudyGuide(input, options) {
      checkAborted(options, ABORT_MESSAGES.generateStudyGuide)
      const guide = buildStudyGuide(input.content, input.title, input.language, reader)
      options?.onText?.(guide)
      return guide
    },

    async generateCombinedGuide(input, options) {
      checkAborted(options, ABORT_MESSAGES.generateCombinedGuide)
      const guide = buildCombinedGuide(input.title, input.guides, reader)
      options?.onText?.(guide)
      return guide
    },

    async askTutor(input, options) {
      checkAborted(options, ABORT_MESSAGES.askTutor)
      const answer = answerFromGuide(
        {
          ...input,
          guideContent: material(input.guideContent, input.source),
        },
        reader,
      )
      options?.onText?.(answer)
      return answer
    },

    async generateQuiz(input, options) {
      checkAborted(options, ABORT_MESSAGES.generateQuiz)
      return buildQuiz({ ...input, content: material(input.content, input.source) }, reader)
    },

    async generateFlashcards(input, options) {
      checkAborted(options, ABORT_MESSAGES.generateFlashcards)
      return buildFlashcards({ ...input, content: material(input.content, input.source) }, reader)
    },

    async explainMistake(input, options) {
      checkAborted(options, ABORT_MESSAGES.explainMistake)
      return explainFromContext(input, reader)
    },
  }
}
