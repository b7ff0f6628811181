import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { e2eEnv } from './env'
import type { FakeAiRequest } from './data'

/** Quiz e2e helpers: the fake AI's scripting and a page object. */

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
    await this.page
      .getByRole('radiogroup', { name: 'Question count' })
      .getByRole('radio', { name: String(count), exact: true })
      .check()
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
