import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { messages } from '@/lib/errors'
import {
  AI_COMPLETIONS_URL,
  aiHandlers,
  aiReplies,
  detectPurpose,
  recordAiRequests,
  replyFor,
  sampleQuiz,
  type ChatBody,
} from '@/testing/ai-handlers'
import { server } from '@/testing/msw-server'
import { renderStudyTool, testGuide } from '@/testing/render-study-tool'
import { renderQuizPanel } from '../testing/render-quiz-panel'
import { QuizPanel } from './quiz-panel'

const unsavedGuide = { ...testGuide, id: null }

function userMessage(body: ChatBody) {
  return body.messages.findLast((message) => message.role === 'user')?.content ?? ''
}

/** Answers quiz requests with `quiz` and mistake explanations with `explanation` (after `gate`). */
function scriptedAi(quiz: unknown[], explanation: string, gate: Promise<void> = Promise.resolve()) {
  return http.post(AI_COMPLETIONS_URL, async ({ request }) => {
    const body = (await request.clone().json()) as ChatBody
    if (detectPurpose(body) === 'mistakeExplanation') {
      await gate
      return replyFor(body, explanation)
    }
    return replyFor(body, JSON.stringify(quiz))
  })
}

function option(name: string) {
  return screen.getByRole('button', { name: new RegExp(`^\\d ${name}`) })
}

async function generate(user: ReturnType<typeof renderQuizPanel>['user'], count?: string) {
  await user.click(screen.getByRole('button', { name: 'Generate New Quiz' }))
  if (count) await user.click(screen.getByRole('radio', { name: count }))
  await user.click(screen.getByRole('button', { name: 'Generate Quiz' }))
}

