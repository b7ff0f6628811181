import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { NavigationContext } from '@/components/layout/navigation'
import { activateLanguage } from '@/lib/i18n/i18n'
import english from '@/lib/i18n/locales/en/practice.json'
import spanish from '@/lib/i18n/locales/es/practice.json'
import { englishLeftOver } from '@/testing/english-left'
import { startAttempt, type ExamAttempt, type QuestionResult } from '../model/attempt'
import type { Exam } from '../model/exam'
import { EarlierAttempts } from './earlier-attempts'
import { ExamResultsView } from './exam-results-view'
import { ExamSetupForm } from './exam-setup-form'
import { ExamSitting } from './exam-sitting'

const point = (text: string) => ({ text, keyTerms: [] })

const exam: Exam = {
  id: 'x1',
  guideTitle: 'Células',
  timeLimit: 20,
  questions: [
    {
      id: 'x_0',
      section: 'Membranas',
      kind: 'choice',
      prompt: '¿Qué rodea la célula?',
      options: ['La membrana', 'El núcleo'],
      answer: 0,
      citations: [{ status: 'verified', passage: 2, anchor: { kind: 'page', n: 3 }, marks: [] }],
    },
    {
      id: 'x_1',
      section: 'Membranas',
      kind: 'true-false',
      prompt: 'La membrana es una sola capa.',
      answer: false,
      correction: 'Es una bicapa.',
    },
    {
      id: 'x_2',
      section: 'Núcleo',
      kind: 'blank',
      prompt: 'El núcleo guarda el ___.',
      answer: 'ADN',
    },
    {
      id: 'x_3',
      section: 'Núcleo',
      kind: 'written',
      prompt: '¿Qué hace el núcleo?',
      rubric: [point('Guarda el ADN'), point('Controla la célula')],
      modelAnswer: 'Guarda el ADN y controla la célula.',
    },
    {
      id: 'x_4',
      section: 'Núcleo',
      kind: 'written',
      prompt: '¿Qué es la mitosis?',
      rubric: [point('División del núcleo')],
      modelAnswer: 'La división del núcleo.',
    },
    {
      id: 'x_5',
      section: 'Núcleo',
      kind: 'written',
      prompt: '¿Qué es la meiosis?',
      rubric: [point('Reduce los cromosomas')],
      modelAnswer: 'Una división que reduce los cromosomas.',
    },
  ],
}

const none = () => {}
const here = { location: { pathname: '/', hash: '', state: null }, navigate: none }
const withNavigation = (ui: ReactNode) => <NavigationContext value={here}>{ui}</NavigationContext>

