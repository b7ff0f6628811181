import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { aiHandlers, recordAiRequests, saysOtherwiseAboutEvery } from '@/testing/ai-handlers'
import { sql } from '@/testing/backend-fixtures'
import { createGate } from '@/testing/gate'
import { failRequest, server } from '@/testing/msw-server'
import { listUnsaved, retryAllUnsaved } from '@/entities/unsaved-work/unsaved-work'
import { guideWithSource, sourcePages } from '@/testing/guide-with-source'
import { renderQuizPanel } from '../testing/render-quiz-panel'

describe('QuizPanel with a second opinion', { timeout: 30_000 }, () => {
  it('shows the quiz at once with the local verdicts, then the question the second opinion says otherwise about as contradicted, kept after a reload without asking again', async () => {
    const guide = await guideWithSource()
    const log = recordAiRequests()
    // The second opinion, once it answers, finds every question it is asked about contradicted
    // by page 1's words.
    const gate = createGate()
    server.use(
      log.handler,
      saysOtherwiseAboutEvery('thylakoid membranes', gate.opened),
      ...aiHandlers,
    )
    const opinions = () => log.requests.filter((request) => request.purpose === 'secondOpinion')
    const first = renderQuizPanel(guide)

    await first.user.click(await screen.findByRole('button', { name: 'Generate New Quiz' }))
    await first.user.click(screen.getByRole('radio', { name: '5' }))
    await first.user.click(screen.getByRole('button', { name: 'Generate Quiz' }))
    // The quiz does not wait for the model's second opinion.
    expect(await screen.findByText('Question 1 of 5')).toBeInTheDocument()
    await waitFor(() => expect(opinions()).toHaveLength(1))

    // The stand-in's first question rests on page 1 and its right answer is option 1.
    await first.user.keyboard('1')
    expect(await screen.findByText('Correct!')).toBeInTheDocument()
    // Until the model answers, the question's citation says it is being checked.
    expect(screen.getByText('Checking…')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Source:/ })).not.toBeInTheDocument()

    gate.open()
    expect(await screen.findByText('Your material says otherwise')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Source:/ })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Closest passage: page 1' })).toBeInTheDocument()
    expect(screen.queryByText('Checking…')).not.toBeInTheDocument()

    for (const answer of ['2', '3', '4', '1']) await first.user.keyboard(`{Enter}${answer}`)
    await first.user.click(screen.getByRole('button', { name: 'Finish Quiz' }))

    // Stored with the quiz, the quoted conflicting words marked: a reload shows the same verdict
    // and asks nothing again.
    const stored = async () =>
      sql<{ questions: { citations: { status: string; marks: [number, number][] }[] }[] }>(
        'select questions from public.quizzes where study_guide_id = $1',
        [guide.id],
      )
    await waitFor(async () =>
      expect((await stored())[0]?.questions[0]?.citations[0]?.status).toBe('contradicted'),
    )
    const [citation] = (await stored())[0]?.questions[0]?.citations ?? []
    expect(citation?.marks.map(([start, end]) => sourcePages[0]?.slice(start, end))).toEqual([
      'thylakoid membranes',
    ])
    first.unmount()
    const again = renderQuizPanel(guide)
    const quiz = await screen.findByRole('listitem', { name: 'Quiz 1' })
    await again.user.click(within(quiz).getByRole('button', { name: 'Retake' }))
    await again.user.keyboard('1')
    expect(await screen.findByText('Your material says otherwise')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Closest passage: page 1' })).toBeInTheDocument()
    expect(opinions()).toHaveLength(1)
  })

  it('keeps the second opinion with a quiz whose save failed, so the quiz is saved with it', async () => {
    const guide = await guideWithSource()
    const [owner] = await sql<{ user_id: string }>(
      'select user_id from public.study_guides where id = $1',
      [guide.id],
    )
    failRequest('POST', '/rest/v1/quizzes', { once: true })
    const gate = createGate()
    server.use(saysOtherwiseAboutEvery('thylakoid membranes', gate.opened), ...aiHandlers)
    const view = renderQuizPanel(guide)
    await view.user.click(await screen.findByRole('button', { name: 'Generate New Quiz' }))
    await view.user.click(screen.getByRole('radio', { name: '5' }))
    await view.user.click(screen.getByRole('button', { name: 'Generate Quiz' }))
    expect(await screen.findByText('Question 1 of 5')).toBeInTheDocument()
    const keptVerdicts = async () =>
      (await listUnsaved(owner!.user_id))
        .flatMap((work) => work.inserts)
        .flatMap((insert) =>
          (
            (insert.row as { questions?: { citations?: { status: string }[] }[] }).questions ?? []
          ).map((question) => question.citations?.[0]?.status),
        )
    await waitFor(async () => expect(await keptVerdicts()).toHaveLength(5))
    const local = await keptVerdicts()

    gate.open()
    await waitFor(async () => expect(await keptVerdicts()).not.toEqual(local))
    const revised = await keptVerdicts()
    expect(revised).toContain('contradicted')
    expect(await retryAllUnsaved()).toEqual([{ saved: true, warnings: [] }])
    const [stored] = await sql<{ questions: { citations: { status: string }[] }[] }>(
      'select questions from public.quizzes where study_guide_id = $1',
      [guide.id],
    )
    expect(stored?.questions.map((question) => question.citations[0]?.status)).toEqual(revised)
  })
})
