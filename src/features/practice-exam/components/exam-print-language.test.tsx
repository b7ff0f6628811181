import { act } from '@testing-library/react'
import { activateLanguage } from '@/lib/i18n/i18n'
import english from '@/lib/i18n/locales/en/exam.json'
import spanish from '@/lib/i18n/locales/es/exam.json'
import { englishLeftOver } from '@/testing/english-left'
import type { Exam } from '../model/exam'
import { examHtml } from './exam-document'

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

const parsed = (html: string) => new DOMParser().parseFromString(html, 'text/html')

/** The exam's PDF is in the interface language when made (its 'exam' catalogue). */
describe("the practice exam's PDF in Spanish", () => {
  afterEach(() => act(() => activateLanguage('en')))

  it('titles the exam and the answer key, and words the answers, in Spanish', async () => {
    await activateLanguage('es')
    const sheet = parsed(await examHtml(exam, false))
    expect(sheet.title).toBe('Células: examen de práctica')
    expect(sheet.documentElement).toHaveAttribute('lang', 'es')
    expect(sheet.body).toHaveTextContent('Fuente: página 3')
    expect(sheet.body).toHaveTextContent('Respuesta: ____________')
    expect(englishLeftOver(english, spanish, sheet.body)).toEqual([])

    const key = parsed(await examHtml(exam, true))
    expect(key.title).toBe('Células: clave de respuestas del examen de práctica')
    expect(key.body).toHaveTextContent('Respuesta: Falso. Es una bicapa. (página 3)')
    expect(key.body).toHaveTextContent('Respuesta: ADN')
    expect(key.body).not.toHaveTextContent(/Answer|Source|page \d|Exported/)
  })
})
