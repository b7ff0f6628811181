import { act, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UpdateNotice } from '@/components/layout/update-notice'
import { forgetUpdate, reportUpdateReady } from '@/lib/app-update/app-update'
import { aiHandlers, onPurpose, recordAiRequests, replyFor } from '@/testing/ai-handlers'
import { server } from '@/testing/msw-server'
import { renderPracticeExam, startExam } from '../testing/render-practice-exam'

// Five written questions, the sections in proportion (2 : 2 : 1): question 1 asks about
// Mitochondria and Ribosomes, question 5 about Mitosis and Meiosis.
const writtenOnly = { count: '5' as const, kinds: ['Written answers'] }
const mitochondriaOnly = 'Mitochondria release energy from glucose through cellular respiration.'

async function answerWritten(
  user: ReturnType<typeof renderPracticeExam>['user'],
  n: number,
  text: string,
) {
  await user.type(screen.getByRole('textbox', { name: `Answer to question ${n}` }), text)
}

const ATTEMPT_KEY = 'studywise.practice-exam.unsaved'

/** Closes the tab of a started exam and opens it again `msLeft` before its deadline. */
function reopenWithTimeLeft(open: ReturnType<typeof renderPracticeExam>, msLeft: number) {
  open.unmount()
  const stored = JSON.parse(localStorage.getItem(ATTEMPT_KEY)!) as { deadline: number }
  localStorage.setItem(ATTEMPT_KEY, JSON.stringify({ ...stored, deadline: Date.now() + msLeft }))
  return renderPracticeExam({ ai: false })
}

const resultOf = (n: number) =>
  within(screen.getByRole('list', { name: 'Questions' })).getByRole('region', {
    name: `Question ${n}`,
  })

/** A written-only exam with question 1 answered, 'Submit exam' pressed; the AI's requests logged. */
async function submitWrittenExam(answer: string) {
  const log = recordAiRequests()
  server.use(log.handler, ...aiHandlers)
  const rendered = renderPracticeExam()
  await startExam(rendered, writtenOnly)
  await answerWritten(rendered.user, 1, answer)
  await rendered.user.click(screen.getByRole('button', { name: 'Submit exam' }))
  return { log, rendered }
}

afterEach(() => act(() => forgetUpdate()))

