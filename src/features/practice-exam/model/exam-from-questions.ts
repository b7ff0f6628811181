import type { Citation } from '@/lib/citation'
import type { LanguageCode } from '@/study-engine/text/stopwords'
import { detectLanguage, wordingLanguage } from '@/study-engine/text/tokens'
import { BLANK } from './build-exam'
import type { Exam, ExamQuestion, ExamSettings, QuestionKind } from './exam'
import { EXAM_WORDING, type ExamWording } from './exam-wording'
import { keyTermsOf } from './key-terms'

/** A question an engine wrote for a section, as the quiz asks it (api/ask-exam.ts). */
export interface AskedQuestion {
  question: string
  options: string[]
  correctAnswer: number
  explanation: string
  citations?: Citation[]
}

export interface AskedSection {
  title: string
  questions: readonly AskedQuestion[]
}

type Draft = ExamQuestion extends infer Q ? (Q extends ExamQuestion ? Omit<Q, 'id'> : never) : never

function asKind(
  kind: QuestionKind,
  asked: AskedQuestion,
  section: string,
  turn: number,
  wording: ExamWording,
): Draft {
  const right = asked.options[asked.correctAnswer] ?? ''
  const citations = asked.citations ? { citations: asked.citations } : {}
  const base = { section, ...citations }
  const stated = `${asked.question} — ${right}.`
  if (kind === 'true-false') {
    const wrong = asked.options.find((_, index) => index !== asked.correctAnswer)
    const statesTruth = turn % 2 === 0 || wrong === undefined
    return {
      ...base,
      kind: 'true-false',
      prompt: wording.trueOrFalse(asked.question, statesTruth ? right : wrong),
      answer: statesTruth,
      correction: stated,
    }
  }
  if (kind === 'blank') {
    const prompt = asked.question.includes(BLANK) ? asked.question : `${asked.question} ${BLANK}`
    return { ...base, kind: 'blank', prompt, answer: right }
  }
  if (kind === 'written') {
    const point = `${right}. ${asked.explanation}`.trim()
    return {
      ...base,
      kind: 'written',
      prompt: asked.question,
      rubric: [{ text: point, keyTerms: keyTermsOf(point, asked.question), ...citations }],
      modelAnswer: point,
    }
  }
  return {
    ...base,
    kind: 'choice',
    prompt: asked.question,
    options: asked.options,
    answer: asked.correctAnswer,
  }
}

/**
 * A practice exam made of the questions an engine wrote for each section of a guide without
 * definition lines (api/ask-exam.ts, the quiz's own request and citation check): each question,
 * with the right answer and the reason the material gives, asked as the next of the chosen
 * kinds in turn.
 * - multiple choice: as written;
 * - true/false: the question beside one of its options (the right one or, half the time in
 *   turn, a wrong one), corrected with the right one;
 * - fill in the blank: the right answer left out (an offline cloze already has its blank);
 * - written: the question, with a rubric of one point (the right answer and its reason) citing
 *   the question's pages, and that point as the model answer.
 */
export function examFromQuestions(
  guide: { title: string; content: string },
  sections: readonly AskedSection[],
  settings: ExamSettings,
  seed: string,
  reader: LanguageCode,
): Exam {
  const wording = EXAM_WORDING[wordingLanguage(detectLanguage(guide.content), reader)]
  const kinds = settings.kinds.length > 0 ? settings.kinds : ['choice' as const]
  const drafts: Draft[] = []
  for (const section of sections)
    section.questions.forEach((asked, turn) => {
      const kind = kinds[drafts.length % kinds.length] ?? 'choice'
      drafts.push(asKind(kind, asked, section.title, turn, wording))
    })
  const questions = drafts
    .slice(0, settings.count)
    .map((draft, index) => ({ ...draft, id: `x_${index}` }) as ExamQuestion)
  return { id: seed, guideTitle: guide.title, timeLimit: settings.timeLimit, questions }
}
