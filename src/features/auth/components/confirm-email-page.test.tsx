import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '@/testing/msw-server'
import { renderApp } from '@/testing/render-app'
import { fakeAuth, sessionJson } from '../testing/auth-handlers'

vi.setConfig({ testTimeout: 20_000 })

const ada = { id: 'user-ada', email: 'ada@example.com', password: 'secret1', name: 'Ada Lovelace' }
const slow = { timeout: 5000 }

function setup() {
  const auth = fakeAuth({ users: [ada] })
  auth.issueTokenHash('good-hash', ada.email)
  server.use(...auth.handlers)
  return auth
}

describe('/confirm-email', () => {
  it.each(['signup', 'email_change'])('confirms a token_hash link of type %s', async (type) => {
    const auth = setup()
    renderApp(`/confirm-email?token_hash=good-hash&type=${type}`)
    expect(
      await screen.findByRole('heading', { name: 'Email Confirmed!' }, slow),
    ).toBeInTheDocument()
    expect(auth.requestsTo('/verify')[0]?.body).toMatchObject({ token_hash: 'good-hash', type })
    // The link signed the user in.
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' }, slow)).toHaveAttribute(
      'href',
      '/dashboard',
    )
  })

  it('asks for the other address when the first of two e-mail change links is opened', async () => {
    setup()
    // GoTrue answers the first half of a double-confirmed e-mail change without a session.
    server.use(
      http.post('http://127.0.0.1:54321/auth/v1/verify', () =>
        HttpResponse.json({
          msg: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
          code: 200,
        }),
      ),
    )
    renderApp('/confirm-email?token_hash=good-hash&type=email_change')
    expect(await screen.findByRole('heading', { name: 'One more step' }, slow)).toBeInTheDocument()
    expect(
      screen.getByText(
        'Confirmation link accepted. Please proceed to confirm link sent to the other email',
      ),
    ).toBeInTheDocument()
  })

  it('shows a confirming state first', async () => {
    setup()
    renderApp('/confirm-email?token_hash=good-hash&type=signup')
    expect(
      await screen.findByRole('heading', { name: 'Confirming your email' }, slow),
    ).toBeInTheDocument()
    expect(
      await screen.findByRole('heading', { name: 'Email Confirmed!' }, slow),
    ).toBeInTheDocument()
  })

  it('confirms with the session tokens of the fragment', async () => {
    setup()
    const session = sessionJson(ada)
    renderApp(
      `/confirm-email#access_token=${session.access_token}&refresh_token=${session.refresh_token}&expires_in=3600&type=signup`,
    )
    expect(
      await screen.findByRole('heading', { name: 'Email Confirmed!' }, slow),
    ).toBeInTheDocument()
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
    ['?token_hash=tampered&type=signup', 'Token has expired or is invalid'],
  ])(
    'link %s shows the error state with its message, a home link and a contact address',
    async (suffix, message) => {
      setup()
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
    setup()
    renderApp(
      '/confirm-email#message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email',
    )
    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    )
  })
})
