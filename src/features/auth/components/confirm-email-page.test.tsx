import { act, screen, waitFor } from '@testing-library/react'
import { SUPPORT_EMAIL } from '@/config/contact'
import { activateLanguage } from '@/lib/i18n/i18n'
import { englishLeft } from '@/testing/english-left'
import {
  createAccount,
  followLink,
  mailedToken,
  requestEmailChange,
  SESSION_KEY,
  sessionFor,
  signIn,
  signUpUnconfirmed,
} from '@/testing/backend-fixtures'
import { requestsTo } from '@/testing/local-backend'
import { renderApp } from '@/testing/render-app'

vi.setConfig({ testTimeout: 20_000 })

const slow = { timeout: 5000 }

/** The mailed link that completes a confirmation of this type. */
async function finalLink(type: string) {
  if (type === 'signup') return mailedToken((await signUpUnconfirmed('Ada Lovelace')).email)
  // An e-mail change needs both addresses: the current one is confirmed already.
  const ada = await createAccount('Ada Lovelace')
  const { current, next } = await requestEmailChange(ada, `new.${ada.email}`)
  await followLink(current)
  return next
}

describe('/confirm-email', () => {
  it.each(['signup', 'email_change'])('confirms a token_hash link of type %s', async (type) => {
    const { tokenHash } = await finalLink(type)
    renderApp(`/confirm-email?token_hash=${tokenHash}&type=${type}`)
    expect(
      await screen.findByRole('heading', { name: 'Email Confirmed!' }, slow),
    ).toBeInTheDocument()
    expect(requestsTo('/auth/v1/verify')[0]?.body).toMatchObject({ token_hash: tokenHash, type })
    // The link signed the user in.
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' }, slow)).toHaveAttribute(
      'href',
      '/dashboard',
    )
  })

  it('asks for the other address when the first of two e-mail change links is opened', async () => {
    // GoTrue answers the first half of a double-confirmed e-mail change without a session.
    const ada = await createAccount('Ada Lovelace')
    const { current } = await requestEmailChange(ada, `new.${ada.email}`)
    renderApp(`/confirm-email?token_hash=${current.tokenHash}&type=email_change`)
    expect(await screen.findByRole('heading', { name: 'One more step' }, slow)).toBeInTheDocument()
    expect(
      screen.getByText(
        'Confirmation link accepted. Please proceed to confirm link sent to the other email',
      ),
    ).toBeInTheDocument()
  })

  it('shows a confirming state first', async () => {
    const { tokenHash } = await finalLink('signup')
    renderApp(`/confirm-email?token_hash=${tokenHash}&type=signup`)
    expect(
      await screen.findByRole('heading', { name: 'Confirming your email' }, slow),
    ).toBeInTheDocument()
    expect(
      await screen.findByRole('heading', { name: 'Email Confirmed!' }, slow),
    ).toBeInTheDocument()
  })

  it('never signs in with session tokens in the fragment (a planted session)', async () => {
    // Someone else's session in a link would sign this browser into their account.
    const session = await sessionFor(await createAccount('Mallory'))
    renderApp(
      `/confirm-email#access_token=${session.access_token}&refresh_token=${session.refresh_token}&expires_in=3600&type=signup`,
    )
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'Invalid confirmation link. Please check your email for the correct link.',
    )
    expect(screen.getByRole('heading', { name: 'Confirmation Failed' })).toBeInTheDocument()
    expect(localStorage.getItem(SESSION_KEY)).toBeNull()
  })

  it.each([
    [
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      'This confirmation link has expired. Please sign up again or contact support.',
    ],
    ['', 'Invalid confirmation link. Please check your email for the correct link.'],
    [
      '?token_hash=abc&type=recovery',
      'Invalid confirmation link. Please check your email for the correct link.',
    ],
    ['?token_hash=tampered&type=signup', 'Email link is invalid or has expired'],
  ])(
    'link %s shows the error state with its message, a home link and a contact address',
    async (suffix, message) => {
      renderApp(`/confirm-email${suffix}`)
      expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(message)
      expect(screen.getByRole('heading', { name: 'Confirmation Failed' })).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/')
      expect(screen.getByRole('link', { name: /support@/ })).toHaveAttribute(
        'href',
        expect.stringMatching(/^mailto:/),
      )
    },
  )

  it('explains a half-confirmed e-mail change', async () => {
    renderApp(
      '/confirm-email#message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email',
    )
    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    )
  })
})

