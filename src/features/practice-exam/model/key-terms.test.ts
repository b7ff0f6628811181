import { describe, expect, it } from 'vitest'
import { labelledAnswers } from '../testing/labelled-answers'
import { examGuideContent } from '../testing/exam-guide'
import { writtenQuestion } from './build-exam'
import { EXAM_WORDING } from './exam-wording'
import { examSections } from './guide-points'
import { gradeByKeyTerms } from './key-terms'

const definitions = examSections(examGuideContent).flatMap((section) => section.definitions)

function gradeLabelled(answer: (typeof labelledAnswers)[number]) {
  const question = writtenQuestion(
    answer.terms.map((term) => definitions.find((definition) => definition.term === term)!),
    EXAM_WORDING.en,
  )
  if (question.kind !== 'written') throw new Error('not a written question')
  return gradeByKeyTerms(question.rubric, answer.answer)
}

describe('grading by key terms, against answers graded by hand before the grader existed', () => {
  const graded = labelledAnswers.map((answer) => ({ answer, grade: gradeLabelled(answer) }))

  it('agrees with the hand grade on at least 80 % of the answers (14 of 17 measured)', () => {
    const agreeing = graded.filter(({ answer, grade }) => grade.verdict === answer.grade)
    expect(agreeing.length / graded.length).toBeGreaterThanOrEqual(0.8)
  })

  it('never gives full marks to an answer graded Not yet by hand', () => {
    const overGraded = graded.filter(
      ({ answer, grade }) => answer.grade === 'Not yet' && grade.verdict === 'Full marks',
    )
    expect(overGraded.map(({ answer }) => answer.answer)).toEqual([])
  })

  it('says which points it found and missed, and that key terms graded it', () => {
    const grade = gradeByKeyTerms(
      [
        { text: 'Mitosis: …', keyTerms: ['genetically', 'identical', 'daughter'] },
        { text: 'Meiosis: …', keyTerms: ['four', 'gamete', 'half', 'chromosome'] },
      ],
      'Mitosis gives identical daughter cells.',
    )
    expect(grade).toEqual({ verdict: 'Partly right', found: [0], missed: [1], by: 'key-terms' })
  })

  it('an empty answer makes no point', () => {
    expect(gradeLabelled({ ...labelledAnswers[0]!, answer: '' }).verdict).toBe('Not yet')
  })
})
