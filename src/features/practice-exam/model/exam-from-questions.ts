import type { Citation } from '@/lib/citation'
import type { GeneratedExamItem } from '@/study-engine/types'
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

/**
 * A question the model wrote as its kind (the `exam` purpose), its citations checked: the
 * question's own, and each rubric point's.
 */
export type CitedExamItem = DistributiveOmit<GeneratedExamItem, 'claim' | 'points'> & {
  citations?: Citation[]
} & { points?: { text: string; citations?: Citation[] }[] }

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

export type Draft = ExamQuestion extends infer Q
  ? Q extends ExamQuestion
    ? Omit<Q, 'id'>
    : never
  : never

/** The kinds of `count` questions from the `from`th of the exam on: the chosen kinds in turn. */
export function kindsInTurn(
  kinds: readonly QuestionKind[],
  from: number,
  count: number,
): QuestionKind[] {
  const chosen = kinds.length > 0 ? kinds : (['choice'] as const)
  return Array.from({ length: count }, (_, at) => chosen[(from + at) % chosen.length] ?? 'choice')
}

/** A question the model wrote as its kind, as the exam asks it. */
export function draftOfItem(item: CitedExamItem, section: string, wording: ExamWording): Draft {
  const base = { section, ...(item.citations ? { citations: item.citations } : {}) }
  if (item.kind === 'choice')
    return {
      ...base,
      kind: 'choice',
      prompt: item.question,
      options: item.options,
      answer: item.correctAnswer,
    }
  if (item.kind === 'true-false')
    return {
      ...base,
      kind: 'true-false',
      prompt: wording.isItTrue(item.statement),
      answer: item.answer,
      correction: item.correction,
    }
  if (item.kind === 'blank')
    return { ...base, kind: 'blank', prompt: item.sentence, answer: item.answer }
  const rubric = (item.points ?? []).map((point) => ({
    text: point.text,
    keyTerms: keyTermsOf(point.text, item.question),
    ...(point.citations ? { citations: point.citations } : {}),
  }))
  return { ...base, kind: 'written', prompt: item.question, rubric, modelAnswer: item.modelAnswer }
}

/**
 * A quiz question (with the right answer and the reason the material gives) asked as `kind`:
 * - multiple choice: as written;
 * - true/false: the question beside one of its options (the right one or, half the time in
 *   turn, a wrong one), corrected with the right one;
 * - fill in the blank: the right answer left out (an offline cloze already has its blank);
 * - written: the question, with a rubric of one point (the right answer and its reason) citing
 *   the question's pages, and that point as the model answer.
 */
export function draftOfQuestion(
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
 * A practice exam of the questions an engine wrote for each section of a guide without
 * definition lines (api/ask-exam.ts), numbered: questions the model wrote as their kinds (the
 * `exam` purpose, `draftOfItem`) as they are, and quiz questions (the quiz's own request, where
 * the model could not write a kind, or the offline engine) each asked as the kind its place
 * needs (`draftOfQuestion`). An exam the material gave fewer questions for says how many were
 * asked for.
 */
export function examOfDrafts(
  guide: { title: string },
  drafts: readonly Draft[],
  settings: ExamSettings,
  seed: string,
): Exam {
  const questions = drafts
    .slice(0, settings.count)
    .map((draft, index) => ({ ...draft, id: `x_${index}` }) as ExamQuestion)
  const fewer = questions.length < settings.count ? { asked: settings.count } : {}
  return { id: seed, guideTitle: guide.title, timeLimit: settings.timeLimit, questions, ...fewer }
}

/** The words of the exam's questions in the guide's language (the reader's when unknown). */
export function examWordingOf(content: string, reader: LanguageCode): ExamWording {
  return EXAM_WORDING[wordingLanguage(detectLanguage(content), reader)]
}
