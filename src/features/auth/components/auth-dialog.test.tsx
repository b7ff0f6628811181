import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL } from '@/config/env'
import { createAccount, seededStudent, sql } from '@/testing/backend-fixtures'
import { backendRequests, requestsTo } from '@/testing/local-backend'
import { server } from '@/testing/msw-server'
import { renderApp } from '@/testing/render-app'

// The whole app renders lazily on a shared, slow machine: give each test room.
vi.setConfig({ testTimeout: 20_000 })

const AUTH_URL = `${LOCAL_SUPABASE_URL}/auth/v1`

async function openDialog(path = '/') {
  const app = renderApp(path)
  await app.user.click(await screen.findByRole('button', { name: 'Login' }, { timeout: 5000 }))
  const dialog = await screen.findByRole('dialog', { name: 'Welcome Back' }, { timeout: 5000 })
  return { ...app, dialog }
}

async function toSignup() {
  const app = await openDialog()
  await app.user.click(
    within(app.dialog).getByRole('button', { name: /sign up to join the beta/i }),
  )
  const dialog = await screen.findByRole('dialog', { name: 'Join Beta' })
  return { ...app, dialog }
}

async function fillSignup(
  user: ReturnType<typeof renderApp>['user'],
  code: string,
  email = 'grace@example.com',
) {
  await user.type(screen.getByLabelText('Name'), 'Grace Hopper')
  await user.type(screen.getByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), 'cobol-1959')
  if (code) await user.type(screen.getByLabelText('Beta Access Code'), code)
}

/** 'An email was just sent …, or try again in N seconds.', N the seconds left of the minute. */
function expectWaitMessage(alert: HTMLElement) {
  const wait =
    /^An email was just sent to this address\. Check your inbox, or try again in (\d+) seconds\.$/.exec(
      alert.textContent ?? '',
    )
  expect(wait, alert.textContent ?? '').not.toBeNull()
  // The minute started with the first mail; a slow machine may have used some of it.
  expect(Number(wait?.[1])).toBeGreaterThan(30)
  expect(Number(wait?.[1])).toBeLessThanOrEqual(60)
}

describe('auth dialog: login', () => {
  it('signs in, closes the dialog, stays on the page and shows the name', async () => {
    const ada = await createAccount('Ada Lovelace')
    const { user, router } = await openDialog()
    await user.type(screen.getByLabelText('Email'), ada.email)
    await user.type(screen.getByLabelText('Password'), ada.password)
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Ada Lovelace', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument()
    expect(requestsTo('/auth/v1/token')[0]?.params.get('grant_type')).toBe('password')
    // The landing page's upload and paste sections stay in front of the student.
    expect(router.state.location.pathname).toBe('/')
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard')
  })

  it('after a protected page sent the visitor to sign in, signing in opens that page', async () => {
    const ada = await createAccount('Ada Lovelace')
    const { user, router } = renderApp('/settings')
    await screen.findByRole('dialog', { name: 'Welcome Back' }, { timeout: 5000 })
    expect(router.state.location.pathname).toBe('/')
    await user.type(screen.getByLabelText('Email'), ada.email)
    await user.type(screen.getByLabelText('Password'), ada.password)
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'), {
      timeout: 5000,
    })
    expect(
      await screen.findByRole('heading', { name: 'Account Settings' }, { timeout: 5000 }),
    ).toBeInTheDocument()
  })

  it("shows the server's own message for a wrong password and keeps the dialog open", async () => {
    const { user, dialog } = await openDialog()
    await user.type(screen.getByLabelText('Email'), seededStudent.email)
    await user.type(screen.getByLabelText('Password'), 'wrong-password')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid login credentials')
    expect(screen.getByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument()
  })

  it('shows a submitting state while the request runs', async () => {
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    // Held until released, then passed on to the backend.
    server.use(
      http.post(`${AUTH_URL}/token`, async () => {
        await released
        return undefined
      }),
    )
    const { user } = await openDialog()
    await user.type(screen.getByLabelText('Email'), seededStudent.email)
    await user.type(screen.getByLabelText('Password'), 'x')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    const busy = await screen.findByRole('button', { name: 'Signing in…' })
    expect(busy).toBeDisabled()
    expect(screen.getByLabelText('Email')).toBeDisabled()
    release()
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled()
  })

  it('retries a 503 and signs in once the service answers', async () => {
    const ada = await createAccount('Ada Lovelace')
    let calls = 0
    server.use(
      http.post(`${AUTH_URL}/token`, () => {
        calls += 1
        return calls === 1 ? new HttpResponse('unavailable', { status: 503 }) : undefined
      }),
    )
    const { user } = await openDialog()
    await user.type(screen.getByLabelText('Email'), ada.email)
    await user.type(screen.getByLabelText('Password'), ada.password)
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Ada Lovelace', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(calls).toBe(2)
  })

  it("shows 'Authentication failed' when the service keeps failing", async () => {
    server.use(
      http.post(`${AUTH_URL}/token`, () => new HttpResponse('bad gateway', { status: 502 })),
    )
    const { user, dialog } = await openDialog()
    await user.type(screen.getByLabelText('Email'), seededStudent.email)
    await user.type(screen.getByLabelText('Password'), seededStudent.password)
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await within(dialog).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Authentication failed',
    )
  })
})

