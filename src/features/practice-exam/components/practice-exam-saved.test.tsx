import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NavigationContext } from '@/components/layout/navigation'
import { readExamFocus } from '@/entities/exam-date/exam-focus'
import { activateLanguage } from '@/lib/i18n/i18n'
import spanish from '@/lib/i18n/locales/es/practice.json'
import { aiHandlers } from '@/testing/ai-handlers'
import { insertGuide, signInNewAccount, sql } from '@/testing/backend-fixtures'
import { server } from '@/testing/msw-server'
import { renderStudyTool } from '@/testing/render-study-tool'
import { examGuideContent } from '../testing/exam-guide'
import { startExam } from '../testing/render-practice-exam'
import { PracticeExamPanel } from './practice-exam-panel'

function renderSaved(guide: { id: string; title: string; content: string }, navigate = vi.fn()) {
  return renderStudyTool(
    <NavigationContext
      value={{ location: { pathname: '/dashboard', hash: '', state: null }, navigate }}
    >
      <PracticeExamPanel guide={guide} />
    </NavigationContext>,
  )
}

describe('PracticeExamPanel on a saved guide', { timeout: 60_000 }, () => {
  it('saves the graded attempt and lists it with the guide', async () => {
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
      expect(await screen.findByText(spanish.saveFailed)).toBeInTheDocument()
    })
  })
})
