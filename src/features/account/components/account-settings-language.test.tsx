import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { activateLanguage } from '@/lib/i18n/i18n'
import { englishLeft } from '@/testing/english-left'
import { AccountSettings } from './account-settings'

/** The student's own name and address; the services, protocols and settings the AI card names. */
const KEPT = [
  'Ada Lovelace',
  'ada@example.com',
  'https://api.openai.com/v1',
  'OpenAI',
  'Ollama',
  'LM Studio',
  'num_ctx',
  'localhost',
  'https',
  'http',
  'URL',
  'API',
  'UTC',
  'sk',
  'gpt',
]

/** Account Settings speaks the student's language: its texts come from the 'account' catalogue. */
describe('AccountSettings in another language', () => {
  afterEach(() => act(() => activateLanguage('en')))

  it('renders every card, tab, field and message in Arabic, with no English left', async () => {
    await activateLanguage('ar')
    const onChangePassword = vi.fn()
    render(
      <MemoryRouter>
        <AccountSettings
          user={{ name: 'Ada Lovelace', email: 'ada@example.com' }}
          onChangePassword={onChangePassword}
          onChangeEmail={vi.fn()}
        />
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'إعدادات الحساب' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'الملف الشخصي' })).toHaveTextContent(
      'مختبِر النسخة التجريبية',
    )
    expect(screen.getByRole('tab', { name: 'تغيير كلمة المرور' })).toBeInTheDocument()
    expect(
      screen.getByRole('region', { name: 'مزوّد الذكاء الاصطناعي الخاص بك' }),
    ).toHaveTextContent('محرك دون اتصال، بلا ذكاء اصطناعي')
    expect(englishLeft(document.body, KEPT)).toEqual([])

    // The spec's checks speak Arabic too (English in the code, which the tests compare).
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('كلمة المرور الحالية'), 'old-secret')
    await user.type(screen.getByLabelText('كلمة المرور الجديدة'), 'new-secret')
    await user.type(screen.getByLabelText('تأكيد كلمة المرور'), 'new-secreX')
    await user.click(screen.getByRole('button', { name: 'تحديث كلمة المرور' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'كلمتا المرور الجديدتان غير متطابقتين.',
    )
    expect(onChangePassword).not.toHaveBeenCalled()
    expect(englishLeft(document.body, KEPT)).toEqual([])
  })
})
