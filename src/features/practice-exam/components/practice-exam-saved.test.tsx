import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LOCAL_SUPABASE_URL } from '@/config/env'
import { NavigationContext } from '@/components/layout/navigation'
import { mentionsAny, readExamFocus } from '@/entities/exam-date/exam-focus'
import { activateLanguage } from '@/lib/i18n/i18n'
import spanishErrors from '@/lib/i18n/locales/es/errors.json'
import spanish from '@/lib/i18n/locales/es/practice.json'
import { waitingChanges } from '@/lib/offline-queue/queue-store'
import { queueChange, syncNow } from '@/lib/offline-queue/sync'
import { aiHandlers } from '@/testing/ai-handlers'
import { insertGuide, signInNewAccount, sql } from '@/testing/backend-fixtures'
import { server } from '@/testing/msw-server'
import { renderStudyTool } from '@/testing/render-study-tool'
import { examGuideContent, proseGuideContent } from '../testing/exam-guide'
import { proseChoicesByModel } from '../testing/prose-exam-model'
import { startExam } from '../testing/render-practice-exam'
import { PracticeExamPanel } from './practice-exam-panel'

function renderSaved(
  guide: { id: string; title: string; content: string; sourceGuideIds?: string[] },
  navigate = vi.fn(),
) {
  return renderStudyTool(
    <NavigationContext
      value={{ location: { pathname: '/dashboard', hash: '', state: null }, navigate }}
    >
      <PracticeExamPanel guide={guide} />
    </NavigationContext>,
  )
}

