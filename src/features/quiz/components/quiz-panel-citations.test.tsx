import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { aiHandlers, onPurpose, recordAiRequests, replyFor } from '@/testing/ai-handlers'
import { sql } from '@/testing/backend-fixtures'
import { server } from '@/testing/msw-server'
import { guideWithSource } from '@/testing/guide-with-source'
import { renderQuizPanel } from '../testing/render-quiz-panel'

// Whole flows through several screens: the shared 2-core machine needs more than vitest's 5 s.
describe('QuizPanel citations', { timeout: 30_000 }, () => {
  it('cites each question after answering and in the review, and keeps the citations after a reload', async () => {
    const guide = await guideWithSource()
    const log = recordAiRequests()
    // A model that finds every question stated on its page: this test is about where the
    // citations show, not about what the model reads.
    const statesEvery = onPurpose('secondOpinion', (body) => {
      const count = (body.messages.at(-1)?.content.match(/^Item \d+$/gm) ?? []).length
      const readings = Array.from({ length: count }, (_, i) => ({ n: i + 1, verdict: 'states' }))
      return replyFor(body, JSON.stringify(readings))
    })
    server.use(log.handler, statesEvery, ...aiHandlers)
    const first = renderQuizPanel(guide)
    const { user } = first

    await user.click(await screen.findByRole('button', { name: 'Generate New Quiz' }))
    await user.click(screen.getByRole('radio', { name: '5' }))
    await user.click(screen.getByRole('button', { name: 'Generate Quiz' }))
    expect(await screen.findByText('Question 1 of 5')).toBeInTheDocument()
    // The passages went out numbered beside the guide.
    const quizRequest = log.requests.find((request) => request.purpose === 'quiz')
    expect(quizRequest?.body.messages.at(-1)?.content).toContain('[P2 | page 2]')

    // The stand-in puts question i's right answer at option i % 4.
    await user.keyboard('1')
    expect(await screen.findByText('Correct!')).toBeInTheDocument()
    // 'Checking…' until the model's reading of the set comes back.
    expect(await screen.findByRole('button', { name: 'Source: page 1' })).toBeInTheDocument()
    await user.keyboard('{Enter}1')
    expect(await screen.findByText(/^Not quite/)).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Source: page 2' })).toBeInTheDocument()
    for (const answer of ['3', '4', '1']) await user.keyboard(`{Enter}${answer}`)
    await user.click(screen.getByRole('button', { name: 'Finish Quiz' }))

    const review = await screen.findByRole('list', { name: 'Wrong answers' })
    expect(within(review).getByRole('button', { name: 'Source: page 2' })).toBeInTheDocument()

    // Stored with the quiz: a reload shows the same sources.
    await waitFor(async () =>
      expect(
        await sql<{ questions: { citations: { status: string }[] }[] }>(
          'select questions from public.quizzes where study_guide_id = $1',
          [guide.id],
        ),
      ).toHaveLength(1),
    )
    const [stored] = await sql<{ questions: { citations: { status: string }[] }[] }>(
      'select questions from public.quizzes where study_guide_id = $1',
      [guide.id],
    )
    expect(stored?.questions.map((q) => q.citations[0]?.status)).toEqual(
      Array.from({ length: 5 }, () => 'verified'),
    )
    first.unmount()
    const again = renderQuizPanel(guide)
    const quiz = await screen.findByRole('listitem', { name: 'Quiz 1' })
    await again.user.click(within(quiz).getByRole('button', { name: 'Retake' }))
    await again.user.keyboard('1')
    expect(await screen.findByRole('button', { name: 'Source: page 1' })).toBeInTheDocument()
  })
})
