import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '@/components/ui/toast'
import { messages } from '@/lib/errors'
import { formatWholeNumber } from '@/lib/i18n/format'
import { activateLanguage } from '@/lib/i18n/i18n'
import { seededAdmin, seededStudent, signIn, sql } from '@/testing/backend-fixtures'
import { requestsTo } from '@/testing/local-backend'
import { failRequest } from '@/testing/msw-server'
import { setBetaCodes } from '../testing/beta-codes'
import { BetaAdminPanel } from './beta-admin-panel'

const RPC = '/rest/v1/rpc'

/** The panel, for the admin unless `as` says otherwise. */
async function renderPanel(as = seededAdmin) {
  await signIn(as)
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } },
  })
  const onBack = vi.fn()
  const user = userEvent.setup()
  render(
    <QueryClientProvider client={queryClient}>
      <BetaAdminPanel onBack={onBack} />
      <Toaster />
    </QueryClientProvider>,
  )
  return { user, onBack }
}

const count = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
const list = (name: RegExp) => screen.getByRole('region', { name })

beforeEach(() => {
  // The failures are logged on purpose (the spec's "only logged"); keep the output quiet.
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('BetaAdminPanel', () => {
  it('counts the codes and lists active, used (with the e-mail) and inactive ones', async () => {
    await setBetaCodes([
      { code: 'ACTIVE01' },
      { code: 'ACTIVE02' },
      { code: 'USED0001', used_at: '2026-11-20T10:00:00Z', used_by_email: 'ada@example.com' },
      { code: 'OFF00001', is_active: false },
      {
        code: 'USEDOFF1',
        is_active: false,
        used_at: '2026-11-19T10:00:00Z',
        used_by_email: 'bo@example.com',
      },
    ])
    await renderPanel()

    expect(screen.getByRole('heading', { name: 'Beta Testing Panel' })).toBeInTheDocument()
    const active = await screen.findByRole('region', { name: /Active Codes/ })
    expect(within(active).getByText('ACTIVE01')).toBeInTheDocument()
    expect(within(active).getByText('ACTIVE02')).toBeInTheDocument()
    expect(within(active).getAllByText('Ready to use')).toHaveLength(2)
    expect(within(active).queryByText('USED0001')).not.toBeInTheDocument()

    const used = list(/Used Codes/)
    expect(within(used).getByText('USED0001')).toBeInTheDocument()
    expect(within(used).getByText('ada@example.com')).toBeInTheDocument()
    expect(within(used).getByText(/Nov 20, 2026/)).toBeInTheDocument()
    expect(within(used).getByText('bo@example.com')).toBeInTheDocument()

    const inactive = list(/Inactive Codes/)
    expect(within(inactive).getByText('OFF00001')).toBeInTheDocument()
    expect(within(inactive).getByText('USEDOFF1')).toBeInTheDocument()

    expect(count('Active')).toBe('2')
    expect(count('Used')).toBe('2')
    expect(count('Inactive')).toBe('2')
    expect(count('Total')).toBe('5')
  })

  it('generates a new code and puts it first', async () => {
    await setBetaCodes([{ code: 'OLDCODE1' }])
    const { user } = await renderPanel()
    await screen.findByText('OLDCODE1')

    await user.click(screen.getByRole('button', { name: 'Generate New Code' }))

    expect(await screen.findByText(/^New code [A-Z0-9]{8} generated\.$/)).toBeInTheDocument()
    const [fresh] = await sql<{ code: string }>(
      `select code from public.beta_access_codes where code <> 'OLDCODE1'`,
    )
    expect(screen.getByText(`New code ${fresh?.code} generated.`)).toBeInTheDocument()
    const active = list(/Active Codes/)
    await within(active).findByText(fresh!.code)
    const codes = within(active)
      .getAllByText(/^[A-Z0-9]{8}$/)
      .map((node) => node.textContent)
    expect(codes).toEqual([fresh?.code, 'OLDCODE1'])
    expect(count('Active')).toBe('2')
    expect(count('Total')).toBe('2')
    expect(requestsTo(`${RPC}/generate_beta_code`)).toHaveLength(1)
  })

  it('copies a code and says Copied! for 2 seconds', async () => {
    await setBetaCodes([{ code: 'COPYME12' }])
    const { user } = await renderPanel()
    const copy = await screen.findByRole('button', { name: 'Copy COPYME12' })

    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
    await user.click(copy)

    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument()
    await expect(navigator.clipboard.readText()).resolves.toBe('COPYME12')
    act(() => vi.advanceTimersByTime(1_900))
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(200))
    expect(screen.getByRole('button', { name: 'Copy COPYME12' })).toBeInTheDocument()
  })

  it('falls back to execCommand when the Clipboard API is refused', async () => {
    await setBetaCodes([{ code: 'LEGACY12' }])
    const { user } = await renderPanel()
    const copy = await screen.findByRole('button', { name: 'Copy LEGACY12' })
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    )
    const copied: string[] = []
    const execCommand = vi.fn((command: string) => {
      const selection = document.activeElement
      if (command === 'copy' && selection instanceof HTMLTextAreaElement)
        copied.push(selection.value)
      return true
    })
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true })

    await user.click(copy)

    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument()
    expect(copied).toEqual(['LEGACY12'])
    Reflect.deleteProperty(document, 'execCommand')
  })

  it('deactivates a code only after confirmation', async () => {
    const [target] = await setBetaCodes([{ code: 'BYEBYE12' }, { code: 'KEEPME12' }])
    const { user } = await renderPanel()

    await user.click(await screen.findByRole('button', { name: 'Deactivate BYEBYE12' }))
    let dialog = screen.getByRole('dialog', { name: 'Deactivate BYEBYE12?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(requestsTo(`${RPC}/deactivate_beta_code`)).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Deactivate BYEBYE12' }))
    dialog = screen.getByRole('dialog', { name: 'Deactivate BYEBYE12?' })
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(within(list(/Inactive Codes/)).getByText('BYEBYE12')).toBeInTheDocument()
    expect(within(list(/Active Codes/)).queryByText('BYEBYE12')).not.toBeInTheDocument()
    expect(requestsTo(`${RPC}/deactivate_beta_code`)[0]?.body).toEqual({
      code_id: target?.id,
    })
    expect(count('Active')).toBe('1')
    expect(count('Inactive')).toBe('1')
    expect(await screen.findByText('Code BYEBYE12 deactivated.')).toBeInTheDocument()
  })

  it('shows the spec message when the list cannot be fetched, and tries again', async () => {
    await setBetaCodes([{ code: 'LATER123' }])
    failRequest('POST', `${RPC}/admin_list_beta_codes`, { once: true })
    const { user } = await renderPanel()

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.fetchBetaCodes)
    expect(
      await screen.findByText('The beta access codes could not be loaded.'),
    ).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('LATER123')).toBeInTheDocument()
  })

  it('is refused by the database for a non-admin', async () => {
    await setBetaCodes([{ code: 'SECRET12' }])
    await renderPanel(seededStudent)
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.fetchBetaCodes)
    expect(screen.queryByRole('region', { name: /Active Codes/ })).not.toBeInTheDocument()
    expect(screen.queryByText('SECRET12')).not.toBeInTheDocument()
  })

  it('reports failed generation and deactivation with the spec messages', async () => {
    await setBetaCodes([{ code: 'STAYS123' }])
    failRequest('POST', `${RPC}/generate_beta_code`)
    failRequest('POST', `${RPC}/deactivate_beta_code`)
    const { user } = await renderPanel()
    await screen.findByText('STAYS123')

    await user.click(screen.getByRole('button', { name: 'Generate New Code' }))
    expect(await screen.findByText(messages.createBetaCode)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Deactivate STAYS123' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }))
    expect(await screen.findByText(messages.deactivateBetaCode)).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(within(list(/Active Codes/)).getByText('STAYS123')).toBeInTheDocument()
    expect(count('Total')).toBe('1')
  })

  it('goes back and reloads the page', async () => {
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    await setBetaCodes([])
    const { user, onBack } = await renderPanel()
    await screen.findByText('No active codes. Generate one to invite a tester.')

    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }))

    expect(onBack).toHaveBeenCalledOnce()
    await waitFor(() => expect(reload).toHaveBeenCalledOnce())
  })
})