describe('PracticeExamPanel on a saved guide', { timeout: 60_000 }, () => {
  it('saves the graded attempt, lists it with the guide, and opens it again read only', async () => {
    server.use(...aiHandlers)
    const owner = await signInNewAccount('Ada')
    const row = await insertGuide(owner, {
      title: 'Cells and Transport',
      content: examGuideContent,
    })
    const guide = { id: row.id, title: row.title, content: row.content }
    const navigate = vi.fn()
    const rendered = renderSaved(guide, navigate)
    await startExam(rendered, { count: '5', kinds: ['Written answers'] })
    await rendered.user.type(
      screen.getByRole('textbox', { name: 'Answer to question 1' }),
      'Mitochondria release energy from glucose through cellular respiration.',
    )
    await rendered.user.click(screen.getByRole('button', { name: 'Submit exam' }))
    await rendered.user.click(await screen.findByRole('button', { name: 'Submit anyway' }))
    expect(await screen.findByText('Partly right')).toBeInTheDocument()

    const stored = () =>
      sql<{ score: string; total_questions: number; user_id: string }>(
        'select score, total_questions, user_id from public.practice_exam_attempts where study_guide_id = $1',
        [guide.id],
      )
    await waitFor(async () => expect(await stored()).toHaveLength(1))
    expect(await stored()).toEqual([{ score: '0.5', total_questions: 5, user_id: owner.id }])

    // Every section scored low; the lowest (none of its points made) come first in /today.
    expect(screen.getByRole('link', { name: 'Study these cards now' })).toHaveAttribute(
      'href',
      '/today',
    )
    expect(screen.getByText('Transport, Cell Division')).toBeInTheDocument()
    expect(readExamFocus()[guide.id]).toEqual([
      'Diffusion',
      'Osmosis',
      'Active transport',
      'Mitosis',
      'Meiosis',
    ])

    await rendered.user.click(screen.getByRole('link', { name: 'Study these cards now' }))
    expect(navigate).toHaveBeenCalledWith('/today', { replace: false })

    await rendered.user.click(screen.getByRole('button', { name: 'New practice exam' }))
    const earlier = await screen.findByRole('list', { name: 'Earlier practice exams' })
    expect(within(earlier).getByRole('listitem')).toHaveTextContent(
      /0\.5 of 5 points \(10%\) · Time: \d+:\d\d/,
    )

    // The listed attempt opens its results as saved: by section, time per question, the points
    // found and missed, the model answer; nothing to grade again, and a way back.
    await rendered.user.click(
      within(earlier).getByRole('button', { name: /^Open this practice exam: .*0\.5 of 5 points/ }),
    )
    expect(await screen.findByRole('heading', { name: 'Exam results' })).toBeInTheDocument()
    expect(screen.getByText('0.5 of 5 points (10%)')).toBeInTheDocument()
    const sections = screen.getByRole('table', { name: 'Results by section' })
    expect(
      within(sections)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringMatching(/^Cell Structures0\.5 of \d \(\d+%\)\d+:\d\d$/),
      expect.stringMatching(/^Transport0 of \d \(0%\)\d+:\d\d$/),
      expect.stringMatching(/^Cell Division0 of \d \(0%\)\d+:\d\d$/),
    ])
    const first = within(screen.getByRole('list', { name: 'Questions' })).getByRole('region', {
      name: 'Question 1',
    })
    expect(first).toHaveTextContent(/Time on this question: \d+:\d\d/)
    expect(within(first).getByText('Partly right')).toBeInTheDocument()
    expect(within(first).getByRole('list', { name: 'Points found' })).toHaveTextContent(
      'Mitochondria',
    )
    expect(within(first).getByRole('list', { name: 'Points missed' })).toBeInTheDocument()
    expect(within(first).getByRole('heading', { name: 'Model answer' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Ask for a second look' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'New practice exam' })).not.toBeInTheDocument()
    await rendered.user.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('list', { name: 'Earlier practice exams' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Start exam' })).toBeInTheDocument()
  })

  it("keeps a unit guide's weakest terms for each guide it was made from, whose sets /today studies", async () => {
    const owner = await signInNewAccount('Ada')
    const [cells, transport] = await Promise.all(
      ['Cells', 'Transport'].map((title) => insertGuide(owner, { title, content: title })),
    )
    const unit = await insertGuide(owner, {
      title: 'Unit 1',
      content: examGuideContent,
    })
    const sourceGuideIds = [cells!.id, transport!.id]
    const rendered = renderSaved({ ...unit, sourceGuideIds })
    await startExam(rendered, { count: '5', kinds: ['Multiple choice'] })
    await rendered.user.click(screen.getByRole('button', { name: 'Submit exam' }))
    await rendered.user.click(await screen.findByRole('button', { name: 'Submit anyway' }))
    expect(await screen.findByRole('link', { name: 'Study these cards now' })).toBeInTheDocument()
    await waitFor(() => expect(readExamFocus()[unit.id]?.length).toBeGreaterThan(0))
    const terms = readExamFocus()[unit.id]
    for (const id of sourceGuideIds) expect(readExamFocus()[id]).toEqual(terms)
  })

  it("a guide without definitions: the weakest section's own words bring its cards forward in /today", async () => {
    server.use(proseChoicesByModel, ...aiHandlers)
    const owner = await signInNewAccount('Ada')
    const row = await insertGuide(owner, { title: 'Volcanoes', content: proseGuideContent })
    const rendered = renderSaved({ id: row.id, title: row.title, content: row.content })
    await startExam(rendered, { count: '5', kinds: ['Multiple choice'] })
    // Right in the first two sections; the third, 'Living near volcanoes', left unanswered.
    const rightAnswers = {
      'melting point': 'Water',
      'molten rock rise': 'It is less dense than the solid rock around it',
      'traps gas': 'Rhyolite',
      'flows far': 'Basalt',
    }
    for (const shown of screen.getAllByRole('region', { name: /^Question \d+$/ })) {
      const right = Object.entries(rightAnswers).find(([asked]) =>
        shown.textContent?.includes(asked),
      )?.[1]
      if (right) await rendered.user.click(within(shown).getByRole('radio', { name: right }))
    }
    await rendered.user.click(screen.getByRole('button', { name: 'Submit exam' }))
    await rendered.user.click(await screen.findByRole('button', { name: 'Submit anyway' }))
    expect(await screen.findByRole('link', { name: 'Study these cards now' })).toBeInTheDocument()
    expect(screen.getByText(/^Scored lowest:/).parentElement).toHaveTextContent(
      'Scored lowest: Living near volcanoes. Their cards come first in your cards for today.',
    )
    await waitFor(() => expect(readExamFocus()[row.id]?.length).toBeGreaterThan(0))
    const terms = readExamFocus()[row.id]!
    // Its answer's words that no other section uses ('gas' is also an eruption's).
    expect(terms).toEqual(['ground', 'swelling', 'release'])
    expect(mentionsAny('What warns of an eruption? Ground swelling', terms)).toBe(true)
    expect(mentionsAny('Which magma traps gas? Rhyolite', terms)).toBe(false)
  })

  it('submitted offline, waits on this device and is stored once when the connection returns', async () => {
    const owner = await signInNewAccount('Ada')
    const row = await insertGuide(owner, {
      title: 'Cells and Transport',
      content: examGuideContent,
    })
    server.use(
      http.post(`${LOCAL_SUPABASE_URL}/rest/v1/practice_exam_attempts`, () => HttpResponse.error()),
    )
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const rendered = renderSaved({ id: row.id, title: row.title, content: row.content })
    await startExam(rendered, { count: '5', kinds: ['Multiple choice'] })
    await rendered.user.click(screen.getByRole('button', { name: 'Submit exam' }))
    await rendered.user.click(await screen.findByRole('button', { name: 'Submit anyway' }))
    expect(await screen.findByRole('heading', { name: 'Exam results' })).toBeInTheDocument()
    await waitFor(async () => expect(await waitingChanges(owner.id)).toHaveLength(1))
    // The save's send run ends (failing, offline) before the checks below.
    await act(() => syncNow(owner.id))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    const stored = () =>
      sql<{ total_questions: number }>(
        'select total_questions from public.practice_exam_attempts where study_guide_id = $1',
        [row.id],
      )
    expect(await stored()).toEqual([])

    // Back online, sent; sent again (its answer lost, or from a second device): stored once.
    const [queued] = await waitingChanges(owner.id)
    expect(queued?.kind).toBe('exam-attempt')
    await queueChange(owner.id, queued!.kind, queued?.payload, queued?.id)
    server.resetHandlers()
    online.mockReturnValue(true)
    await act(() => syncNow(owner.id))
    expect(await waitingChanges(owner.id)).toEqual([])
    expect(await stored()).toEqual([{ total_questions: 5 }])
  })

  describe('in Spanish', () => {
    afterEach(() => act(() => activateLanguage('en')))

    it('says in Spanish that the attempt was not saved', async () => {
      server.use(...aiHandlers)
      const owner = await signInNewAccount('Ada')
      const row = await insertGuide(owner, {
        title: 'Cells and Transport',
        content: examGuideContent,
      })
      const rendered = renderSaved({ id: row.id, title: row.title, content: row.content })
      await startExam(rendered, { count: '5', kinds: ['Multiple choice'] })
      // The guide is deleted meanwhile (another tab): the attempt's row has nothing to belong to.
      await sql('delete from public.study_guides where id = $1', [row.id])
      await act(() => activateLanguage('es'))
      await rendered.user.click(screen.getByRole('button', { name: spanish['sitting.submit'] }))
      await rendered.user.click(
        await screen.findByRole('button', { name: spanish['sitting.submitAnyway'] }),
      )
      // Refused for good (the guide is gone): set aside, and said in Spanish, with why.
      expect(await screen.findByRole('alert')).toHaveTextContent(
        `no se guardó: el servidor lo rechazó (${spanishErrors.saveExamAttempt}).`,
      )
    })
  })
})
