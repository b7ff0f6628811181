import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { aiHandlers, cannedReply, recordAiRequests } from '@/testing/ai-handlers'
import { savedTestGuide, sql } from '@/testing/backend-fixtures'
import { backendRequests, requestsTo } from '@/testing/local-backend'
import { failRequest, server } from '@/testing/msw-server'
import { LOCAL_SUPABASE_URL } from '@/config/env'
import { waitingChanges } from '@/lib/offline-queue/queue-store'
import { queueChange, syncNow } from '@/lib/offline-queue/sync'
import { quizAttemptChange } from '../api/use-quizzes'
import { testGuide } from '@/testing/render-study-tool'
import { insertAttempt, insertQuiz } from '../testing/saved-quizzes'
import { renderQuizPanel } from '../testing/render-quiz-panel'

/**
 * Ada's saved Photosynthesis guide with two quizzes; the newest was rated too easy at medium,
 * so the next one is hard.
 */
async function seeded() {
  const { owner: ada, guide } = await savedTestGuide()
  const older = await insertQuiz(ada, guide.id, {
    created_at: '2026-11-01T10:00:00.000Z',
    difficulty: 'easy',
  })
  const newest = await insertQuiz(ada, guide.id, {
    created_at: '2026-11-10T10:00:00.000Z',
    difficulty: 'medium',
    user_feedback: { perceivedDifficulty: 'too_easy', rating: 4, comments: '' },
  })
  await insertAttempt(ada, older.id, { score: 50, completed_at: '2026-11-02T10:00:00.000Z' })
  await insertAttempt(ada, newest.id, { score: 90, completed_at: '2026-11-11T10:00:00.000Z' })
  const attempts = async () =>
    sql('select id from public.quiz_attempts where user_id = $1', [ada.id])
  return { ada, guide, older, newest, attempts }
}