/** The practice exam's screens speak the student's language: the 'practice' catalogue. */
describe('the practice exam in Spanish', () => {
  beforeEach(() => activateLanguage('es'))
  afterEach(() => act(() => activateLanguage('en')))

  it('names the settings, their choices, the earlier exams and the messages', () => {
    render(
      <>
        <ExamSetupForm
          preparing
          error="No se pudo."
          onStart={none}
          onPrint={() => Promise.resolve(null)}
        />
        <EarlierAttempts
          onOpen={none}
          attempts={[
            {
              id: 'a1',
              score: 2.5,
              totalQuestions: 5,
              timeSpentSeconds: 65,
              completedAt: '2026-11-21T10:00:00.000Z',
            },
          ]}
        />
      </>,
    )
    expect(screen.getByRole('heading', { name: 'Examen de práctica' })).toBeInTheDocument()
    const time = screen.getByRole('radiogroup', { name: 'Límite de tiempo' })
    expect(within(time).getByRole('radio', { name: '45 min' })).toBeInTheDocument()
    expect(within(time).getByRole('radio', { name: 'Sin límite de tiempo' })).toBeInTheDocument()
    expect(screen.getByRole('radiogroup', { name: 'Número de preguntas' })).toBeInTheDocument()
    const kinds = screen.getByRole('group', { name: 'Tipos de pregunta' })
    for (const name of ['Opción múltiple', 'Verdadero/falso', 'Completar espacios en blanco'])
      expect(within(kinds).getByRole('checkbox', { name })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Una pregunta por página' })).toBeChecked()
    expect(screen.getByRole('button', { name: 'Empezar examen' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Descargar examen (PDF)' })).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Descargar clave de respuestas (PDF)' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Preparando el examen…')).toBeInTheDocument()
    const earlier = screen.getByRole('list', { name: 'Exámenes de práctica anteriores' })
    expect(earlier).toHaveTextContent('2,5 de 5 puntos (50 %) · Tiempo: 1:05')
    expect(englishLeftOver(english, spanish)).toEqual([])
  })

  it('asks every kind of question, counts the answers and lists the unanswered ones', async () => {
    const attempt: ExamAttempt = { ...startAttempt(exam, 'all', Date.now()), answers: { x_0: '0' } }
    render(<ExamSitting attempt={attempt} dispatch={none} onSubmit={none} />)
    expect(screen.getByRole('heading', { name: 'Examen de práctica: Células' })).toBeInTheDocument()
    expect(screen.getByRole('timer', { name: 'Tiempo restante' })).toBeInTheDocument()
    expect(screen.getByText('1 de 6 respondidas')).toBeInTheDocument()
    // The page a question comes from, in the words of the results' citations.
    expect(
      within(screen.getByRole('region', { name: 'Pregunta 1' })).getByText('Fuente: página 3'),
    ).toBeInTheDocument()
    const second = screen.getByRole('region', { name: 'Pregunta 2' })
    expect(second).toHaveTextContent('Pregunta 2 · Verdadero o falso')
    const truth = within(second).getByRole('radiogroup', { name: 'Respuesta a la pregunta 2' })
    expect(within(truth).getByRole('radio', { name: 'Falso' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Respuesta a la pregunta 3' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Pregunta 4' })).toHaveTextContent(
      'Respuesta escrita: de una frase a un párrafo',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Entregar examen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Preguntas sin responder' })
    expect(dialog).toHaveTextContent('5 preguntas aún no tienen respuesta:')
    for (const name of ['Entregar de todos modos', 'Seguir respondiendo'])
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument()
    expect(englishLeftOver(english, spanish)).toEqual([])
  })

  it('moves one question a page with Anterior and Siguiente', () => {
    const attempt = { ...startAttempt({ ...exam, timeLimit: null }, 'one', Date.now()), current: 1 }
    render(<ExamSitting attempt={attempt} dispatch={none} onSubmit={none} />)
    expect(screen.getByText('Sin límite de tiempo')).toBeInTheDocument()
    for (const name of ['Anterior', 'Siguiente'])
      expect(screen.getByRole('button', { name })).toBeEnabled()
    expect(englishLeftOver(english, spanish)).toEqual([])
  })

  it('gives the results, the grades of written answers and what to study', () => {
    const attempt: ExamAttempt = {
      ...startAttempt(exam, 'all', Date.now()),
      answers: { x_0: '1', x_1: 'true', x_2: 'ADN', x_3: 'Guarda el ADN', x_4: 'No sé', x_5: 'Sí' },
      spent: { x_0: 65_000 },
    }
    const results: Record<string, QuestionResult> = {
      x_0: { status: 'scored', score: 0 },
      x_1: { status: 'scored', score: 0 },
      x_2: { status: 'scored', score: 1 },
      x_3: {
        status: 'graded',
        score: 0.5,
        secondLook: true,
        grade: {
          verdict: 'Partly right',
          found: [0],
          missed: [1],
          by: 'model',
          explanation: 'Nombra el ADN.',
        },
      },
      x_4: { status: 'failed' },
      x_5: { status: 'grading', secondLook: true },
    }
    render(
      withNavigation(
        <ExamResultsView
          attempt={attempt}
          results={results}
          actions={{ onRetry: none, onSecondLook: none, onNewExam: none }}
          saved
        />,
      ),
    )
    expect(screen.getByRole('heading', { name: 'Resultados del examen' })).toBeInTheDocument()
    expect(screen.getByText('1,5 de 6 puntos (25 %)')).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Resultados por sección' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Sección', 'Puntuación', 'Tiempo'])
    expect(within(table).getByRole('row', { name: /Membranas/ })).toHaveTextContent('0 de 2 (0 %)')
    expect(screen.getByText(/^Puntuación más baja:/)).toHaveTextContent(
      'Puntuación más baja: Membranas. Sus tarjetas aparecen primero entre tus tarjetas de hoy.',
    )
    expect(screen.getByRole('link', { name: 'Estudiar estas tarjetas ahora' })).toBeInTheDocument()

    const questions = screen.getByRole('list', { name: 'Preguntas' })
    const first = within(questions).getByRole('region', { name: 'Pregunta 1' })
    expect(first).toHaveTextContent('Membranas · Tiempo en esta pregunta: 1:05')
    expect(first).toHaveTextContent('Tu respuesta: El núcleo')
    expect(first).toHaveTextContent('Incorrecta · Respuesta correcta: La membrana')
    const second = within(questions).getByRole('region', { name: 'Pregunta 2' })
    expect(second).toHaveTextContent('Tu respuesta: Verdadero')
    expect(second).toHaveTextContent('Respuesta correcta: Falso. Es una bicapa.')
    expect(within(questions).getByRole('region', { name: 'Pregunta 3' })).toHaveTextContent(
      'Correcta',
    )

    const fourth = within(questions).getByRole('region', { name: 'Pregunta 4' })
    expect(fourth).toHaveTextContent('Parcialmente correcta')
    expect(fourth).toHaveTextContent('Segunda revisión: Nombra el ADN.')
    expect(within(fourth).getByRole('list', { name: 'Puntos encontrados' })).toHaveTextContent(
      'Guarda el ADN',
    )
    expect(within(fourth).getByRole('list', { name: 'Puntos que faltan' })).toBeInTheDocument()
    expect(fourth).toHaveTextContent('Respuesta modelo')
    expect(
      within(fourth).getByRole('button', { name: 'Pedir una segunda revisión' }),
    ).toBeInTheDocument()
    const fifth = within(questions).getByRole('region', { name: 'Pregunta 5' })
    expect(within(fifth).getByRole('alert')).toHaveTextContent(
      'No se pudo calificar esta respuesta — Reintentar',
    )
    expect(within(questions).getByRole('region', { name: 'Pregunta 6' })).toHaveTextContent(
      'Revisando de nuevo…',
    )
    for (const name of [
      'Nuevo examen de práctica',
      'Descargar examen (PDF)',
      'Descargar clave de respuestas (PDF)',
    ])
      expect(screen.getByRole('button', { name })).toBeInTheDocument()
    expect(englishLeftOver(english, spanish)).toEqual([])
  })

  it('asks why a grade deserves a second look', async () => {
    const attempt: ExamAttempt = {
      ...startAttempt(exam, 'all', Date.now()),
      answers: { x_3: 'ADN' },
    }
    const grade = { verdict: 'Not yet' as const, found: [], missed: [0, 1], by: 'model' as const }
    render(
      withNavigation(
        <ExamResultsView
          attempt={attempt}
          results={{ x_3: { status: 'graded', score: 0, grade } }}
          actions={{ onRetry: none, onSecondLook: none, onNewExam: none }}
          saved={false}
        />,
      ),
    )
    const fourth = screen.getByRole('region', { name: 'Pregunta 4' })
    expect(fourth).toHaveTextContent('Todavía no')
    await userEvent.click(
      within(fourth).getByRole('button', { name: 'Pedir una segunda revisión' }),
    )
    expect(
      within(fourth).getByRole('textbox', {
        name: '¿Por qué debería revisarse de nuevo esta respuesta?',
      }),
    ).toBeInTheDocument()
    expect(
      within(fourth).getByRole('button', { name: 'Enviar para una segunda revisión' }),
    ).toBeInTheDocument()
    expect(englishLeftOver(english, spanish)).toEqual([])
  })
})

describe('the practice exam in Chinese', () => {
  beforeEach(() => activateLanguage('zh-CN'))
  afterEach(() => act(() => activateLanguage('en')))

  it('puts no space after the full stop of 得分最低 before the cards sentence', () => {
    const attempt = startAttempt(exam, 'all', Date.now())
    const results: Record<string, QuestionResult> = Object.fromEntries(
      exam.questions.map((question) => [question.id, { status: 'scored', score: 0 }]),
    )
    const scored = { ...results, x_2: { status: 'scored', score: 1 } } as const
    render(
      withNavigation(
        <ExamResultsView
          attempt={attempt}
          results={scored}
          actions={{ onRetry: none, onSecondLook: none, onNewExam: none }}
          saved
        />,
      ),
    )
    expect(screen.getByText(/^得分最低：/)).toHaveTextContent(
      /^得分最低：Membranas。这些章节的卡片会排在你今天的卡片最前面。$/,
      { normalizeWhitespace: false },
    )
  })
})
