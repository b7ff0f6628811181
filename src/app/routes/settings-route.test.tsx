import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { LOCAL_SUPABASE_URL } from '@/config/env'
import { PROVIDER_SETTINGS_KEY } from '@/lib/ai/provider-settings'
import {
  createAccount,
  seededStudent,
  sessionFor,
  signIn,
  sql,
  type Account,
} from '@/testing/backend-fixtures'
import { backendRequests, requestsTo } from '@/testing/local-backend'
import { server } from '@/testing/msw-server'
import { renderApp } from '@/testing/render-app'

vi.setConfig({ testTimeout: 20_000 })

const AUTH_URL = `${LOCAL_SUPABASE_URL}/auth/v1`
const slow = { timeout: 5000 }

/** Ada Lovelace (password old-secret), signed in. */
async function signedIn(): Promise<Account> {
  const ada = await createAccount('Ada Lovelace', { password: 'old-secret' })
  await signIn(ada)
  return ada
}

/** Whether the password signs Ada in now. */
const signsIn = (ada: Account, password: string) =>
  sessionFor({ ...ada, password }).then(
    () => true,
    () => false,
  )

async function openSettings(path = '/settings') {
  const app = renderApp(path)
  await screen.findByRole('heading', { level: 1, name: 'Account Settings' }, slow)
  return app
}

