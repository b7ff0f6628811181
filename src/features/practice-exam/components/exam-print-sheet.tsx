import { citationsLine, sourceLine } from '@/components/citations/citation-texts'
import { MathText } from '@/components/ui/math-text'
import { translate } from '@/lib/i18n/i18n'
import { BLANK } from '../model/build-exam'
import type { Exam, ExamQuestion } from '../model/exam'
import '../model/exam-catalogue'

function answerOf(question: ExamQuestion): string {
  if (question.kind === 'choice') return question.options[question.answer] ?? ''
  if (question.kind === 'true-false')
    return question.answer
      ? translate('exam.true')
      : translate('exam.false', { correction: question.correction })
  if (question.kind === 'blank') return question.answer
  return question.rubric.map((point) => point.text).join(' ')
}

/** Every text the sheet prints of the exam (to load the formula renderer first). */
export function examTexts(exam: Exam): string[] {
  return exam.questions.flatMap((question) => [
    question.prompt,
    answerOf(question),
    ...(question.kind === 'choice' ? question.options : []),
  ])
}

/**
 * A practice exam laid out for paper, in the interface language when printed: the questions
 * alone (each with the page it comes from, 'Source: page 3', and room to write), or the answer
 * key (each answer with the page it rests on).
 */
export function ExamPrintSheet({ exam, answerKey }: { exam: Exam; answerKey: boolean }) {
  const title = translate(answerKey ? 'exam.answerKeyTitle' : 'exam.title', {
    guide: exam.guideTitle,
  })
  return (
    <article aria-label={translate('exam.printName', { title })} className="space-y-4 p-8 text-sm">
      <h1 className="text-xl font-semibold">{title}</h1>
      <ol className="list-decimal space-y-4 ps-6">
        {exam.questions.map((question) => (
          <li key={question.id}>
            <p>
              <MathText text={question.prompt} />
            </p>
            {!answerKey && sourceLine(question.citations) ? (
              <p dir="auto" className="text-xs text-slate-600">
                {sourceLine(question.citations)}
              </p>
            ) : null}
            {question.kind === 'choice' && !answerKey ? (
              <ol className="list-[upper-alpha] ps-6">
                {question.options.map((option) => (
                  <li key={option}>
                    <MathText text={option} />
                  </li>
                ))}
              </ol>
            ) : null}
            {answerKey ? (
              <p>
                <strong>{translate('exam.answer')}</strong> <MathText text={answerOf(question)} />{' '}
                {citationsLine(question.citations) ? `(${citationsLine(question.citations)})` : ''}
              </p>
            ) : question.kind === 'written' ? (
              <div className="h-32 border-b border-slate-300" aria-hidden="true" />
            ) : question.kind === 'blank' && !question.prompt.includes(BLANK) ? (
              <p>{translate('exam.answerLine')}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </article>
  )
}
