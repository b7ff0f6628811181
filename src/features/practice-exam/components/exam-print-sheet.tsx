import { citationsText } from '@/lib/citation'
import { BLANK } from '../model/build-exam'
import type { Exam, ExamQuestion } from '../model/exam'

function answerOf(question: ExamQuestion): string {
  if (question.kind === 'choice') return question.options[question.answer] ?? ''
  if (question.kind === 'true-false')
    return question.answer ? 'True' : `False. ${question.correction}`
  if (question.kind === 'blank') return question.answer
  return question.rubric.map((point) => point.text).join(' ')
}

/**
 * A practice exam laid out for paper: the questions alone (with room to write), or the answer
 * key (each answer with the page it rests on).
 */
export function ExamPrintSheet({ exam, answerKey }: { exam: Exam; answerKey: boolean }) {
  const title = `${exam.guideTitle}: practice exam${answerKey ? ' answer key' : ''}`
  return (
    <article aria-label={`${title} (print)`} className="space-y-4 p-8 text-sm">
      <h1 className="text-xl font-semibold">{title}</h1>
      <ol className="list-decimal space-y-4 pl-6">
        {exam.questions.map((question) => (
          <li key={question.id}>
            <p>{question.prompt}</p>
            {question.kind === 'choice' && !answerKey ? (
              <ol className="list-[upper-alpha] pl-6">
                {question.options.map((option) => (
                  <li key={option}>{option}</li>
                ))}
              </ol>
            ) : null}
            {answerKey ? (
              <p>
                <strong>Answer:</strong> {answerOf(question)}{' '}
                {citationsText(question.citations) ? `(${citationsText(question.citations)})` : ''}
              </p>
            ) : question.kind === 'written' ? (
              <div className="h-32 border-b border-slate-300" aria-hidden="true" />
            ) : question.kind === 'blank' && !question.prompt.includes(BLANK) ? (
              <p>Answer: ____________</p>
            ) : null}
          </li>
        ))}
      </ol>
    </article>
  )
}
