import { screen } from '@testing-library/react'
import { http } from 'msw'
import { AI_COMPLETIONS_URL, detectPurpose, replyFor, type ChatBody } from '@/testing/ai-handlers'
import { server } from '@/testing/msw-server'
import { testGuide } from '@/testing/render-study-tool'
import { renderQuizPanel } from '../testing/render-quiz-panel'

const quiz = [
  {
    question: 'What is $\\int_0^1 x^2\\,dx$?',
    options: ['$\\frac{1}{3}$', '$\\frac{1}{2}$', '$x^3$', 'It costs $5 and $10'],
    correctAnswer: 0,
    explanation: 'An antiderivative of $x^2$ is $\\frac{x^3}{3}$.',
  },
]

describe('a quiz with formulas', () => {
  it('draws them, and names each option by its spoken form, never by its TeX', async () => {
    server.use(
      http.post(AI_COMPLETIONS_URL, async ({ request }) => {
        const body = (await request.clone().json()) as ChatBody
        return replyFor(body, detectPurpose(body) === 'quiz' ? JSON.stringify(quiz) : 'Because.')
      }),
    )
    const { user } = renderQuizPanel({ ...testGuide, id: null })
    await user.click(screen.getByRole('button', { name: 'Generate New Quiz' }))
    await user.click(screen.getByRole('radio', { name: '5' }))
    await user.click(screen.getByRole('button', { name: 'Generate Quiz' }))

    const question = await screen.findByRole('heading', { level: 3, name: /^What is/ })
    expect(await screen.findByRole('math', { name: /^integral, start subscript, 0/ })).toBeVisible()
    expect(question).toContainElement(screen.getByRole('math', { name: /^integral/ }))
    const third = await screen.findByRole('button', {
      name: '1 start fraction, 1, divided by, 3, end fraction',
    })
    expect(screen.getByRole('button', { name: '3 x, cubed' })).toBeInTheDocument()
    // Money in an option stays text, and is named by it.
    expect(screen.getByRole('button', { name: '4 It costs $5 and $10' })).toBeInTheDocument()
    for (const option of screen.getAllByRole('button', { name: /fraction|cubed/ }))
      expect(option.getAttribute('aria-label')).not.toMatch(/[\\$]/)

    await user.click(third)
    expect(
      screen.getByRole('button', {
        name: '1 start fraction, 1, divided by, 3, end fraction (your answer, correct)',
      }),
    ).toBeInTheDocument()
    expect(
      await screen.findByRole('math', {
        name: 'start fraction, x, cubed, divided by, 3, end fraction',
      }),
    ).toBeVisible()
  })
})
