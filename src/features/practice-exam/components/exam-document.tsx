import { citationsLine, sourceLine } from '@/components/citations/citation-texts'
import { MathText } from '@/components/ui/math-text'
import { renderStaticDocument } from '@/components/ui/static-document'
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

/** Every text the document prints of the exam (to draw its formulas). */
function examTexts(exam: Exam): string[] {
  return exam.questions.flatMap((question) => [
    question.prompt,
    answerOf(question),
    ...(question.kind === 'choice' ? question.options : []),
  ])
}

/** The exam document's own layout, beside the export's (lib/export/html-document.ts). */
const EXAM_STYLES = `
  .exam > li { margin-bottom: 1.25rem; break-inside: avoid; }
  .exam p { margin: .25rem 0; }
  .options { list-style: upper-alpha; }
  .answer-space { height: 8rem; border-bottom: 1px solid #cbd5e1; }
`

/**
 * The questions alone (each with the page it comes from, 'Source: page 3', a choice's options,
 * room to write), or the answer key (each answer with the page it rests on).
 */
function ExamQuestions({ exam, answerKey }: { exam: Exam; answerKey: boolean }) {
  return (
    <ol className="exam">
      {exam.questions.map((question) => (
        <li key={question.id}>
          <p>
            <MathText text={question.prompt} />
          </p>
          {!answerKey && sourceLine(question.citations) ? (
            <p dir="auto" className="source">
              {sourceLine(question.citations)}
            </p>
          ) : null}
          {question.kind === 'choice' && !answerKey ? (
            <ol className="options">
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
            <div className="answer-space" aria-hidden="true" />
          ) : question.kind === 'blank' && !question.prompt.includes(BLANK) ? (
            <p>{translate('exam.answerLine')}</p>
          ) : null}
        </li>
      ))}
    </ol>
  )
}

/**
 * A practice exam, or its answer key, as the export's standalone HTML document (printed to PDF
 * by lib/export/print-document.ts), in the interface language when made: titled '<guide>:
 * practice exam' or '<guide>: practice exam answer key', its questions, answers and the
 * material's words escaped, its formulas drawn by KaTeX as the guide's export draws them.
 */
export function examHtml(exam: Exam, answerKey: boolean): Promise<string> {
  return renderStaticDocument({
    title: translate(answerKey ? 'exam.answerKeyTitle' : 'exam.title', { guide: exam.guideTitle }),
    content: <ExamQuestions exam={exam} answerKey={answerKey} />,
    texts: examTexts(exam),
    styles: EXAM_STYLES,
  })
}