// Whole flows through several screens: the shared 2-core machine needs more than vitest's 5 s.
describe('QuizPanel: an unsaved guide, in memory only', { timeout: 20_000 }, () => {
  it('generates, explains a mistake, finishes with a band, and adapts after feedback', async () => {
    const log = recordAiRequests()
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      log.handler,
      scriptedAi(sampleQuiz(5), 'Mitochondria release energy; chlorophyll absorbs light.', gate),
    )
    const { user } = renderQuizPanel(unsavedGuide)

    expect(
      screen.getByText('No quizzes yet. Generate one to test yourself on this guide.'),
    ).toBeInTheDocument()
    expect(screen.getByText(/Next quiz:/)).toHaveTextContent('Next quiz: Medium difficulty')
    await user.click(screen.getByRole('button', { name: 'Generate New Quiz' }))
    const count = screen.getByRole('radiogroup', { name: 'Question count' })
    expect(
      within(count)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['5', '10', '15', '20'])
    expect(within(count).getByRole('radio', { name: '10' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Enable multiple attempts' })).toBeChecked()
    expect(
      screen.getByRole('checkbox', { name: 'Include broader topic questions' }),
    ).not.toBeChecked()
    await user.click(screen.getByRole('radio', { name: '5' }))
    await user.click(screen.getByRole('button', { name: 'Generate Quiz' }))

    expect(await screen.findByText('Question 1 of 5')).toBeInTheDocument()
    const quizRequest = log.requests.find((request) => request.purpose === 'quiz')
    expect(quizRequest?.body).toMatchObject({ max_tokens: 3000, temperature: 0.3 })
    expect(userMessage(quizRequest!.body)).toMatch(
      /exactly 5 multiple-choice questions at medium difficulty/,
    )
    expect(userMessage(quizRequest!.body)).toContain('Chlorophyll absorbs light in the thylakoids.')
    expect(screen.getByRole('timer', { name: 'Time elapsed' })).toHaveTextContent(/^0:0\d$/)
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()

    await user.click(option('Chlorophyll'))
    expect(screen.getByText('Correct!')).toBeInTheDocument()
    expect(option('Chlorophyll')).toHaveAccessibleName('1 Chlorophyll (your answer, correct)')
    expect(option('Mitochondria')).toHaveAttribute('aria-disabled', 'true')
    // Locked: another click changes nothing.
    await user.click(option('Mitochondria'))
    expect(screen.getByText('Correct!')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next' }))

    // Question 2's right answer is Mitochondria; key 1 picks Chlorophyll.
    expect(screen.getByText('Question 2 of 5')).toBeInTheDocument()
    await user.keyboard('1')
    expect(option('Chlorophyll')).toHaveAccessibleName('1 Chlorophyll (your answer, incorrect)')
    expect(option('Mitochondria')).toHaveAccessibleName('2 Mitochondria (correct answer)')
    expect(screen.getByText('Generating explanation…')).toBeInTheDocument()
    release()
    expect(
      await screen.findByText('Mitochondria release energy; chlorophyll absorbs light.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Generating explanation…')).not.toBeInTheDocument()
    const mistake = log.requests.find((request) => request.purpose === 'mistakeExplanation')
    expect(mistake?.body).toMatchObject({ max_tokens: 120, temperature: 0.5 })
    expect(userMessage(mistake!.body)).toContain(
      "Student's answer: Chlorophyll\nCorrect answer: Mitochondria",
    )

    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument()
    await user.keyboard('{Enter}')
    await user.keyboard('{Enter}')
    expect(screen.getByText('Question 3 of 5')).toBeInTheDocument()
    await user.keyboard('3{Enter}4{Enter}')
    expect(screen.getByText('Question 5 of 5')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Finish Quiz' })).toBeDisabled()
    await user.keyboard('2')
    await user.keyboard('{Enter}')

    expect(await screen.findByRole('heading', { name: 'Quiz results' })).toBeInTheDocument()
    expect(screen.getByText('60%')).toBeInTheDocument()
    expect(screen.getByText('60%').closest('[data-band]')).toHaveAttribute('data-band', 'yellow')
    expect(screen.getByText(/3 of 5 correct · Time: (N\/A|\d+:\d\d)/)).toBeInTheDocument()
    const wrong = within(screen.getByRole('list', { name: 'Wrong answers' })).getAllByRole(
      'listitem',
    )
    expect(wrong).toHaveLength(2)
    expect(wrong[0]).toHaveTextContent('Sample question 2 about photosynthesis?')
    expect(wrong[0]).toHaveTextContent('Your answer: Chlorophyll')
    expect(wrong[0]).toHaveTextContent('Correct answer: Mitochondria')
    expect(wrong[0]).toHaveTextContent('Mitochondria release energy; chlorophyll absorbs light.')
    expect(screen.getByRole('button', { name: 'Retake' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Rate Quiz' }))
    expect(screen.getByRole('radio', { name: 'Just right' })).toBeChecked()
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked()
    expect(screen.getByRole('textbox', { name: 'Comments (optional)' })).toHaveValue('')
    await user.click(screen.getByRole('radio', { name: 'Too easy' }))
    await user.click(screen.getByRole('button', { name: 'Submit' }))

    expect(await screen.findByRole('heading', { name: 'Quizzes' })).toBeInTheDocument()
    expect(screen.getByText(/Next quiz:/)).toHaveTextContent('Next quiz: Hard difficulty')
    expect(
      within(screen.getByRole('list', { name: 'Recent performance' })).getByText('60%'),
    ).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Score over time' })).toBeInTheDocument()

    // Hard forces broader questions: the checkbox is on and locked, and the request asks for both.
    await user.click(screen.getByRole('button', { name: 'Generate New Quiz' }))
    expect(screen.getByRole('checkbox', { name: 'Include broader topic questions' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Include broader topic questions' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Generate Quiz' }))
    expect(await screen.findByText('Question 1 of 5')).toBeInTheDocument()
    const second = log.requests.filter((request) => request.purpose === 'quiz')[1]
    expect(userMessage(second!.body)).toMatch(/at hard difficulty/)
    expect(userMessage(second!.body)).toMatch(
      /questions must come from the material and \d+ must be broader/,
    )
    await user.click(screen.getByRole('button', { name: 'Quit quiz' }))
    const quizzes = within(screen.getByRole('list', { name: 'Your quizzes' })).getAllByRole(
      'listitem',
    )
    expect(quizzes.map((item) => item.getAttribute('aria-label'))).toEqual(['Quiz 2', 'Quiz 1'])
    expect(within(quizzes[0]!).getByRole('button', { name: 'Start' })).toBeInTheDocument()
    expect(within(quizzes[1]!).getByRole('button', { name: 'Retake' })).toBeInTheDocument()
  }, 30_000)

  it('falls back to the stored explanation, then to the fixed sentence, when the AI gives none', async () => {
    const items = [
      {
        question: 'First?',
        options: ['A1', 'B1', 'C1', 'D1'],
        correctAnswer: 0,
        explanation: 'A1 is right because the guide says so.',
      },
      { question: 'Second?', options: ['A2', 'B2', 'C2', 'D2'], correctAnswer: 0, explanation: '' },
    ]
    server.use(scriptedAi(items, ''))
    const { user } = renderQuizPanel(unsavedGuide)
    await generate(user)
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument()
    await user.click(option('B1'))
    expect(await screen.findByText('A1 is right because the guide says so.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(option('C2'))
    expect(await screen.findByText(messages.explanationFallback)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Finish Quiz' }))
    expect(await screen.findByText('0%')).toBeInTheDocument()
    expect(screen.getByText('0%').closest('[data-band]')).toHaveAttribute('data-band', 'red')
  })

  it('keeps only valid questions of a partly malformed reply', async () => {
    const items = [
      {
        question: 'Valid one?',
        options: ['A', 'B', 'C', 'D'],
        correctAnswer: 2,
        explanation: 'C.',
      },
      { question: 'Three options?', options: ['A', 'B', 'C'], correctAnswer: 0, explanation: '' },
      {
        question: 'Index out of range?',
        options: ['A', 'B', 'C', 'D'],
        correctAnswer: 7,
        explanation: '',
      },
      {
        question: 'Valid two?',
        options: ['E', 'F', 'G', 'H'],
        correctAnswer: 0,
        explanation: 'E.',
      },
    ]
    server.use(aiReplies.text('```json\n' + JSON.stringify(items) + '\n```'))
    const { user } = renderQuizPanel(unsavedGuide)
    await generate(user)
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Valid one?' })).toBeInTheDocument()
  })

  it.each([
    [
      'prose instead of JSON',
      aiReplies.text('Sure! Here are some questions about photosynthesis.'),
      messages.quizFailed,
    ],
    [
      'an array with no valid question',
      aiReplies.quiz([{ question: 'Only two?', options: ['A', 'B'], correctAnswer: 0 }]),
      messages.quizFailed,
    ],
    ['an empty reply', aiReplies.empty(), messages.quizFailed],
    [
      'content too long',
      aiReplies.status(400, {
        error: { message: 'maximum context length exceeded', code: 'context_length_exceeded' },
      }),
      messages.quizTooLong,
    ],
  ])('shows the spec message for %s and stays on the settings', async (_name, handler, message) => {
    server.use(handler)
    const { user } = renderQuizPanel(unsavedGuide)
    await generate(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.getByRole('button', { name: 'Generate Quiz' })).toBeEnabled()
    expect(screen.queryByText(/Question 1 of/)).not.toBeInTheDocument()
  })

  it('hides Retake when multiple attempts are off, and Skip returns to the results', async () => {
    server.use(...aiHandlers)
    const { user } = renderQuizPanel(unsavedGuide)
    await user.click(screen.getByRole('button', { name: 'Generate New Quiz' }))
    await user.click(screen.getByRole('radio', { name: '5' }))
    await user.click(screen.getByRole('checkbox', { name: 'Enable multiple attempts' }))
    await user.click(screen.getByRole('button', { name: 'Generate Quiz' }))
    expect(await screen.findByText('Question 1 of 5')).toBeInTheDocument()
    for (const key of ['1', '2', '3', '4', '1']) await user.keyboard(`${key}{Enter}`)
    expect(await screen.findByText('100%')).toBeInTheDocument()
    expect(screen.getByText('100%').closest('[data-band]')).toHaveAttribute('data-band', 'green')
    expect(screen.getByText('No mistakes. Every answer was right.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Retake' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Rate Quiz' }))
    await user.click(screen.getByRole('button', { name: 'Skip' }))
    expect(screen.getByRole('heading', { name: 'Quiz results' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Back to quizzes' }))
    const item = within(screen.getByRole('list', { name: 'Your quizzes' })).getByRole('listitem', {
      name: 'Quiz 1',
    })
    expect(within(item).queryByRole('button')).not.toBeInTheDocument()
    expect(within(item).getByText('Single attempt')).toBeInTheDocument()
  })

  it('moves the keyboard to each new screen, and back to the dashboard heading after feedback', async () => {
    server.use(aiReplies.quiz(sampleQuiz(5)))
    const { user } = renderQuizPanel(unsavedGuide)
    const dashboard = () => screen.getByRole('heading', { name: 'Quizzes' })
    // Opening the tab does not take the focus away from where the student is.
    expect(dashboard()).not.toHaveFocus()
    screen.getByRole('button', { name: 'Generate New Quiz' }).focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('heading', { name: 'Quiz settings' })).toHaveFocus()
    screen.getByRole('button', { name: 'Generate Quiz' }).focus()
    await user.keyboard('{Enter}')
    const first = await screen.findByRole('heading', { name: /Sample question 1/ })
    expect(first).toHaveFocus()
    expect(first).toHaveAccessibleDescription('Question 1 of 5')
    for (const key of ['1', '2', '3', '4', '1']) await user.keyboard(`${key}{Enter}`)
    expect(await screen.findByRole('heading', { name: 'Quiz results' })).toHaveFocus()
    screen.getByRole('button', { name: 'Rate Quiz' }).focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('heading', { name: 'Rate this quiz' })).toHaveFocus()
    screen.getByRole('button', { name: 'Submit' }).focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('list', { name: 'Your quizzes' })).toBeInTheDocument()
    expect(dashboard()).toHaveFocus()
  })

  it('works with the offline engine when no AI is configured', async () => {
    const { user } = renderQuizPanel(
      {
        ...unsavedGuide,
        content:
          'Photosynthesis converts light energy into chemical energy. Chlorophyll is the green pigment that absorbs light in the thylakoids. The Calvin cycle runs in the stroma and fixes carbon dioxide into sugar. Oxygen is released as a by-product when water molecules are split. Plants store the sugar as starch for later use.',
      },
      { ai: false },
    )
    expect(screen.getByText('Quiz engine: Offline engine — no AI')).toBeInTheDocument()
    await generate(user, '5')
    expect(await screen.findByText(/^Question 1 of \d+$/)).toBeInTheDocument()
    expect(within(screen.getByRole('group')).getAllByRole('button')).toHaveLength(4)
  })

  it('leaves a quiz in a hidden tab alone: keys 1-4 and Enter act only on the tab shown', async () => {
    server.use(aiReplies.quiz(sampleQuiz(5)))
    // The guide view keeps the Quiz tab mounted but hidden while another tab is shown.
    function Tabs() {
      const [quizShown, setQuizShown] = useState(true)
      return (
        <>
          <button type="button" onClick={() => setQuizShown((shown) => !shown)}>
            Switch tab
          </button>
          <div hidden={!quizShown}>
            <QuizPanel guide={unsavedGuide} />
          </div>
        </>
      )
    }
    const { user } = renderStudyTool(<Tabs />)
    await generate(user, '5')
    expect(await screen.findByText('Question 1 of 5')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Switch tab' }))
    ;(document.activeElement as HTMLElement).blur()
    await user.keyboard('1{Enter}2')
    await user.click(screen.getByRole('button', { name: 'Switch tab' }))
    expect(screen.getByText('Question 1 of 5')).toBeVisible()
    expect(screen.queryByText('Correct!')).not.toBeInTheDocument()
    expect(option('Chlorophyll')).toHaveAccessibleName('1 Chlorophyll')

    // Shown again, the keys work.
    screen.getByRole('heading', { name: /Sample question 1/ }).focus()
    await user.keyboard('1')
    expect(screen.getByText('Correct!')).toBeVisible()
  })
})
