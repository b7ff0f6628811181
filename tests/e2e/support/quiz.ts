import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { e2eEnv } from './env'
import type { TestUser } from './users'

/** Quiz e2e helpers: a guide inserted as its owner, the fake AI's request log, a page object. */

async function accessToken(request: APIRequestContext, user: TestUser): Promise<string> {
  const response = await request.post(`${e2eEnv.backendUrl}/auth/v1/token?grant_type=password`, {
    headers: { apikey: e2eEnv.anonKey },
    data: { email: user.email, password: user.password },
  })
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`)
  return ((await response.json()) as { access_token: string }).access_token
}

/** Inserts a guide through the REST API as `user`, so RLS applies as for the app's own inserts. */
export async function insertGuide(
  request: APIRequestContext,
  user: TestUser,
  guide: { title: string; content: string },
): Promise<{ id: string }> {
  const token = await accessToken(request, user)
  const response = await request.post(`${e2eEnv.backendUrl}/rest/v1/study_guides?select=id`, {
    headers: { apikey: e2eEnv.anonKey, Authorization: `Bearer ${token}`, Prefer: 'return=representation' },
    data: { user_id: user.id, original_text: '', ...guide },
  })
  if (!response.ok()) throw new Error(`inserting a guide failed: ${response.status()} ${await response.text()}`)
  const [row] = (await response.json()) as { id: string }[]
  if (!row) throw new Error('inserting a guide returned no row')
  return row
}

export interface FakeAiRequest {
  purpose: string
  at: number
  body: { max_tokens?: number; temperature?: number; messages?: { role: string; content: string }[] }
}

/** Completion requests the fake AI server received since `since` (epoch ms). */
export async function fakeAiRequests(request: APIRequestContext, since: number, purpose?: string): Promise<FakeAiRequest[]> {
  const response = await request.get(`${e2eEnv.aiControlUrl}/__requests`)
  const all = (await response.json()) as FakeAiRequest[]
  return all.filter((entry) => entry.at >= since && (purpose === undefined || entry.purpose === purpose))
}

/** Makes the next fake AI answer of `purpose` wait, so loading states can be seen. */
export async function slowFakeAi(request: APIRequestContext, purpose: string, delayMs: number) {
  await request.post(`${e2eEnv.aiControlUrl}/__script`, { data: { purpose, delayMs } })
}

export function userMessage(entry: FakeAiRequest): string {
  return entry.body.messages?.filter((message) => message.role === 'user').at(-1)?.content ?? ''
}

/** Page object for the guide view's Quiz tab. */
export class QuizTab {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.getByRole('tab', { name: 'Quiz' }).click()
    await expect(this.dashboardHeading).toBeVisible()
  }
  get dashboardHeading() {
    return this.page.getByRole('heading', { name: 'Quizzes', exact: true })
  }
  get nextDifficulty() {
    return this.page.getByText(/^Next quiz:/)
  }
  get quizList() {
    return this.page.getByRole('list', { name: 'Your quizzes' })
  }
  get recentPerformance() {
    return this.page.getByRole('list', { name: 'Recent performance' })
  }
  get engineLabel() {
    return this.page.getByText(/^Quiz engine:/)
  }
  progress(current: number, total: number) {
    return this.page.getByText(`Question ${current} of ${total}`)
  }

  async generate(count: 5 | 10 | 15 | 20) {
    await this.page.getByRole('button', { name: 'Generate New Quiz' }).click()
    await this.page.getByRole('radiogroup', { name: 'Number of questions' }).getByRole('radio', { name: String(count), exact: true }).check()
    await this.page.getByRole('button', { name: 'Generate Quiz' }).click()
    await expect(this.progress(1, count)).toBeVisible()
  }

  /** Chooses option `index` (0-3) with its number key, as a keyboard user would. */
  async choose(index: number) {
    await this.page.keyboard.press(String(index + 1))
  }

  async moveOn() {
    await this.page.keyboard.press('Enter')
  }
}
