import { act, screen, within } from '@testing-library/react'
import { activateLanguage } from '@/lib/i18n/i18n'
import english from '@/lib/i18n/locales/en/share.json'
import spanish from '@/lib/i18n/locales/es/share.json'
import { insertGuide, signInNewAccount, sql } from '@/testing/backend-fixtures'
import { englishLeft, englishLeftOver } from '@/testing/english-left'
import { renderApp } from '@/testing/render-app'

const slow = { timeout: 15_000 }
vi.setConfig({ testTimeout: 30_000 })

/** The share dialog and the shared guide's page speak the student's language ('share'). */
describe('sharing in another language', () => {
  afterEach(() => act(() => activateLanguage('en')))

  it('names the share dialog, its link and its buttons in Spanish, with no English left', async () => {
    const ada = await signInNewAccount('Ada')
    const guide = await insertGuide(ada, { title: 'Células', content: '# Células\n\nLa membrana.' })
    await activateLanguage('es')
    const { user } = renderApp(`/dashboard/guides/${guide.id}`)

    await user.click(await screen.findByRole('button', { name: 'Compartir' }, slow))
    const dialog = await screen.findByRole('dialog', { name: 'Compartir esta guía' })
    expect(dialog).toHaveAccessibleDescription(
      'Cualquiera con el enlace puede leer «Células» y usar su cuestionario y sus tarjetas sin iniciar sesión. No puede modificarla.',
    )
    await user.click(await within(dialog).findByRole('button', { name: 'Crear enlace' }, slow))
    expect(
      await within(dialog).findByRole('textbox', { name: 'Enlace para compartir' }, slow),
    ).toHaveAttribute('readonly')
    expect(within(dialog).getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Dejar de compartir' })).toBeInTheDocument()
    expect(englishLeftOver(english, spanish)).toEqual([])

    await user.click(within(dialog).getByRole('button', { name: 'Dejar de compartir' }))
    expect(await screen.findByText('Se dejó de compartir.', {}, slow)).toBeInTheDocument()
    expect(englishLeftOver(english, spanish)).toEqual([])
  })

  it('shows a shared guide to a signed-out visitor in Arabic, and a link no longer shared', async () => {
    const ada = await signInNewAccount('Ada')
    const guide = await insertGuide(ada, { title: 'Cells', content: '# Cells\n\nA bilayer.' })
    const token = 'ab'.repeat(32)
    await sql(
      `insert into public.guide_shares (guide_id, user_id, token_hash)
       values ($1, $2, sha256(decode($3, 'hex')))`,
      [guide.id, ada.id, token],
    )
    localStorage.clear()
    await activateLanguage('ar')
    const { unmount } = renderApp(`/shared/${token}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cells' }, slow),
    ).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'سجّل الدخول لحفظ نسخة' }, slow)).toBeVisible()
    const notice = screen.getByText('دليل دراسي مشترك: للقراءة فقط، ولا يُحفظ أي شيء تفعله هنا.')
    expect(englishLeft(notice.parentElement!)).toEqual([])
    unmount()

    renderApp(`/shared/${'cd'.repeat(32)}`)
    const gone = await screen.findByRole(
      'heading',
      { level: 1, name: 'لم يعد هذا الرابط مشتركًا.' },
      slow,
    )
    expect(englishLeft(gone.parentElement!)).toEqual([])
  })
})
