import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { DEFAULT_COVER } from '@/config/cover-colors'
import { MathText } from '@/components/ui/math-text'
import { Markdown } from '@/components/ui/markdown'
import { NotebookCard } from '@/features/library/components/notebook-card'
import { ExamQuestionView } from '@/features/practice-exam/components/exam-question'
import { WrittenResult } from '@/features/practice-exam/components/written-result'
import type { ExamQuestion } from '@/features/practice-exam/model/exam'
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
