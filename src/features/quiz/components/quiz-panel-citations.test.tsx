import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { aiHandlers, recordAiRequests } from '@/testing/ai-handlers'
import { savedTestGuide, sql } from '@/testing/backend-fixtures'
import { server } from '@/testing/msw-server'
import { renderQuizPanel } from '../testing/render-quiz-panel'

/** Two pages, one topic each: the stand-in's question i comes from page (i mod 2) + 1. */
const pages = [
  'Chlorophyll absorbs red and blue light in the thylakoid membranes. The absorbed light energy splits water and releases oxygen. Plants look green because chlorophyll reflects green light.',
  'The Calvin cycle runs in the stroma of the chloroplast. It fixes carbon dioxide into sugar using ATP and NADPH. The enzyme rubisco catalyses the first step of the cycle.',
]

async function guideWithSource() {
  const { owner, guide } = await savedTestGuide()
  await sql(
    'insert into public.study_guide_sources (guide_id, user_id, passages) values ($1, $2, $3)',
    [guide.id, owner.id, JSON.stringify(pages.map((t, i) => ({ pg: i + 1, t })))],
  )
  return guide
}

// Whole flows through several screens: the shared 2-core machine needs more than vitest's 5 s.
describe('QuizPanel citations', { timeout: 30_000 }, () => {
  it('cites each question after answering and in the review, and keeps the citations after a reload', async () => {
    const guide = await guideWithSource()
    const log = recordAiRequests()
    server.use(log.handler, ...aiHandlers)
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
    expect(screen.getByRole('button', { name: 'Source: page 1' })).toBeInTheDocument()
    await user.keyboard('{Enter}1')
    expect(await screen.findByText(/^Not quite/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Source: page 2' })).toBeInTheDocument()
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
