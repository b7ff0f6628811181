import { act, render, screen, within } from '@testing-library/react'
import { activateLanguage } from '@/lib/i18n/i18n'
import english from '@/lib/i18n/locales/en/quiz.json'
import spanish from '@/lib/i18n/locales/es/quiz.json'
import { englishLeftOver } from '@/testing/english-left'
import { defaultFeedback, defaultSettings, type QuizRun } from '../model/quiz-flow'
import { buildAttempt } from '../model/scoring'
import { makeQuestions, makeQuiz } from '../testing/quiz-factories'
import { QuizDashboard } from './quiz-dashboard'
import { QuizFeedbackForm } from './quiz-feedback-form'
import { QuizQuestionView } from './quiz-question-view'
import { QuizResults } from './quiz-results'
import { QuizSettingsForm } from './quiz-settings-form'

const questions = makeQuestions(3)
// Question 1 answered wrong (option 2, the right one is 1), the others right.
const attempt = buildAttempt({
  id: 'a1',
  quizId: 'quiz-2',
  questions,
  answers: [1, 1, 2],
  explanations: {},
  timeSpent: 95,
  completedAt: '2026-11-21T10:00:00.000Z',
})
const none = () => {}

/** Every screen of the quiz speaks the student's language: its texts come from the 'quiz' catalogue. */
describe('the quiz in Spanish', () => {
  beforeEach(() => activateLanguage('es'))
  afterEach(() => act(() => activateLanguage('en')))

  it('names the dashboard, its quizzes, counts, scores and chart', () => {
    render(
      <QuizDashboard
        quizzes={[makeQuiz({ id: 'quiz-2', difficulty: 'hard', attempts: [attempt] }), makeQuiz()]}
        nextDifficulty="easy"
        onGenerate={none}
        onStart={none}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Cuestionarios' })).toBeInTheDocument()
    expect(screen.getByText(/Próximo cuestionario/)).toHaveTextContent(
      'Próximo cuestionario: dificultad Fácil',
    )
    const second = screen.getByRole('listitem', { name: 'Cuestionario 2' })
    expect(second).toHaveTextContent('3 preguntas')
    expect(second).toHaveTextContent('1 intento')
    expect(second).toHaveTextContent('Última puntuación 67 %')
    expect(within(second).getByRole('button', { name: 'Repetir' })).toBeInTheDocument()
    const first = screen.getByRole('listitem', { name: 'Cuestionario 1' })
    expect(within(first).getByRole('button', { name: 'Empezar' })).toBeInTheDocument()
    expect(first).toHaveTextContent('Sin hacer todavía')
    expect(screen.getByRole('button', { name: 'Generar cuestionario nuevo' })).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Resultados recientes' })).toBeInTheDocument()
    expect(englishLeftOver(english, spanish)).toEqual([])
  })

  it('names the settings form and its fields', () => {
    render(
      <QuizSettingsForm
        settings={defaultSettings('hard')}
        difficulty="hard"
        generating={false}
        error={null}
        onChange={none}
        onGenerate={none}
        onCancel={none}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Ajustes del cuestionario' })).toBeInTheDocument()
    expect(screen.getByText(/^Dificultad:/)).toHaveTextContent(
      'Dificultad: Difícil (adaptada a tu última valoración de un cuestionario)',
    )
    expect(screen.getByRole('radiogroup', { name: 'Número de preguntas' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Permitir varios intentos' })).toBeInTheDocument()
    expect(
      screen.getByRole('checkbox', { name: 'Incluir preguntas sobre el tema en general' }),
    ).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Generar cuestionario' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Volver a los cuestionarios' })).toBeInTheDocument()
    expect(englishLeftOver(english, spanish)).toEqual([])
  })

  it('names a wrongly answered question, its options by their state and the moves', () => {
    const run: QuizRun = {
      quiz: makeQuiz({ questions }),
      runId: 1,
      index: 0,
      answers: [1, null, null],
      explanations: { q_0: { status: 'loading' } },
      startedAt: Date.now(),
    }
    render(
      <QuizQuestionView
        run={run}
        onAnswer={none}
        onNext={none}
        onPrevious={none}
        onFinish={none}
        onQuit={none}
      />,
    )
    expect(screen.getByText('Pregunta 1 de 3')).toBeInTheDocument()
    expect(screen.getByRole('timer', { name: 'Tiempo transcurrido' })).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: '1 Alpha 1 (respuesta correcta)' }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: '2 Beta 1 (tu respuesta, incorrecta)' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/No exactamente\. La respuesta correcta es:/)).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Generando la explicación…')
    for (const name of ['Anterior', 'Siguiente', 'Salir del cuestionario'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument()
    expect(englishLeftOver(english, spanish)).toEqual([])
  })

  it('names the results with the score, the time and the mistakes', () => {
    render(
      <QuizResults
        attempt={attempt}
        questions={questions}
        allowRetake
        onRate={none}
        onRetake={none}
        onDone={none}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Resultados del cuestionario' })).toBeInTheDocument()
    expect(screen.getByText('67 %')).toBeInTheDocument()
    expect(screen.getByText('2 de 3 correctas · Tiempo: 1:35')).toBeInTheDocument()
    expect(screen.getByText('Buen intento. Repasa las preguntas que fallaste.')).toBeInTheDocument()
    const wrong = screen.getByRole('list', { name: 'Respuestas incorrectas' })
    expect(wrong).toHaveTextContent('Tu respuesta: Beta 1')
    expect(wrong).toHaveTextContent('Respuesta correcta: Alpha 1')
    for (const name of ['Valorar cuestionario', 'Repetir', 'Volver a los cuestionarios'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument()
    expect(englishLeftOver(english, spanish)).toEqual([])
  })

  it('names the feedback form, its choices and its stars', () => {
    render(
      <QuizFeedbackForm
        draft={defaultFeedback()}
        saving={false}
        onChange={none}
        onSubmit={none}
        onSkip={none}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Valora este cuestionario' })).toBeInTheDocument()
    const perceived = screen.getByRole('radiogroup', { name: 'Dificultad percibida' })
    expect(
      within(perceived)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Demasiado fácil', 'Adecuado', 'Demasiado difícil'])
    expect(screen.getByRole('radio', { name: '1 estrella' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: '5 estrellas' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Comentarios (opcional)' })).toBeInTheDocument()
    for (const name of ['Enviar', 'Omitir'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument()
    expect(englishLeftOver(english, spanish)).toEqual([])
  })
})