describe('/settings', () => {
  it('shows the profile card with name, e-mail and Beta Tester', async () => {
    const ada = await signedIn()
    await openSettings()
    const profile = screen.getByRole('region', { name: 'Profile' })
    expect(within(profile).getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument()
    expect(profile).toHaveTextContent(ada.email)
    expect(profile).toHaveTextContent('Beta Tester')
    expect(screen.getByRole('tab', { name: 'Change Password' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(screen.getByRole('tab', { name: 'Change Email' })).toHaveAttribute(
      'aria-selected',
      'false',
    )
  })

  it('chooses the interface language in its Language card, the header following', async () => {
    const ada = await signedIn()
    const { user } = await openSettings()
    const card = screen.getByRole('region', { name: 'Language' })
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Language' }), 'de')
    expect(
      await screen.findByRole('region', { name: 'Sprache (Language)' }, slow),
    ).toBeInTheDocument()
    expect(document.documentElement).toHaveAttribute('lang', 'de')
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument()
    // Chosen while signed in, it is saved in the profile (a request still under way when the test
    // ended used to land in the next one).
    await waitFor(async () =>
      expect(
        await sql('select language from public.profiles where user_id = $1', [ada.id]),
      ).toEqual([{ language: 'de' }]),
    )
  })

  it('stays on /settings after a reload while signed in', async () => {
    await signedIn()
    const { router } = await openSettings()
    expect(router.state.location.pathname).toBe('/settings')
  })

  it('Back goes to the previous history entry', async () => {
    await signedIn()
    const { user, router } = renderApp('/blog')
    await screen.findByRole('heading', { level: 1 }, slow)
    await user.click(await screen.findByRole('link', { name: 'Settings' }, slow))
    await user.click(await screen.findByRole('button', { name: 'Back' }, slow))
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'))
  })

  it('Logout leaves for the landing page without asking to sign in again', async () => {
    await signedIn()
    // The landing page is already loaded, as after any visit that started there.
    const { user, router } = renderApp('/')
    await screen.findByRole('heading', { level: 1, name: /study guide in seconds/i }, slow)
    await user.click(await screen.findByRole('link', { name: 'Settings' }, slow))
    await screen.findByRole('heading', { level: 1, name: 'Account Settings' }, slow)
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    expect(await screen.findByRole('button', { name: 'Login' }, slow)).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    await screen.findByRole('heading', { level: 1, name: /study guide in seconds/i }, slow)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('validates the password change with the spec messages', async () => {
    const ada = await signedIn()
    const { user } = await openSettings()
    const form = screen.getByRole('tabpanel')
    const fill = async (current: string, next: string, confirm: string) => {
      for (const [label, value] of [
        ['Current Password', current],
        ['New Password', next],
        ['Confirm Password', confirm],
      ] as const) {
        const field = within(form).getByLabelText(label)
        await user.clear(field)
        await user.type(field, value)
      }
      await user.click(within(form).getByRole('button', { name: 'Update Password' }))
    }
    await fill('old-secret', 'new-secret', 'new-secreX')
    expect(await within(form).findByRole('alert')).toHaveTextContent('New passwords do not match.')
    await fill('old-secret', 'short', 'short')
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'New password must be at least 6 characters long.',
    )
    await fill('old-secret', 'old-secret', 'old-secret')
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'New password must be different from current password.',
    )
    // Nothing sent for the password (the profile keeps the browser's language on sign-in).
    const sent = backendRequests.filter(
      (request) => request.method !== 'GET' && request.path !== '/rest/v1/profiles',
    )
    expect(sent).toHaveLength(0)
    await fill('wrong-secret', 'new-secret', 'new-secret')
    expect(await within(form).findByText('Current password is incorrect.')).toBeInTheDocument()
    expect(await signsIn(ada, 'old-secret')).toBe(true)
  })

  it('names each password field apart and shows the spec messages with fields left blank', async () => {
    await signedIn()
    const { user } = await openSettings()
    const form = screen.getByRole('tabpanel')
    // One field per name: a search for "new password" finds the new password only.
    const next = within(form).getByLabelText(/new password/i)
    const confirm = within(form).getByLabelText(/confirm/i)
    expect(next).not.toBe(confirm)
    await user.type(next, 'new-secret')
    await user.type(confirm, 'new-secreX')
    await user.click(within(form).getByRole('button', { name: 'Update Password' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent('New passwords do not match.')
    await user.clear(next)
    await user.clear(confirm)
    await user.click(within(form).getByRole('button', { name: 'Update Password' }))
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'New password must be at least 6 characters long.',
    )
  })

  it('changes the password after verifying the current one, then clears the fields', async () => {
    const ada = await signedIn()
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.put(`${AUTH_URL}/user`, async () => {
        await gate
        return undefined
      }),
    )
    const { user } = await openSettings()
    const form = screen.getByRole('tabpanel')
    await user.type(within(form).getByLabelText('Current Password'), 'old-secret')
    await user.type(within(form).getByLabelText('New Password'), 'new-secret')
    await user.type(within(form).getByLabelText('Confirm Password'), 'new-secret')
    await user.click(within(form).getByRole('button', { name: 'Update Password' }))
    expect(await within(form).findByRole('button', { name: 'Updating Password…' })).toBeDisabled()
    release()
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Password updated successfully!',
    )
    for (const label of ['Current Password', 'New Password', 'Confirm Password']) {
      expect(within(form).getByLabelText(label)).toHaveValue('')
    }
    expect(requestsTo('/auth/v1/token')[0]?.body).toMatchObject({
      email: ada.email,
      password: 'old-secret',
    })
    expect(await signsIn(ada, 'new-secret')).toBe(true)
    expect(await signsIn(ada, 'old-secret')).toBe(false)
  })

  it('validates the e-mail change with the spec messages', async () => {
    const ada = await signedIn()
    const { user } = await openSettings()
    await user.click(screen.getByRole('tab', { name: 'Change Email' }))
    const form = await screen.findByRole('tabpanel')
    const field = within(form).getByLabelText('New Email Address')
    const submit = within(form).getByRole('button', { name: 'Update Email' })
    await user.click(submit)
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Please enter a new email address.',
    )
    await user.type(field, ada.email.toUpperCase())
    await user.click(submit)
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'New email must be different from current email.',
    )
    await user.clear(field)
    await user.type(field, 'ada@nowhere')
    await user.click(submit)
    expect(within(form).getByRole('alert')).toHaveTextContent('Please enter a valid email address.')
  })

  it('on the Change Email tab, only the new address field is labelled as an e-mail', async () => {
    await signedIn()
    const { user } = await openSettings()
    await user.click(screen.getByRole('tab', { name: 'Change Email' }))
    await screen.findByLabelText('New Email Address')
    expect(screen.getAllByLabelText(/email/i)).toEqual([
      screen.getByRole('textbox', { name: 'New Email Address' }),
    ])
  })

  it('asks for the e-mail change with the confirm-email redirect', async () => {
    await signedIn()
    const { user } = await openSettings()
    await user.click(screen.getByRole('tab', { name: 'Change Email' }))
    const form = await screen.findByRole('tabpanel')
    await user.type(within(form).getByLabelText('New Email Address'), 'ada@school.edu')
    await user.click(within(form).getByRole('button', { name: 'Update Email' }))
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Email change confirmation sent! Please check both your current and new email addresses for confirmation links.',
    )
    expect(within(form).getByLabelText('New Email Address')).toHaveValue('')
    const [put] = requestsTo('/auth/v1/user', 'PUT')
    expect(put?.body).toMatchObject({ email: 'ada@school.edu' })
    expect(put?.params.get('redirect_to')).toBe(`${window.location.origin}/confirm-email`)
  })

  it("shows the service's message when the e-mail change fails, or the fallback", async () => {
    await signedIn()
    const { user } = await openSettings()
    await user.click(screen.getByRole('tab', { name: 'Change Email' }))
    const form = await screen.findByRole('tabpanel')
    // The seeded student has this address already.
    await user.type(within(form).getByLabelText('New Email Address'), seededStudent.email)
    await user.click(within(form).getByRole('button', { name: 'Update Email' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'A user with this email address has already been registered',
    )
    server.use(http.put(`${AUTH_URL}/user`, () => new HttpResponse('oops', { status: 500 })))
    // The address stays in the field after a failure, ready for another try.
    expect(within(form).getByLabelText('New Email Address')).toHaveValue(seededStudent.email)
    await user.click(within(form).getByRole('button', { name: 'Update Email' }))
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(
        'Failed to update email. Please try again.',
      ),
    )
  })

  it('saves and clears the AI provider settings in this browser only', async () => {
    await signedIn()
    const { user } = await openSettings()
    const card = screen.getByRole('region', { name: 'Your AI provider' })
    expect(card).toHaveTextContent('Your key stays in this browser')
    await user.type(within(card).getByLabelText('Base URL'), 'not a url')
    await user.click(within(card).getByRole('button', { name: 'Save Provider' }))
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Please enter a valid base URL',
    )
    await user.clear(within(card).getByLabelText('Base URL'))
    await user.type(within(card).getByLabelText('Base URL'), 'http://localhost:11434/v1')
    await user.type(within(card).getByLabelText('API Key'), 'sk-test')
    await user.type(within(card).getByLabelText('Model'), 'llama3')
    const window = within(card).getByLabelText('Context window (tokens)')
    expect(window).toHaveAttribute('placeholder', '8192')
    await user.type(window, '500')
    await user.click(within(card).getByRole('button', { name: 'Save Provider' }))
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Please enter the context window as a whole number of tokens, at least 2048.',
    )
    await user.clear(window)
    await user.type(window, '32,768')
    await user.click(within(card).getByRole('button', { name: 'Save Provider' }))
    expect(await within(card).findByRole('status')).toHaveTextContent('saved in this browser')
    expect(JSON.parse(localStorage.getItem(PROVIDER_SETTINGS_KEY) ?? '{}')).toEqual({
      baseURL: 'http://localhost:11434/v1',
      apiKey: 'sk-test',
      model: 'llama3',
      contextTokens: 32_768,
    })
    expect(card).toHaveTextContent('llama3 · localhost:11434')
    await user.click(within(card).getByRole('button', { name: 'Clear' }))
    expect(localStorage.getItem(PROVIDER_SETTINGS_KEY)).toBeNull()
    expect(within(card).getByLabelText('API Key')).toHaveValue('')
  })

  it('accepts plain http only for this computer, and forgets the key at Logout', async () => {
    await signedIn()
    const { user } = await openSettings()
    const card = screen.getByRole('region', { name: 'Your AI provider' })
    expect(card).toHaveTextContent('It is removed from this browser when you sign out.')
    const baseUrl = within(card).getByLabelText('Base URL')
    await user.type(baseUrl, 'http://models.example.com/v1')
    await user.type(within(card).getByLabelText('API Key'), 'sk-test')
    await user.type(within(card).getByLabelText('Model'), 'gpt-4o')
    await user.click(within(card).getByRole('button', { name: 'Save Provider' }))
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Please use an https:// base URL: plain http:// is allowed only for a model on this computer (localhost, 127.0.0.1, [::1]).',
    )
    expect(localStorage.getItem(PROVIDER_SETTINGS_KEY)).toBeNull()
    await user.clear(baseUrl)
    await user.type(baseUrl, 'https://models.example.com/v1')
    await user.click(within(card).getByRole('button', { name: 'Save Provider' }))
    expect(await within(card).findByRole('status')).toHaveTextContent('saved in this browser')

    await user.click(screen.getByRole('button', { name: 'Logout' }))
    expect(await screen.findByRole('button', { name: 'Login' }, slow)).toBeInTheDocument()
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(PROVIDER_SETTINGS_KEY) ?? '{}')).toEqual({
        baseURL: 'https://models.example.com/v1',
        model: 'gpt-4o',
      }),
    )
  })
})
