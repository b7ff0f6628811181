import { act, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { DEFAULT_COVER } from '@/config/cover-colors'
import { MathText } from '@/components/ui/math-text'
import { Markdown } from '@/components/ui/markdown'
import { NotebookCard } from '@/features/library/components/notebook-card'
import { FlashcardsDashboard } from '@/features/flashcards/components/flashcards-dashboard'
import { ExamQuestionView } from '@/features/practice-exam/components/exam-question'
import { ExamResultsView } from '@/features/practice-exam/components/exam-results-view'
import { WrittenResult } from '@/features/practice-exam/components/written-result'
import { startAttempt } from '@/features/practice-exam/model/attempt'
import type { ExamQuestion } from '@/features/practice-exam/model/exam'
import { activateLanguage } from '@/lib/i18n/i18n'
import { TutorMessageView } from '@/features/tutor/components/tutor-message'

// Material, AI and user text take their own direction (dir="auto"), not the interface's: in
// Arabic, a Spanish question reads '¿Qué hace la clorofila?', not '?Qué hace la clorofila¿'.
// jsdom lays nothing out, so each family is checked for the attribute on the element that holds
// the text; guide-accessibility.spec checks the computed direction of a guide's text in Chromium.
const spanish = '¿Qué hace la clorofila?'

/** The nearest element at or above `element` that sets a direction. */
const directionOf = (element: Element) => element.closest('[dir]')?.getAttribute('dir')

describe('material, AI and user text in its own direction', () => {
  it('quiz questions and options, card faces, exam prompts: MathText', () => {
    render(<MathText text={spanish} />)
    expect(directionOf(screen.getByText(spanish))).toBe('auto')
  })

  it('guide and tutor Markdown', () => {
    render(<Markdown>{`# Fotosíntesis\n\n${spanish}`}</Markdown>)
    expect(directionOf(screen.getByText(spanish))).toBe('auto')
    expect(directionOf(screen.getByRole('heading', { name: 'Fotosíntesis' }))).toBe('auto')
  })

  it("tutor messages: the student's and the AI's", () => {
    render(
      <>
        <TutorMessageView message={{ id: 'u', role: 'user', content: spanish, status: 'done' }} />
        <TutorMessageView
          message={{ id: 'a', role: 'ai', content: 'La clorofila absorbe la luz.', status: 'done' }}
        />
      </>,
    )
    expect(directionOf(screen.getByText(spanish))).toBe('auto')
    expect(directionOf(screen.getByText('La clorofila absorbe la luz.'))).toBe('auto')
  })

  it("exam questions, their options and the student's answers", () => {
    const base = { section: 'Luz', citations: [] }
    const questions: ExamQuestion[] = [
      {
        ...base,
        id: 'q1',
        kind: 'choice',
        prompt: spanish,
        options: ['Absorbe la luz.'],
        answer: 0,
      },
      { ...base, id: 'q2', kind: 'written', prompt: 'Explica.', rubric: [], modelAnswer: '' },
      { ...base, id: 'q3', kind: 'blank', prompt: 'La _____ absorbe.', answer: 'clorofila' },
    ]
    render(
      <>
        {questions.map((question, index) => (
          <ExamQuestionView
            key={question.id}
            question={question}
            number={index + 1}
            answer=""
            onAnswer={() => {}}
          />
        ))}
      </>,
    )
    expect(directionOf(screen.getByText(spanish))).toBe('auto')
    expect(directionOf(screen.getByText('Absorbe la luz.'))).toBe('auto')
    for (const number of [2, 3])
      expect(screen.getByRole('textbox', { name: `Answer to question ${number}` })).toHaveAttribute(
        'dir',
        'auto',
      )
  })

  it("a written answer's grade: the rubric's points and the model answer", () => {
    const point = (text: string) => ({ text, keyTerms: [] })
    render(
      <WrittenResult
        question={{
          id: 'q1',
          kind: 'written',
          section: 'Luz',
          prompt: 'Explica.',
          rubric: [point('La clorofila absorbe la luz.'), point('Libera oxígeno.')],
          modelAnswer: '¿La clorofila? Absorbe la luz.',
        }}
        result={{
          status: 'graded',
          score: 0.5,
          grade: { verdict: 'Partly right', found: [0], missed: [1], by: 'key-terms' },
        }}
        onRetry={() => {}}
        onSecondLook={() => {}}
      />,
    )
    for (const text of [
      'La clorofila absorbe la luz.',
      'Libera oxígeno.',
      '¿La clorofila? Absorbe la luz.',
    ])
      expect(directionOf(screen.getByText(text))).toBe('auto')
  })

  it('guide titles in the library', () => {
    const guide = {
      id: 'g1',
      title: '¿Fotosíntesis?',
      coverColor: DEFAULT_COVER,
      createdAt: '2026-11-01T10:00:00Z',
      kind: 'guide' as const,
      sourceGuideIds: [],
      preview: 'Notas.',
      contentLength: 400,
    }
    render(
      <MemoryRouter>
        <NotebookCard
          guide={guide}
          href="/dashboard/guides/g1"
          selectionMode={false}
          selected={false}
          onToggleSelected={() => {}}
          onEdit={() => {}}
          onDelete={() => {}}
        />
      </MemoryRouter>,
    )
    expect(directionOf(screen.getByRole('link', { name: '¿Fotosíntesis?' }))).toBe('auto')
  })
})

/**
 * Titles and section names the student's material gives, inside an interface in another
 * direction (#47, clause 5): an Arabic section or set title in the English interface, and an
 * English one in the Arabic interface, each takes its own direction (dir="auto").
 */
describe.each([
  { language: 'en' as const, title: 'الطاقة والحركة' },
  { language: 'ar' as const, title: 'Energy and motion' },
])('a title in the other direction ($language interface)', ({ language, title }) => {
  beforeEach(() => activateLanguage(language))
  afterEach(() => act(() => activateLanguage('en')))

  it("section names in the exam's 'Results by section' and under each question", () => {
    const attempt = startAttempt(
      {
        id: 'exam_1',
        guideTitle: title,
        timeLimit: null,
        questions: [
          { id: 'q1', kind: 'blank', section: title, prompt: '_____', answer: 'x', citations: [] },
        ],
      },
      'one',
      0,
    )
    render(
      <ExamResultsView
        attempt={attempt}
        results={{ q1: { status: 'scored', score: 1 } }}
        actions={{ onRetry: () => {}, onSecondLook: () => {}, onNewExam: () => {} }}
        saved={false}
      />,
    )
    const sections = screen.getByRole('table')
    expect(directionOf(within(sections).getByRole('rowheader', { name: title }))).toBe('auto')
    const [, underQuestion] = screen.getAllByText(title)
    expect(directionOf(underQuestion!)).toBe('auto')
  })

  it('flashcard set titles in the list of sets', () => {
    const set = {
      id: 's1',
      studyGuideId: 'g1',
      title: `${title} — 1`,
      cards: [],
      createdAt: '2026-11-01T10:00:00Z',
      schedule: {},
      sessions: [],
    }
    const nothing = () => {}
    render(
      <FlashcardsDashboard
        sets={[set]}
        now={Date.parse('2026-11-02T10:00:00Z')}
        focusHeading={false}
        onCreate={nothing}
        onStudy={nothing}
        onExport={nothing}
        onExportSchedule={nothing}
        onExportToAnki={nothing}
        exportingSetId={null}
        onImport={nothing}
        importing={false}
        importError={null}
        onPrint={nothing}
      />,
    )
    expect(directionOf(screen.getByRole('heading', { name: `${title} — 1` }))).toBe('auto')
  })
})
