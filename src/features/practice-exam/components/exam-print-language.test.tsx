import { act, render, screen } from '@testing-library/react'
import { activateLanguage } from '@/lib/i18n/i18n'
import english from '@/lib/i18n/locales/en/exam.json'
import spanish from '@/lib/i18n/locales/es/exam.json'
import { englishLeftOver } from '@/testing/english-left'
import type { Exam } from '../model/exam'
import { ExamPrintSheet } from './exam-print-sheet'

const exam: Exam = {
  id: 'e1',
  guideTitle: 'Células',
  timeLimit: null,
  questions: [
    {
      id: 'q1',
      section: 'Membranas',
      kind: 'true-false',
      prompt: 'La membrana es una sola capa.',
      answer: false,
      correction: 'Es una bicapa.',
      citations: [{ status: 'verified', passage: 0, anchor: { kind: 'page', n: 3 }, marks: [] }],
    },
    { id: 'q2', section: 'Núcleo', kind: 'blank', prompt: '¿Qué guarda el núcleo?', answer: 'ADN' },
  ],
}

/** The printable exam is in the interface language when printed (its 'exam' catalogue). */
describe('the printable exam in Spanish', () => {
  afterEach(() => act(() => activateLanguage('en')))

  it('titles the sheet and the answer key, and words the answers, in Spanish', async () => {
    await activateLanguage('es')
    const { unmount } = render(<ExamPrintSheet exam={exam} answerKey={false} />)
    const sheet = screen.getByRole('article', { name: 'Células: examen de práctica (impresión)' })
    expect(sheet).toHaveTextContent('Respuesta: ____________')
    expect(englishLeftOver(english, spanish)).toEqual([])
    unmount()

    render(<ExamPrintSheet exam={exam} answerKey />)
    const key = screen.getByRole('article', {
      name: 'Células: clave de respuestas del examen de práctica (impresión)',
    })
    expect(key).toHaveTextContent('Respuesta: Falso. Es una bicapa. (página 3)')
    expect(key).toHaveTextContent('Respuesta: ADN')
    expect(englishLeftOver(english, spanish)).toEqual([])
  })
})