/** The account of the session this browser keeps (supabase-js's storage). */
const storedUserEmail = () =>
  (JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as { user?: { email?: string } } | null)
    ?.user?.email

describe('/confirm-email while another account is signed in', () => {
  async function beaOpensAdasLink() {
    const bea = await createAccount('Bea')
    await signIn(bea)
    const ada = await signUpUnconfirmed('Ada Lovelace')
    const { tokenHash } = await mailedToken(ada.email)
    const app = renderApp(`/confirm-email?token_hash=${tokenHash}&type=signup`)
    expect(await screen.findByRole('heading', { name: 'Switch accounts?' }, slow)).toBeVisible()
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            `This link is for ${ada.email}, but you are signed in as ${bea.email} in this browser.`,
      ),
    ).toBeVisible()
    // Nothing changed yet: Bea is still the one signed in here.
    expect(storedUserEmail()).toBe(bea.email)
    return { ...app, ada, bea }
  }

  it('asks first, and staying keeps the account signed in', async () => {
    const { user, ada, bea } = await beaOpensAdasLink()
    await user.click(screen.getByRole('button', { name: `Stay signed in as ${bea.email}` }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      `${ada.email} is confirmed. You are still signed in as ${bea.email}.`,
    )
    expect(storedUserEmail()).toBe(bea.email)
  })

  it('switches to the link’s account when asked to', async () => {
    const { user, ada } = await beaOpensAdasLink()
    await user.click(screen.getByRole('button', { name: `Switch to ${ada.email}` }))
    expect(await screen.findByRole('heading', { name: 'Email Confirmed!' }, slow)).toBeVisible()
    await waitFor(() => expect(storedUserEmail()).toBe(ada.email))
  })

  it('does not ask when the link is for the account signed in', async () => {
    const ada = await createAccount('Ada Lovelace')
    await signIn(ada)
    const { current, next } = await requestEmailChange(ada, `new.${ada.email}`)
    await followLink(current)
    renderApp(`/confirm-email?token_hash=${next.tokenHash}&type=email_change`)
    expect(await screen.findByRole('heading', { name: 'Email Confirmed!' }, slow)).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'Switch accounts?' })).not.toBeInTheDocument()
    await waitFor(() => expect(storedUserEmail()).toBe(`new.${ada.email}`))
  })
})

describe('/confirm-email in Arabic', () => {
  beforeEach(() => activateLanguage('ar'))
  afterEach(() => act(() => activateLanguage('en')))

  it('says a link is invalid, and where to write, with no English left', async () => {
    renderApp('/confirm-email')
    expect(await screen.findByRole('heading', { name: 'فشل التأكيد' }, slow)).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'رابط التأكيد غير صالح. يُرجى البحث في بريدك عن الرابط الصحيح.',
    )
    expect(screen.getByRole('link', { name: 'الانتقال إلى الصفحة الرئيسية' })).toBeVisible()
    const card = screen.getByRole('main')
    expect(card).toHaveTextContent(`ما زلت عالقًا؟ راسلنا على ${SUPPORT_EMAIL}.`)
    expect(englishLeft(card, [SUPPORT_EMAIL])).toEqual([])
  })

  it("explains a half-confirmed e-mail change in the student's language", async () => {
    renderApp(
      '/confirm-email#message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email',
    )
    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent(
      'تم قبول رابط التأكيد. تابع بفتح الرابط المرسل إلى البريد الإلكتروني الآخر',
    )
    expect(screen.getByRole('heading', { name: 'خطوة أخرى' })).toBeVisible()
    expect(englishLeft(screen.getByRole('main'))).toEqual([])
  })

  it('asks before switching accounts, naming both', async () => {
    const bea = await createAccount('Bea')
    await signIn(bea)
    const ada = await signUpUnconfirmed('Ada Lovelace')
    const { tokenHash } = await mailedToken(ada.email)
    renderApp(`/confirm-email?token_hash=${tokenHash}&type=signup`)
    expect(await screen.findByRole('heading', { name: 'تبديل الحساب؟' }, slow)).toBeVisible()
    expect(screen.getByRole('button', { name: `التبديل إلى ${ada.email}` })).toBeVisible()
    expect(
      screen.getByRole('button', { name: `البقاء مسجّل الدخول باسم ${bea.email}` }),
    ).toBeVisible()
    expect(englishLeft(screen.getByRole('main'), [ada.email, bea.email])).toEqual([])
  })
})