describe('auth dialog: modes', () => {
  it('switches between the three modes and clears fields and messages', async () => {
    const { user, dialog } = await openDialog()
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(within(dialog).queryByLabelText('Name')).not.toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Email'), 'someone@example.com')
    await user.type(within(dialog).getByLabelText('Password'), 'wrong')
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid login credentials')

    await user.click(within(dialog).getByRole('button', { name: /sign up to join the beta/i }))
    const signup = await screen.findByRole('dialog', { name: 'Join Beta' })
    for (const label of ['Name', 'Email', 'Password', 'Beta Access Code']) {
      expect(within(signup).getByLabelText(label)).toHaveValue('')
    }
    expect(within(signup).queryByRole('alert')).not.toBeInTheDocument()

    await user.click(within(signup).getByRole('button', { name: 'Sign in' }))
    const login = await screen.findByRole('dialog', { name: 'Welcome Back' })
    expect(within(login).getByLabelText('Email')).toHaveValue('')
    await user.click(within(login).getByRole('button', { name: 'Forgot password?' }))
    const forgot = await screen.findByRole('dialog', { name: 'Reset Password' })
    expect(within(forgot).queryByLabelText('Password')).not.toBeInTheDocument()
    await user.click(within(forgot).getByRole('button', { name: 'Back to sign in' }))
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument()
  })

  it("the way to sign-up is named after the mode, 'Join Beta', and reads 'Sign up'", async () => {
    const { dialog } = await openDialog()
    const toSignup = within(dialog).getByRole('button', { name: /join beta/i })
    expect(toSignup).toHaveTextContent('Sign up to join the beta')
    expect(within(dialog).getByRole('button', { name: /sign up/i })).toBe(toSignup)
  })

  it("the sign-up button reads 'Create Account' and answers to 'Sign Up' and 'Join Beta'", async () => {
    const { user, dialog } = await openDialog()
    await user.click(within(dialog).getByRole('button', { name: /join beta/i }))
    const signup = await screen.findByRole('dialog', { name: 'Join Beta' })
    const submit = within(signup).getByRole('button', { name: /create account/i })
    expect(submit).toHaveAttribute('type', 'submit')
    expect(submit).toHaveTextContent('Create Account')
    expect(within(signup).getByRole('button', { name: /sign up/i })).toBe(submit)
    expect(within(signup).getByRole('button', { name: /join beta/i })).toBe(submit)
  })

  it('in each mode, each field label finds exactly one element', async () => {
    const { user, dialog } = await openDialog()
    for (const label of [/email/i, /password/i])
      expect(within(dialog).getAllByLabelText(label)).toHaveLength(1)
    await user.click(within(dialog).getByRole('button', { name: /join beta/i }))
    const signup = await screen.findByRole('dialog', { name: 'Join Beta' })
    for (const label of [/name/i, /email/i, /password/i, /code/i])
      expect(within(signup).getAllByLabelText(label)).toHaveLength(1)
    await user.click(within(signup).getByRole('button', { name: 'Sign in' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Welcome Back' })).getByRole('button', {
        name: 'Forgot password?',
      }),
    )
    const forgot = await screen.findByRole('dialog', { name: 'Reset Password' })
    expect(within(forgot).getAllByLabelText(/email/i)).toHaveLength(1)
  })

  it('puts the cursor in the first field of each mode', async () => {
    const { user, dialog } = await openDialog()
    await waitFor(() => expect(within(dialog).getByLabelText('Email')).toHaveFocus())
    await user.keyboard('ada@example.com')
    expect(within(dialog).getByLabelText('Email')).toHaveValue('ada@example.com')
    await user.click(within(dialog).getByRole('button', { name: /sign up to join the beta/i }))
    const signup = await screen.findByRole('dialog', { name: 'Join Beta' })
    expect(within(signup).getByLabelText('Name')).toHaveFocus()
    await user.click(within(signup).getByRole('button', { name: 'Sign in' }))
    const login = await screen.findByRole('dialog', { name: 'Welcome Back' })
    await user.click(within(login).getByRole('button', { name: 'Forgot password?' }))
    const forgot = await screen.findByRole('dialog', { name: 'Reset Password' })
    expect(within(forgot).getByLabelText('Email')).toHaveFocus()
  })

  it('closes with Escape', async () => {
    const { user } = await openDialog()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})

describe('auth dialog: sign-up', () => {
  it('upper-cases the code and limits it to 8 characters', async () => {
    const { user } = await toSignup()
    const code = screen.getByLabelText('Beta Access Code')
    await user.type(code, 'welcome1xyz')
    expect(code).toHaveValue('WELCOME1')
  })

  it("requires the beta code: 'Beta access code is required'", async () => {
    const { user, dialog } = await toSignup()
    await fillSignup(user, '')
    await user.click(within(dialog).getByRole('button', { name: /create account/i }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Beta access code is required',
    )
    expect(backendRequests).toHaveLength(0)
  })

  it('refuses a code check_beta_code does not know, without signing up', async () => {
    const { user, dialog } = await toSignup()
    // USEDCODE is a seeded code already used by the student.
    await fillSignup(user, 'usedcode')
    await user.click(within(dialog).getByRole('button', { name: /create account/i }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Invalid or already used access code',
    )
    expect(requestsTo('/rest/v1/rpc/check_beta_code')[0]?.body).toEqual({ code: 'USEDCODE' })
    expect(requestsTo('/auth/v1/signup')).toHaveLength(0)
  })

  it('maps a code lost to another sign-up (500 from Auth) to the invalid-code message', async () => {
    // Another sign-up uses WELCOME2 between the check and this sign-up.
    server.use(
      http.post(`${AUTH_URL}/signup`, async () => {
        await sql(`update public.beta_access_codes set used_at = now() where code = 'WELCOME2'`)
        return undefined
      }),
    )
    const { user, dialog } = await toSignup()
    await fillSignup(user, 'WELCOME2')
    await user.click(within(dialog).getByRole('button', { name: /create account/i }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Invalid or already used access code',
    )
  })

  it('says the confirmation email could not be sent when Auth fails with 500 and the code is still valid', async () => {
    // The e-mail sender fails: Auth saves nothing and answers 500, as for a lost code.
    server.use(
      http.post(`${AUTH_URL}/signup`, () =>
        HttpResponse.json(
          { code: 500, error_code: 'unexpected_failure', msg: 'Error sending confirmation email' },
          { status: 500 },
        ),
      ),
    )
    const { user, dialog } = await toSignup()
    await fillSignup(user, 'WELCOME3')
    await user.click(within(dialog).getByRole('button', { name: /create account/i }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your access code is valid, but the confirmation email could not be sent. Please try again later.',
    )
    // Asked before the sign-up and again after the 500.
    expect(requestsTo('/rest/v1/rpc/check_beta_code')).toHaveLength(2)
  })

  it('tells an address that just got a confirmation email how long to wait', async () => {
    // The address signed up a moment ago and has not confirmed yet.
    const first = await fetch(`${AUTH_URL}/signup`, {
      method: 'POST',
      headers: { apikey: LOCAL_SUPABASE_ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: 'twice@example.com',
        password: 'cobol-1959',
        data: { beta_code: 'WELCOME4' },
      }),
    })
    expect(first.status).toBe(200)
    const { user, dialog } = await toSignup()
    await fillSignup(user, 'WELCOME3', 'twice@example.com')
    await user.click(within(dialog).getByRole('button', { name: /create account/i }))
    // Hosted Auth's per-address limit: one confirmation email a minute (429).
    expectWaitMessage(await within(dialog).findByRole('alert'))
  })

  it("shows the spec's success for an address that already has an account, as hosted Auth does not tell", async () => {
    const { user, dialog } = await toSignup()
    await fillSignup(user, 'WELCOME3', seededStudent.email)
    await user.click(within(dialog).getByRole('button', { name: /create account/i }))
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Account created! Please check your email to confirm your account before signing in.',
    )
    expect(
      await sql(`select used_at from public.beta_access_codes where code = 'WELCOME3'`),
    ).toEqual([{ used_at: null }])
  })

  it('signs up with the code as metadata, clears the form and returns to login after 5 s', async () => {
    const { user, dialog } = await toSignup()
    await fillSignup(user, 'welcome1')
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      await user.click(within(dialog).getByRole('button', { name: /create account/i }))
      expect(await within(dialog).findByRole('status')).toHaveTextContent(
        'Account created! Please check your email to confirm your account before signing in.',
      )
      for (const label of ['Name', 'Email', 'Password', 'Beta Access Code']) {
        expect(within(dialog).getByLabelText(label)).toHaveValue('')
      }
      const [signup] = requestsTo('/auth/v1/signup')
      expect(signup?.body).toMatchObject({
        email: 'grace@example.com',
        password: 'cobol-1959',
        data: { name: 'Grace Hopper', beta_code: 'WELCOME1' },
      })
      expect(signup?.params.get('redirect_to')).toBe(`${window.location.origin}/confirm-email`)
      await act(() => vi.advanceTimersByTimeAsync(4_900))
      expect(screen.getByRole('dialog', { name: 'Join Beta' })).toBeInTheDocument()
      await act(() => vi.advanceTimersByTimeAsync(200))
      expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument()
      expect(screen.queryByText(/Account created!/)).not.toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('auth dialog: forgot password', () => {
  async function toForgot() {
    const app = await openDialog()
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Forgot password?' }))
    return { ...app, dialog: await screen.findByRole('dialog', { name: 'Reset Password' }) }
  }

  it("asks for an address: 'Please enter your email address'", async () => {
    const { user, dialog } = await toForgot()
    await user.click(within(dialog).getByRole('button', { name: /send reset email/i }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please enter your email address',
    )
    expect(backendRequests).toHaveLength(0)
  })

  it('sends the reset mail with the reset-password redirect', async () => {
    const { user, dialog } = await toForgot()
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com')
    await user.click(within(dialog).getByRole('button', { name: /send reset email/i }))
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Password reset email sent! Check your inbox.',
    )
    const [recover] = requestsTo('/auth/v1/recover')
    expect(recover?.body).toMatchObject({ email: 'ada@example.com' })
    expect(recover?.params.get('redirect_to')).toBe(`${window.location.origin}/reset-password`)
  })

  it('tells an address that was just sent a reset email how long to wait', async () => {
    const { user, dialog } = await toForgot()
    await user.type(within(dialog).getByLabelText('Email'), seededStudent.email)
    await user.click(within(dialog).getByRole('button', { name: /send reset email/i }))
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Password reset email sent! Check your inbox.',
    )
    await user.click(within(dialog).getByRole('button', { name: /send reset email/i }))
    expectWaitMessage(await within(dialog).findByRole('alert'))
  })

  it("shows hosted Auth's hourly e-mail limit, the server's message, or the spec's fallback", async () => {
    server.use(
      http.post(`${AUTH_URL}/recover`, () =>
        HttpResponse.json(
          { code: 429, error_code: 'over_email_send_rate_limit', msg: 'email rate limit exceeded' },
          { status: 429 },
        ),
      ),
    )
    const { user, dialog } = await toForgot()
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com')
    await user.click(within(dialog).getByRole('button', { name: /send reset email/i }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many emails have been sent in the last hour. Please try again in an hour.',
    )
    server.use(
      http.post(`${AUTH_URL}/recover`, () =>
        HttpResponse.json(
          {
            code: 400,
            error_code: 'validation_failed',
            msg: 'Unable to validate email address: invalid format',
          },
          { status: 400 },
        ),
      ),
    )
    await user.click(within(dialog).getByRole('button', { name: /send reset email/i }))
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Unable to validate email address: invalid format',
      ),
    )
    server.use(http.post(`${AUTH_URL}/recover`, () => new HttpResponse('oops', { status: 500 })))
    await user.click(within(dialog).getByRole('button', { name: /send reset email/i }))
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Failed to send reset email. Please try again.',
      ),
    )
  })
})
