import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { e2eEnv } from './env'
import { createBetaCode, inbox, uniqueEmail, type TestUser } from './users'

/** Page object for the auth dialog (Auth modal). */
export class AuthDialog {
  constructor(readonly page: Page) {}

  dialog(title: 'Welcome Back' | 'Join Beta' | 'Reset Password'): Locator {
    return this.page.getByRole('dialog', { name: title })
  }

  async open(): Promise<Locator> {
    await this.page.getByRole('banner').getByRole('button', { name: 'Login' }).click()
    const dialog = this.dialog('Welcome Back')
    await expect(dialog).toBeVisible()
    return dialog
  }

  async signIn(email: string, password: string): Promise<Locator> {
    const dialog = this.dialog('Welcome Back')
    if (!(await dialog.isVisible())) await this.open()
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByLabel('Password').fill(password)
    await dialog.getByRole('button', { name: 'Sign In' }).click()
    return dialog
  }

  async openSignup(): Promise<Locator> {
    const login = await this.open()
    await login.getByRole('button', { name: 'Join the beta' }).click()
    const dialog = this.dialog('Join Beta')
    await expect(dialog).toBeVisible()
    return dialog
  }

  async signUp(input: {
    name: string
    email: string
    password: string
    code: string
  }): Promise<Locator> {
    const dialog = await this.openSignup()
    await dialog.getByLabel('Name').fill(input.name)
    await dialog.getByLabel('Email').fill(input.email)
    await dialog.getByLabel('Password').fill(input.password)
    await dialog.getByLabel('Beta Access Code').fill(input.code)
    await dialog.getByRole('button', { name: 'Create Account' }).click()
    return dialog
  }

  async openForgot(): Promise<Locator> {
    const login = await this.open()
    await login.getByRole('button', { name: 'Forgot password?' }).click()
    const dialog = this.dialog('Reset Password')
    await expect(dialog).toBeVisible()
    return dialog
  }
}

/** The header's signed-in controls. */
export function header(page: Page) {
  const banner = page.getByRole('banner')
  return {
    banner,
    name: (name: string) => banner.getByText(name, { exact: true }),
    login: banner.getByRole('button', { name: 'Login' }),
    logout: banner.getByRole('button', { name: 'Logout' }),
    settings: banner.getByRole('link', { name: 'Settings' }),
  }
}

/** The newest mailed auth link to `to` (the backend's /verify link, or a token_hash link). */
export async function authMailLink(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  atLeast = 1,
): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const messages = await inbox(request, to, atLeast)
    const message = messages.find((candidate) => subject.test(candidate.subject))
    const link = message?.links.find((href) => /\/verify\?|token_hash=/.test(href))
    if (link) return link
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no mail matching ${String(subject)} reached ${to}`)
}

/** Signs in through the API; true when the password is accepted. */
export async function passwordWorks(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<boolean> {
  const response = await request.post(`${e2eEnv.backendUrl}/auth/v1/token?grant_type=password`, {
    headers: { apikey: e2eEnv.anonKey },
    data: { email, password },
  })
  return response.ok()
}

/**
 * A fresh confirmed account made through the API (sign-up with a new service-role code, then the
 * mailed link). Accepts either link form the backend may mail.
 */
export async function createAccount(
  request: APIRequestContext,
  name = 'Account Tester',
): Promise<TestUser> {
  const email = uniqueEmail('accounts')
  const password = 'first-pass-1'
  const code = await createBetaCode(request)
  const signup = await request.post(`${e2eEnv.backendUrl}/auth/v1/signup`, {
    headers: { apikey: e2eEnv.anonKey },
    data: { email, password, data: { name, beta_code: code } },
  })
  if (!signup.ok()) throw new Error(`sign-up failed: ${signup.status()} ${await signup.text()}`)
  const body = (await signup.json()) as { id?: string; user?: { id: string } }
  const link = new URL(await authMailLink(request, email, /.*/))
  const verify = await request.post(`${e2eEnv.backendUrl}/auth/v1/verify`, {
    headers: { apikey: e2eEnv.anonKey },
    data: {
      type: link.searchParams.get('type') ?? 'signup',
      token_hash: link.searchParams.get('token_hash') ?? link.searchParams.get('token'),
    },
  })
  if (!verify.ok())
    throw new Error(`confirmation failed: ${verify.status()} ${await verify.text()}`)
  return { id: body.user?.id ?? body.id ?? '', email, password, name }
}