// Whole flows through several screens: the shared 2-core machine needs more than vitest's 5 s.
describe('QuizPanel: a saved guide, with history in the database', { timeout: 20_000 }, () => {
  it('shows the history numbered counting down, with recent performance, chart and next difficulty', async () => {
    const { guide, newest, older } = await seeded()
    renderQuizPanel(guide)

    const list = await screen.findByRole('list', { name: 'Your quizzes' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Quiz 2', 'Quiz 1'])
    expect(within(items[0]!).getByText('90%')).toBeInTheDocument()
    expect(within(items[0]!).getByRole('button', { name: 'Retake' })).toBeInTheDocument()
    expect(within(items[1]!).getByText('Easy')).toBeInTheDocument()
    expect(
      within(screen.getByRole('list', { name: 'Recent performance' })).getAllByRole('listitem'),
    ).toHaveLength(2)
    expect(screen.getByRole('img', { name: 'Score over time' })).toBeInTheDocument()
    const table = screen.getByRole('table')
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.lastElementChild?.textContent),
    ).toEqual(['50%', '90%'])
    expect(screen.getByText(/Next quiz:/)).toHaveTextContent('Next quiz: Hard difficulty')

    const [quizzes, attempts] = backendRequests
    expect(quizzes?.path).toBe('/rest/v1/quizzes')
    expect(quizzes?.params.get('study_guide_id')).toBe(`eq.${guide.id}`)
    expect(quizzes?.params.get('order')).toBe('created_at.desc,id.desc')
    expect(attempts?.path).toBe('/rest/v1/quiz_attempts')
    expect(attempts?.params.get('quiz_id')).toBe(`in.(${newest.id},${older.id})`)
    // Attempts are read in pages of max_rows, in a total order.
    expect(attempts?.params.get('order')).toBe('completed_at.desc,id.desc')
    expect(attempts?.params.get('limit')).toBe('1000')
  })

  it('saves an attempt with its generated explanation, retakes, and stores feedback', async () => {
    const { guide, newest, attempts } = await seeded()
    const log = recordAiRequests()
    server.use(log.handler, ...aiHandlers)
    const { user } = renderQuizPanel(guide)

    const latest = await screen.findByRole('listitem', { name: 'Quiz 2' })
    await user.click(within(latest).getByRole('button', { name: 'Retake' }))
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^1 Chlorophyll/ }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(screen.getByRole('button', { name: /^3 Nucleus/ }))
    await waitFor(() => expect(log.requests.map((r) => r.purpose)).toContain('mistakeExplanation'))
    const generated = cannedReply(
      log.requests.find((r) => r.purpose === 'mistakeExplanation')!.body,
    )
    expect(await screen.findByText(generated)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Finish Quiz' }))

    expect(await screen.findByText('50%')).toBeInTheDocument()
    await waitFor(async () => expect(await attempts()).toHaveLength(3))
    const [saved] = requestsTo('/rest/v1/quiz_attempts', 'POST')
    expect(saved?.body).toMatchObject({
      quiz_id: newest.id,
      score: 50,
      total_questions: 2,
      correct_answers: 1,
      answers: [
        { questionId: 'q_0', selectedAnswer: 0, isCorrect: true },
        { questionId: 'q_1', selectedAnswer: 2, isCorrect: false },
      ],
      wrong_answers: [
        {
          question: 'Where is the Calvin cycle?',
          userAnswer: 'Nucleus',
          correctAnswer: 'Stroma',
          explanation: generated,
        },
      ],
    })

    await user.click(screen.getByRole('button', { name: 'Retake' }))
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    await user.keyboard('1{Enter}1{Enter}')
    expect(await screen.findByText('100%')).toBeInTheDocument()
    await waitFor(async () => expect(await attempts()).toHaveLength(4))

    await user.click(screen.getByRole('button', { name: 'Rate Quiz' }))
    await user.click(screen.getByRole('radio', { name: 'Too hard' }))
    await user.click(screen.getByRole('radio', { name: '2 stars' }))
    await user.type(screen.getByRole('textbox', { name: 'Comments (optional)' }), 'Tricky wording')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByRole('heading', { name: 'Quizzes' })).toBeInTheDocument()
    const [patch] = requestsTo('/rest/v1/quizzes', 'PATCH')
    expect(patch?.params.get('id')).toBe(`eq.${newest.id}`)
    expect(patch?.body).toEqual({
      user_feedback: { perceivedDifficulty: 'too_hard', rating: 2, comments: 'Tricky wording' },
    })
    // too_hard on a medium quiz → easy.
    expect(screen.getByText(/Next quiz:/)).toHaveTextContent('Next quiz: Easy difficulty')
    expect(
      within(screen.getByRole('listitem', { name: 'Quiz 2' })).getByText('100%'),
    ).toBeInTheDocument()
  }, 30_000)

  it('saves a generated quiz with its difficulty, title and settings, and lists it first', async () => {
    const { guide } = await seeded()
    const log = recordAiRequests()
    server.use(log.handler, ...aiHandlers)
    const { user } = renderQuizPanel(guide)

    await user.click(await screen.findByRole('button', { name: 'Generate New Quiz' }))
    await user.click(screen.getByRole('radio', { name: '15' }))
    await user.click(screen.getByRole('button', { name: 'Generate Quiz' }))
    expect(await screen.findByText('Question 1 of 15')).toBeInTheDocument()
    const [insert] = requestsTo('/rest/v1/quizzes', 'POST')
    expect(insert?.body).toMatchObject({
      study_guide_id: guide.id,
      title: 'Photosynthesis - Quiz 3',
      difficulty: 'hard',
      settings: {
        questionCount: 15,
        allowRetake: true,
        useExternalContent: true,
        selectedGuides: [],
      },
    })
    expect((insert?.body as { id: string }).id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect((insert?.body as { questions: unknown[] }).questions).toHaveLength(15)
    await user.click(screen.getByRole('button', { name: 'Quit quiz' }))
    const items = within(screen.getByRole('list', { name: 'Your quizzes' })).getAllByRole(
      'listitem',
    )
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Quiz 3',
      'Quiz 2',
      'Quiz 1',
    ])
    expect(within(items[0]!).getByText('Hard')).toBeInTheDocument()
  })

  it('shows a failed history load with a retry', async () => {
    const { guide } = await seeded()
    failRequest('GET', '/rest/v1/quizzes', { once: true })
    const { user } = renderQuizPanel(guide)
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch quizzes')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('list', { name: 'Your quizzes' })).toBeInTheDocument()
  })

  it('keeps the quiz usable when saving an attempt fails, and says so', async () => {
    const { guide } = await seeded()
    failRequest('POST', '/rest/v1/quiz_attempts')
    server.use(...aiHandlers)
    const { user } = renderQuizPanel(guide)
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Quiz 1' })).getByRole('button', {
        name: 'Retake',
      }),
    )
    await user.keyboard('1{Enter}1{Enter}')
    expect(await screen.findByText('100%')).toBeInTheDocument()
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save quiz attempt')
  })

  it('takes a quiz offline: the attempt waits on the device, then is stored once', async () => {
    const { ada, guide, attempts } = await seeded()
    server.use(
      ...aiHandlers,
      http.post(`${LOCAL_SUPABASE_URL}/rest/v1/quiz_attempts`, () => HttpResponse.error()),
    )
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { user } = renderQuizPanel(guide)
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Quiz 1' })).getByRole('button', {
        name: 'Retake',
      }),
    )
    await user.keyboard('1{Enter}1{Enter}')
    expect(await screen.findByText('100%')).toBeInTheDocument()
    await waitFor(async () => expect(await waitingChanges(ada.id)).toHaveLength(1))
    // The save's send run ends (failing, offline) before the checks below.
    await act(() => syncNow(ada.id))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(await attempts()).toHaveLength(2)

    // Back online, sent; sent again (its answer lost, or from a second device): stored once.
    const [queued] = await waitingChanges(ada.id)
    await queueChange(ada.id, quizAttemptChange, queued?.payload, queued?.id)
    server.resetHandlers()
    online.mockReturnValue(true)
    await act(() => syncNow(ada.id))
    expect(await waitingChanges(ada.id)).toEqual([])
    expect(await attempts()).toHaveLength(3)
  })

  it('keeps a quiz whose save failed: playable at once, and saved when the connection returns', async () => {
    const { guide } = await seeded()
    failRequest('POST', '/rest/v1/quizzes', { once: true })
    server.use(...aiHandlers)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { user } = renderQuizPanel(guide)
    await user.click(await screen.findByRole('button', { name: 'Generate New Quiz' }))
    await user.click(screen.getByRole('button', { name: 'Generate Quiz' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save your quiz.')
    expect(await screen.findByText('Question 1 of 10')).toBeInTheDocument()
    const stored = () =>
      sql('select title from public.quizzes where study_guide_id = $1 and title = $2', [
        guide.id,
        'Photosynthesis - Quiz 3',
      ])
    expect(await stored()).toEqual([])

    act(() => void window.dispatchEvent(new Event('online')))
    await waitFor(async () => expect(await stored()).toHaveLength(1))
    warn.mockRestore()
  })

  it('never calls the database for an unsaved guide', async () => {
    server.use(...aiHandlers)
    const { user } = renderQuizPanel({ ...testGuide, id: null })
    await user.click(screen.getByRole('button', { name: 'Generate New Quiz' }))
    await user.click(screen.getByRole('button', { name: 'Generate Quiz' }))
    expect(await screen.findByText('Question 1 of 10')).toBeInTheDocument()
    expect(backendRequests).toHaveLength(0)
  })
})
