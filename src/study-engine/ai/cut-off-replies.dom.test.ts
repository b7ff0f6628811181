import {
  aiReplies,
  recordAiRequests,
  sampleQuiz,
  splitIntoChunks,
  testAiConfig,
} from '@/testing/ai-handlers'
import { server } from '@/testing/msw-server'
import { activateLanguage, translate } from '@/lib/i18n/i18n'
import { CONTINUE_INSTRUCTION, joinContinuation } from './continuation'
import { createAiEngine } from './purposes'

/** item 2: a reply cut off at max_tokens or before [DONE] is not complete. */

const config = testAiConfig
const material =
  'Photosynthesis converts light energy into chemical energy. Chlorophyll absorbs light in the chloroplasts.'

const part1 = '# Photosynthesis\n\n## Overview\nPlants turn light energy'
const part2 = 'light energy into chemical energy.\n\n## Summary\nPlants store'
const part3 = ' energy as glucose.'
const whole =
  '# Photosynthesis\n\n## Overview\nPlants turn light energy into chemical energy.\n\n## Summary\nPlants store energy as glucose.'

/** Replies, in order, each answering one request (streamed in chunks). */
function replies(...parts: { text: string; cut?: 'length' | 'no-done' }[]) {
  const log = recordAiRequests()
  server.use(
    log.handler,
    ...parts.map(({ text, cut }) =>
      aiReplies.stream(splitIntoChunks(text, 7), {
        once: true,
        ...(cut === 'length' ? { finishReason: 'length' as const } : {}),
        ...(cut === 'no-done' ? { endWithoutDone: true } : {}),
      }),
    ),
  )
  return log.requests
}

describe('joinContinuation', () => {
  it('drops the words a continuation repeats and keeps a fresh start as it is', () => {
    expect(joinContinuation(part1, part2)).toBe(
      '# Photosynthesis\n\n## Overview\nPlants turn light energy into chemical energy.\n\n## Summary\nPlants store',
    )
    expect(joinContinuation('The cell', ' membrane.')).toBe('The cell membrane.')
    expect(joinContinuation('', 'Start.')).toBe('Start.')
  })
})

describe('a guide cut off at max_tokens', () => {
  it('is continued up to twice and joined seamlessly, the preview growing throughout', async () => {
    const requests = replies(
      { text: part1, cut: 'length' },
      { text: part2, cut: 'length' },
      { text: part3 },
    )
    const seen: string[] = []
    const guide = await createAiEngine(config).generateStudyGuide(
      { content: material },
      { onText: (soFar) => seen.push(soFar) },
    )
    expect(guide).toBe(whole)
    expect(requests).toHaveLength(3)
    const [first, second, third] = requests.map((request) => request.body.messages)
    expect(second).toEqual([
      ...first!,
      { role: 'assistant', content: part1 },
      { role: 'user', content: CONTINUE_INSTRUCTION },
    ])
    expect(third?.at(-2)).toEqual({ role: 'assistant', content: joinContinuation(part1, part2) })
    expect(requests.every((request) => request.purpose === 'studyGuide')).toBe(true)
    for (let i = 1; i < seen.length; i++) expect(seen[i]?.startsWith(seen[i - 1] ?? '')).toBe(true)
    expect(guide).not.toContain('cut off')
  })

  it('says so on the guide when it is still cut off after two continuations', async () => {
    const requests = replies(
      { text: part1, cut: 'length' },
      { text: part2, cut: 'length' },
      { text: part3, cut: 'length' },
    )
    const guide = await createAiEngine(config).generateStudyGuide({ content: material })
    expect(requests).toHaveLength(3)
    expect(guide).toBe(`${whole}\n\n> ${translate('progress.cutOffNote')}`)
    expect(guide).toMatch(/\n\n> This guide was cut off: the AI stopped writing before the end/)
  })

  it('says so in the student’s language', async () => {
    await activateLanguage('es')
    onTestFinished(() => activateLanguage('en'))
    replies(
      { text: part1, cut: 'length' },
      { text: part2, cut: 'length' },
      { text: part3, cut: 'length' },
    )
    const guide = await createAiEngine(config).generateStudyGuide({ content: material })
    expect(guide).toMatch(/\n\n> Esta guía quedó cortada: la IA dejó de escribir antes del final/)
  })

  it('treats a stream that ends without [DONE] as cut off too', async () => {
    const requests = replies({ text: part1, cut: 'no-done' }, { text: part2 }, { text: part3 })
    const guide = await createAiEngine(config).generateStudyGuide({ content: material })
    expect(requests).toHaveLength(2)
    expect(guide).toBe(joinContinuation(part1, part2))
  })

  it('keeps what was written, with the note, when a continuation fails', async () => {
    // Handlers added later answer first: the cut-off reply, then the failure.
    server.use(aiReplies.status(503, undefined, { once: true }))
    replies({ text: part1, cut: 'length' })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const guide = await createAiEngine({ ...config, maxRetries: 0 }).generateStudyGuide({
      content: material,
    })
    expect(guide).toBe(`${part1}\n\n> ${translate('progress.cutOffNote')}`)
    warn.mockRestore()
  })
})

describe('quiz and flashcard JSON cut off at max_tokens', () => {
  it('keeps the complete questions and asks again for the missing ones only', async () => {
    const questions = sampleQuiz(5)
    // Three whole questions, then the reply stops inside the fourth.
    const cut = JSON.stringify(questions.slice(0, 4)).slice(0, -40)
    const log = recordAiRequests()
    server.use(
      log.handler,
      aiReplies.text(cut, { once: true, finishReason: 'length' }),
      aiReplies.quiz(
        questions.slice(3).map((q) => ({ ...q, question: `${q.question} (new)` })),
        {
          once: true,
        },
      ),
    )
    const quiz = await createAiEngine(config).generateQuiz({
      content: material,
      count: 5,
      includeBroader: false,
      difficulty: 'medium',
    })
    expect(quiz.map((question) => question.question)).toEqual([
      ...questions.slice(0, 3).map((question) => question.question),
      'Sample question 4 about photosynthesis? (new)',
      'Sample question 5 about photosynthesis? (new)',
    ])
    expect(quiz.map((question) => question.id)).toEqual(['q_0', 'q_1', 'q_2', 'q_3', 'q_4'])
    expect(log.requests).toHaveLength(2)
    const again = log.requests[1]?.body.messages.at(-1)?.content ?? ''
    expect(again).toMatch(/exactly 2\b/)
    expect(again).toContain('- Sample question 1 about photosynthesis?')
  })

  it('does not ask again when the reply was complete, even with fewer items', async () => {
    const log = recordAiRequests()
    server.use(log.handler, aiReplies.flashcards([{ front: 'A', back: 'B' }], { once: true }))
    const cards = await createAiEngine(config).generateFlashcards({
      content: material,
      title: 'Plants',
      count: 5,
    })
    expect(cards).toHaveLength(1)
    expect(log.requests).toHaveLength(1)
  })
})
