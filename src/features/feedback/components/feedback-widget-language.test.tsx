import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { activateLanguage } from '@/lib/i18n/i18n'
import { englishLeft } from '@/testing/english-left'
import { FeedbackWidget } from './feedback-widget'

/** The feedback widget speaks the student's language: its texts are the 'feedback' catalogue's. */
describe('FeedbackWidget in another language', () => {
  afterEach(() => act(() => activateLanguage('en')))

  it('opens its menu and form in Arabic, with no English left', async () => {
    await activateLanguage('ar')
    render(<FeedbackWidget />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'ملاحظات' }))
    const menu = screen.getByRole('group', { name: 'نوع الملاحظة' })
    expect(
      within(menu)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['الإبلاغ عن خطأ', 'اقتراح', 'أخرى'])
    expect(englishLeft(document.body)).toEqual([])

    await user.click(within(menu).getByRole('button', { name: 'اقتراح' }))
    const form = await screen.findByRole('form', { name: 'اقتراح' })
    expect(within(form).getByLabelText('البريد الإلكتروني')).toBeRequired()
    expect(within(form).getByLabelText('اسم المستخدم (اختياري)')).toBeInTheDocument()
    await user.type(within(form).getByLabelText('الرسالة'), 'مرحبا')
    expect(within(form).getByText(/ حرف$/)).toBeInTheDocument()
    expect(within(form).getByRole('button', { name: 'إرسال' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'إغلاق الملاحظات' })).toBeInTheDocument()
    expect(englishLeft(document.body)).toEqual([])
  })
})