describe('PracticeExamPanel', { timeout: 30_000 }, () => {
  it('grades a written answer by the model point by point: Partly right, the points found and missed with their pages, and the model answer', async () => {
    const { log, rendered } = await submitWrittenExam(mitochondriaOnly)

    const dialog = await screen.findByRole('dialog', { name: 'Unanswered questions' })
    expect(
      within(dialog)
        .getAllByText(/^Question \d$/)
        .map((item) => item.textContent),
    ).toEqual(['Question 2', 'Question 3', 'Question 4', 'Question 5'])
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Submit anyway' }))

    expect(await screen.findByRole('heading', { name: 'Exam results' })).toBeInTheDocument()
    const first = resultOf(1)
    expect(await within(first).findByText('Partly right')).toBeInTheDocument()
    const found = within(first).getByRole('list', { name: 'Points found' })
    expect(found).toHaveTextContent('Mitochondria: organelles that release energy')
    expect(within(found).getByRole('button', { name: 'Source: page 2' })).toBeInTheDocument()
    const missed = within(first).getByRole('list', { name: 'Points missed' })
    expect(missed).toHaveTextContent('Ribosomes: structures that assemble proteins')
    expect(
      within(first).getByText(/^Mitochondria — organelles .* Ribosomes — structures/),
    ).toBeInTheDocument()
    expect(within(first).queryByText('Graded by key terms')).not.toBeInTheDocument()
    // Unanswered written questions are not sent to the model: they are Not yet.
    expect(within(resultOf(5)).getByText('Not yet')).toBeInTheDocument()
    const gradings = log.requests.filter((request) => request.purpose === 'examGrading')
    expect(gradings).toHaveLength(1)
    expect(gradings[0]?.body.messages.at(-1)?.content).toContain(`<<<ANSWER\n${mitochondriaOnly}`)

    const sections = screen.getByRole('table', { name: 'Results by section' })
    const rows = within(sections).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Cell Structures0\.5 of 2 \(25%\)\d+:\d\d$/),
      expect.stringMatching(/^Transport0 of 2 \(0%\)/),
      expect.stringMatching(/^Cell Division0 of 1 \(0%\)/),
    ])
  })

  it('while sitting, each question names the page it comes from as text, not a button that opens the passage', async () => {
    const rendered = renderPracticeExam({ ai: false })
    await startExam(rendered, writtenOnly)
    const question = (n: number) => screen.getByRole('region', { name: `Question ${n}` })
    // Question 1 (Mitochondria and Ribosomes) rests on page 2, question 5 (division) on page 4.
    expect(within(question(1)).getByText('Source: page 2')).toBeInTheDocument()
    expect(within(question(5)).getByText('Source: page 4')).toBeInTheDocument()
    // The passage holds the answer: nothing opens it before the exam is submitted.
    expect(screen.queryByRole('button', { name: /^Source/ })).not.toBeInTheDocument()
  })

  it("an unreadable grade says 'Could not grade this answer — Retry', and Retry grades it", async () => {
    let replies = 0
    server.use(
      onPurpose('examGrading', (body) =>
        ++replies === 1 ? replyFor(body, 'The answer looks fine to me.') : undefined,
      ),
      ...aiHandlers,
    )
    const rendered = renderPracticeExam()
    await startExam(rendered, writtenOnly)
    await answerWritten(rendered.user, 1, mitochondriaOnly)
    await rendered.user.click(screen.getByRole('button', { name: 'Submit exam' }))
    await rendered.user.click(await screen.findByRole('button', { name: 'Submit anyway' }))

    const failure = await within(resultOf(1)).findByRole('alert')
    expect(failure).toHaveTextContent('Could not grade this answer — Retry')
    await rendered.user.click(within(failure).getByRole('button', { name: 'Retry' }))
    expect(await within(resultOf(1)).findByText('Partly right')).toBeInTheDocument()
  })

  it("'Ask for a second look' sends the student's reason and shows the new grade with its explanation", async () => {
    const log = recordAiRequests()
    server.use(
      log.handler,
      onPurpose('examGrading', (body) =>
        body.messages.at(-1)?.content.includes('This is a second look')
          ? replyFor(
              body,
              JSON.stringify({
                points: [
                  { n: 1, found: true },
                  { n: 2, found: true },
                ],
                explanation: 'Ribosomes are named as making proteins: both points are made.',
              }),
            )
          : undefined,
      ),
      ...aiHandlers,
    )
    const rendered = renderPracticeExam()
    await startExam(rendered, writtenOnly)
    await answerWritten(rendered.user, 1, `${mitochondriaOnly} Ribosomes make proteins.`)
    await rendered.user.click(screen.getByRole('button', { name: 'Submit exam' }))
    await rendered.user.click(await screen.findByRole('button', { name: 'Submit anyway' }))
    const first = resultOf(1)
    expect(await within(first).findByText('Partly right')).toBeInTheDocument()

    await rendered.user.click(within(first).getByRole('button', { name: 'Ask for a second look' }))
    await rendered.user.type(
      within(first).getByRole('textbox', { name: 'Why should this answer get another look?' }),
      'I said ribosomes make proteins.',
    )
    await rendered.user.click(within(first).getByRole('button', { name: 'Send for a second look' }))
    expect(await within(first).findByText('Full marks')).toBeInTheDocument()
    expect(within(first).getByText(/Second look: Ribosomes are named/)).toBeInTheDocument()
    const second = log.requests.filter((request) => request.purpose === 'examGrading').at(-1)
    expect(second?.body.messages.at(-1)?.content).toContain('I said ribosomes make proteins.')
    expect(second?.body.messages.at(-1)?.content).toContain('The first grading found points 1.')
  })

  it("'Ask for a second look' offline says 'You are offline. This needs a connection.', keeps the reason and the grade, and sends nothing", async () => {
    const { log, rendered } = await submitWrittenExam(mitochondriaOnly)
    await rendered.user.click(await screen.findByRole('button', { name: 'Submit anyway' }))
    const first = resultOf(1)
    expect(await within(first).findByText('Partly right')).toBeInTheDocument()
    const gradings = () => log.requests.filter((request) => request.purpose === 'examGrading')
    const before = gradings().length

    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      await rendered.user.click(
        within(first).getByRole('button', { name: 'Ask for a second look' }),
      )
      const reason = within(first).getByRole('textbox', {
        name: 'Why should this answer get another look?',
      })
      await rendered.user.type(reason, 'I said ribosomes make proteins.')
      await rendered.user.click(
        within(first).getByRole('button', { name: 'Send for a second look' }),
      )
      expect(await within(first).findByRole('alert')).toHaveTextContent(
        'You are offline. This needs a connection.',
      )
      expect(reason).toHaveValue('I said ribosomes make proteins.')
      expect(within(first).getByText('Partly right')).toBeInTheDocument()
      expect(within(first).queryByText('Graded by key terms')).not.toBeInTheDocument()
      expect(gradings()).toHaveLength(before)
    } finally {
      online.mockRestore()
    }
  })

  it("without a model, written answers are graded by the rubric's key terms and say so", async () => {
    const rendered = renderPracticeExam({ ai: false })
    await startExam(rendered, writtenOnly)
    await answerWritten(rendered.user, 5, 'Mitosis gives two identical daughter cells.')
    await rendered.user.click(screen.getByRole('button', { name: 'Submit exam' }))
    await rendered.user.click(await screen.findByRole('button', { name: 'Submit anyway' }))
    const last = resultOf(5)
    expect(await within(last).findByText('Partly right')).toBeInTheDocument()
    expect(within(last).getByText('Graded by key terms')).toBeInTheDocument()
    expect(within(last).queryByRole('button', { name: 'Ask for a second look' })).toBeNull()
  })

  it('resumes the attempt where it was after the tab is closed: the question shown and the answers', async () => {
    const first = renderPracticeExam({ ai: false })
    await startExam(first, { ...writtenOnly, layout: 'One question a page' })
    await answerWritten(first.user, 1, 'Energy from glucose.')
    await first.user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByRole('textbox', { name: 'Answer to question 2' })).toBeInTheDocument()
    first.unmount()

    const again = renderPracticeExam({ ai: false })
    expect(await screen.findByRole('textbox', { name: 'Answer to question 2' })).toBeInTheDocument()
    await again.user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(screen.getByRole('textbox', { name: 'Answer to question 1' })).toHaveValue(
      'Energy from glucose.',
    )
    expect(screen.getByText('1 of 5 answered')).toBeInTheDocument()
  })

  it('shows the time left and submits by itself when it runs out, even while the tab was closed', async () => {
    const first = renderPracticeExam({ ai: false })
    await startExam(first, { ...writtenOnly, time: '20 min' })
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent(/^(20:00|19:5\d)$/)
    reopenWithTimeLeft(first, -1000)
    expect(await screen.findByRole('heading', { name: 'Exam results' })).toBeInTheDocument()
    expect(localStorage.getItem(ATTEMPT_KEY)).toBeNull()
  })

  it("tells screen readers '5 minutes left' once five minutes remain, also when reopened with less left", async () => {
    const first = renderPracticeExam({ ai: false })
    await startExam(first, writtenOnly)
    expect(screen.queryByText('5 minutes left')).toBeNull()
    reopenWithTimeLeft(first, 4 * 60_000)
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent(/^(4:00|3:5\d)$/)
    // A live region's text at its first render is not read: the warning comes as a change.
    expect(screen.queryByText('5 minutes left')).toBeNull()
    await waitFor(() => expect(screen.getByText('5 minutes left')).toBeInTheDocument())
  })

  it("tells screen readers '1 minute left' once one minute remains", async () => {
    const first = renderPracticeExam({ ai: false })
    await startExam(first, writtenOnly)
    reopenWithTimeLeft(first, 50_000)
    expect(screen.queryByText('1 minute left')).toBeNull()
    await waitFor(() => expect(screen.getByText('1 minute left')).toBeInTheDocument())
    expect(screen.queryByText('5 minutes left')).toBeNull()
  })

  it("'90 min' gives ninety minutes; 'No time limit' shows no timer and says so", async () => {
    const timed = renderPracticeExam({ ai: false })
    await startExam(timed, { ...writtenOnly, time: '90 min' })
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent(/^(90:00|89:5\d)$/)
    await timed.user.click(screen.getByRole('button', { name: 'Submit exam' }))
    await timed.user.click(await screen.findByRole('button', { name: 'Submit anyway' }))
    await timed.user.click(await screen.findByRole('button', { name: 'New practice exam' }))

    await startExam(timed, { ...writtenOnly, time: 'No time limit' })
    expect(screen.queryByRole('timer')).toBeNull()
    expect(screen.getByText('No time limit')).toBeInTheDocument()
    const stored = JSON.parse(localStorage.getItem(ATTEMPT_KEY)!) as { deadline: number | null }
    expect(stored.deadline).toBeNull()
  })

  it("holds back 'A new version is ready' while the exam is sat, and offers it once it is submitted", async () => {
    const rendered = renderPracticeExam({ ai: false })
    render(<UpdateNotice />)
    await startExam(rendered, writtenOnly)
    act(() => reportUpdateReady(() => {}))
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull()
    await rendered.user.click(screen.getByRole('button', { name: 'Submit exam' }))
    await rendered.user.click(await screen.findByRole('button', { name: 'Submit anyway' }))
    expect(await screen.findByRole('heading', { name: 'Exam results' })).toBeInTheDocument()
    expect(screen.getByText(/A new version is ready/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
  })
})
