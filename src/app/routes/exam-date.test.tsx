import { screen, waitFor, within } from '@testing-library/react'
import { addDays, toDateValue } from '@/entities/exam-date/exam-date'
import { insertGuide, signInNewAccount, sql } from '@/testing/backend-fixtures'
import { renderApp } from '@/testing/render-app'

const slow = { timeout: 15_000 }
vi.setConfig({ testTimeout: 30_000 })

describe('exam date of a guide', () => {
  it('Set exam date saves the day and the target recall; the header counts down', async () => {
    const ada = await signInNewAccount('Ada')
    const guide = await insertGuide(ada, { title: 'Cells', content: '## Cells body' })
    const { user, unmount } = renderApp(`/dashboard/guides/${guide.id}`)
    await user.click(await screen.findByRole('button', { name: 'Set exam date' }, slow))
    const dialog = await screen.findByRole('dialog', { name: 'Set exam date' })
    const recall = within(dialog).getByRole('spinbutton', { name: 'Target recall' })
    expect(recall).toHaveValue(90)
    await user.clear(recall)
    await user.type(recall, '95')
    await user.type(within(dialog).getByLabelText('Exam date'), toDateValue(addDays(new Date(), 9)))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Exam in 9 days')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const rows = await sql<{ exam_date: string; target_recall: number }>(
      'select exam_date::text, target_recall from public.exam_dates where study_guide_id = $1',
      [guide.id],
    )
    expect(rows).toEqual([{ exam_date: toDateValue(addDays(new Date(), 9)), target_recall: 0.95 }])

    // Saved in the database: a fresh visit shows it, and the dialog starts from it.
    unmount()
    const again = renderApp(`/dashboard/guides/${guide.id}`)
    expect(await screen.findByText('Exam in 9 days', {}, slow)).toBeInTheDocument()
    await again.user.click(screen.getByRole('button', { name: 'Set exam date' }))
    expect(
      within(await screen.findByRole('dialog')).getByRole('spinbutton', { name: 'Target recall' }),
    ).toHaveValue(95)
  })

  it('says Exam today and Exam passed, and refuses a missing date or a recall out of range', async () => {
    const ada = await signInNewAccount('Ada')
    const today = await insertGuide(ada, { title: 'Today guide', content: '## Body' })
    const past = await insertGuide(ada, { title: 'Past guide', content: '## Body' })
    await sql(
      `insert into public.exam_dates (study_guide_id, user_id, exam_date) values ($1, $3, $4), ($2, $3, $5)`,
      [today.id, past.id, ada.id, toDateValue(new Date()), toDateValue(addDays(new Date(), -2))],
    )
    const first = renderApp(`/dashboard/guides/${today.id}`)
    expect(await screen.findByText('Exam today', {}, slow)).toBeInTheDocument()
    first.unmount()
    const { user } = renderApp(`/dashboard/guides/${past.id}`)
    expect(await screen.findByText('Exam passed', {}, slow)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Set exam date' }))
    const dialog = await screen.findByRole('dialog')
    await user.clear(within(dialog).getByLabelText('Exam date'))
    const recall = within(dialog).getByRole('spinbutton', { name: 'Target recall' })
    await user.clear(recall)
    await user.type(recall, '100')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(within(dialog).getByText('Choose the day of your exam.')).toBeInTheDocument()
    expect(within(dialog).getByText('Enter a whole percent from 70 to 99.')).toBeInTheDocument()
    expect(screen.getByText('Exam passed')).toBeInTheDocument()
  })
})