/** The panel speaks the admin's language: its texts come from the 'admin' catalogue. */
describe('the Beta Testing Panel in Arabic', () => {
  afterEach(async () => {
    await act(() => activateLanguage('en'))
  })

  it('names its heading, counts, lists, buttons, dialog and toast in Arabic', async () => {
    await setBetaCodes([
      { code: 'READY123' },
      { code: 'USED1234', used_at: '2026-11-20T10:00:00Z', used_by_email: 'ada@example.com' },
    ])
    await activateLanguage('ar')
    const { user } = await renderPanel()

    expect(screen.getByRole('heading', { name: 'لوحة الاختبار التجريبي' })).toBeInTheDocument()
    const active = await screen.findByRole('region', { name: /^الرموز النشطة/ })
    // The heading's id is the list's stable name, not its translated title.
    expect(active).toHaveAttribute('aria-labelledby', 'beta-codes-active')
    expect(within(active).getByText('جاهز للاستخدام')).toBeInTheDocument()
    expect(count('نشطة')).toBe(formatWholeNumber(1))
    expect(count('الإجمالي')).toBe(formatWholeNumber(2))
    const used = list(/^الرموز المستخدمة/)
    expect(within(used).getByText(/^استخدمه/)).toHaveTextContent('استخدمه ada@example.com')
    expect(within(list(/^الرموز غير النشطة/)).getByText('لا توجد رموز معطّلة.')).toBeInTheDocument()

    expect(within(active).getByRole('button', { name: 'نسخ READY123' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'تعطيل READY123' }))
    const dialog = screen.getByRole('dialog', { name: 'هل تريد تعطيل READY123؟' })
    await user.click(within(dialog).getByRole('button', { name: 'تعطيل' }))
    expect(await screen.findByText('عُطّل الرمز READY123.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'إنشاء رمز جديد' }))
    expect(await screen.findByText(/^أُنشئ الرمز الجديد [A-Z0-9]{8}\.$/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'العودة إلى لوحة التحكم' })).toBeInTheDocument()

    // A failure's toast (reportFailure) in the interface language too.
    failRequest('POST', `${RPC}/generate_beta_code`)
    await user.click(screen.getByRole('button', { name: 'إنشاء رمز جديد' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('تعذّر إنشاء رمز الدخول التجريبي')
  })
})
