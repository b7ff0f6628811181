import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { aiHandlers, onPurpose, recordAiRequests, replyFor } from '@/testing/ai-handlers'
import { server } from '@/testing/msw-server'
import { proseGuideContent, proseGuidePassages } from '../testing/exam-guide'
import {
  PROSE_SECTIONS as SECTIONS,
  proseQuizRepeats,
  proseRepeatsByModel,
  proseSectionsByModel,
} from '../testing/prose-exam-model'
import { renderPracticeExam, startExam } from '../testing/render-practice-exam'

/** A guide of prose sections without a definition line (audit defect 11). */
const proseGuide = {
  id: null,
  title: 'Volcanoes',
  content: proseGuideContent,
  source: proseGuidePassages,
}

const allKinds = ['Multiple choice', 'True/false', 'Fill in the blank', 'Written answers']
const question = (n: number) => screen.getByRole('region', { name: `Question ${n}` })

describe('a practice exam of a guide without definitions', { timeout: 30_000 }, () => {
  it('with an AI provider, asks the AI section by section for the chosen kinds, written rubrics of 2–4 points each citing its page', async () => {
    const log = recordAiRequests()
    server.use(log.handler, ...aiHandlers)
    const rendered = renderPracticeExam({ guide: proseGuide })
    await startExam(rendered, { count: '10', kinds: allKinds })

    expect(
      screen.queryByText(/This guide has no definitions to ask about yet/),
    ).not.toBeInTheDocument()
    // One exam request a section, each with that section's text, its kinds and the passages;
    // nothing asked as a quiz.
    const asked = log.requests.filter((request) => request.purpose === 'exam')
    expect(asked).toHaveLength(3)
    expect(log.requests.filter((request) => request.purpose === 'quiz')).toHaveLength(0)
    for (const [index, section] of SECTIONS.entries()) {
      const user = asked
        .find((request) => request.body.messages.at(-1)?.content.includes(`## ${section}`))
        ?.body.messages.at(-1)?.content
      expect(user).toContain(proseGuidePassages[index]!.text)
      expect(user).toMatch(/^Write exactly \d+ \S+ \("[a-z-]+"\)/)
    }
    // The four kinds in turn, as the model wrote them: a choice, a statement to judge, a
    // sentence with its blank and a written question.
    expect(within(question(1)).getAllByRole('radio')).toHaveLength(4)
    expect(within(question(2)).getByRole('radio', { name: 'True' })).toBeInTheDocument()
    expect(within(question(2)).getByText(/^True or false: \S/)).not.toHaveTextContent(' — ')
    expect(within(question(3)).getByText(/_____/)).toBeInTheDocument()
    expect(
      within(question(4)).getByRole('textbox', { name: 'Answer to question 4' }),
    ).toBeInTheDocument()
    // Every question names its page; the sections are the guide's.
    for (let n = 1; n <= 10; n += 1)
      expect(within(question(n)).getByText(/^Source: page [123]$/)).toBeInTheDocument()

    await rendered.user.type(
      screen.getByRole('textbox', { name: 'Answer to question 4' }),
      'I do not know.',
    )
    await rendered.user.click(screen.getByRole('button', { name: 'Submit exam' }))
    await rendered.user.click(await screen.findByRole('button', { name: 'Submit anyway' }))
    const sections = await screen.findByRole('table', { name: 'Results by section' })
    const rows = within(sections).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(SECTIONS)
    // The written answers were graded by the AI against rubrics of 2 points, each citing a page.
    const gradings = log.requests.filter((request) => request.purpose === 'examGrading')
    expect(gradings.length).toBeGreaterThan(0)
    for (const grading of gradings)
      expect(grading.body.messages.at(-1)?.content).toMatch(/Point 1: [\s\S]*Point 2: /)
    const written = within(screen.getByRole('list', { name: 'Questions' })).getByRole('region', {
      name: 'Question 4',
    })
    const missed = await within(written).findByRole('list', { name: 'Points missed' })
    const points = within(missed).getAllByRole('listitem')
    expect(points).toHaveLength(2)
    for (const point of points)
      expect(within(point).getByRole('button', { name: /^Source: page [123]$/ })).toBeVisible()
  })

  it("a section whose exam reply cannot be read is asked as a quiz, as before; the others keep the model's kinds", async () => {
    const log = recordAiRequests()
    const unreadable = onPurpose('exam', (body) =>
      body.messages.at(-1)?.content.includes('## Kinds of eruptions')
        ? replyFor(body, 'Sorry, here are some thoughts on eruptions instead of JSON.')
        : undefined,
    )
    server.use(log.handler, unreadable, proseSectionsByModel, ...aiHandlers)
    const rendered = renderPracticeExam({ guide: proseGuide })
    await startExam(rendered, { count: '10', kinds: allKinds })
    expect(log.requests.filter((request) => request.purpose === 'exam')).toHaveLength(3)
    const quizzes = log.requests.filter((request) => request.purpose === 'quiz')
    expect(quizzes).toHaveLength(1)
    expect(quizzes[0]?.body.messages.at(-1)?.content).toContain('## Kinds of eruptions')
    expect(screen.getAllByRole('region', { name: /^Question \d+$/ })).toHaveLength(10)
    // The quiz's questions come as the kinds their places need, e.g. a true/false beside an option.
    expect(screen.getByText(/^True or false: Which (magma|lava) [^?]+\? — /)).toBeVisible()
    for (let n = 1; n <= 10; n += 1)
      expect(within(question(n)).getByText(/^Source: page [123]$/)).toBeInTheDocument()
  })

  it('asks no question twice: a repeated stem gives its place to a spare the section was asked for', async () => {
    const log = recordAiRequests()
    server.use(log.handler, proseRepeatsByModel, ...aiHandlers)
    const rendered = renderPracticeExam({ guide: proseGuide })
    await startExam(rendered, { count: '5', kinds: ['Multiple choice'] })
    // Shares of 2, 2 and 1 by the sections' length, each asked with spares (3, 3 and 1 + 1).
    const asked = log.requests
      .filter((request) => request.purpose === 'exam')
      .map(
        (request) =>
          /exactly (\d+) multiple-choice/.exec(request.body.messages.at(-1)?.content ?? '')?.[1],
      )
    expect(asked.sort()).toEqual(['2', '3', '3'])
    const prompts = screen
      .getAllByRole('region', { name: /^Question \d+$/ })
      .map((region) => within(region).getByText(/\?$/).textContent)
    expect(prompts).toHaveLength(5)
    expect(new Set(prompts).size).toBe(5)
  })

  it('says how many questions could be written when the material gives no more than that', async () => {
    server.use(proseRepeatsByModel, proseQuizRepeats, ...aiHandlers)
    const rendered = renderPracticeExam({ guide: proseGuide })
    await startExam(rendered, { count: '10', kinds: ['Multiple choice'] })
    // The sections hold 2, 2 and 1 facts: five questions, none twice.
    const regions = screen.getAllByRole('region', { name: /^Question \d+$/ })
    const prompts = regions.map((region) => within(region).getByText(/\?$/).textContent)
    expect(new Set(prompts).size).toBe(5)
    expect(prompts).toHaveLength(5)
    expect(
      screen.getByText('Only 5 of the 10 questions asked for could be written from this material.'),
    ).toBeVisible()
  })

  it("offline, builds the exam from each section's own sentences and key terms", async () => {
    const rendered = renderPracticeExam({ ai: false, guide: proseGuide })
    await startExam(rendered, { count: '5', kinds: ['Multiple choice', 'Fill in the blank'] })
    expect(
      screen.queryByText(/This guide has no definitions to ask about yet/),
    ).not.toBeInTheDocument()
    expect(screen.getAllByRole('region', { name: /^Question \d+$/ })).toHaveLength(5)
    expect(within(question(1)).getAllByRole('radio')).toHaveLength(4)
    expect(within(question(2)).getByText(/_____/)).toBeInTheDocument()
    for (let n = 1; n <= 5; n += 1)
      expect(within(question(n)).getByText(/^Source: page [123]$/)).toBeInTheDocument()
    await rendered.user.click(screen.getByRole('button', { name: 'Submit exam' }))
    await rendered.user.click(await screen.findByRole('button', { name: 'Submit anyway' }))
    const sections = await screen.findByRole('table', { name: 'Results by section' })
    const rows = within(sections).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(SECTIONS)
    // Each question rests on its own section's page: the offline engine read only the section.
    const results = within(screen.getByRole('list', { name: 'Questions' }))
    for (let n = 1; n <= 5; n += 1) {
      const shown = results.getByRole('region', { name: `Question ${n}` })
      const page = SECTIONS.findIndex((section) => shown.textContent?.includes(section)) + 1
      expect(within(shown).getByRole('button', { name: `Source: page ${page}` })).toBeVisible()
    }
  })
})
