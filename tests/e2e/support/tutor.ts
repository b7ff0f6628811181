import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { e2eEnv } from './env'

/** Page object for the AI Tutor side panel of the guide view. */
export class TutorPanel {
  constructor(readonly page: Page) {}

  get panel(): Locator {
    return this.page.getByRole('complementary', { name: 'AI Tutor' })
  }
  get log(): Locator {
    return this.panel.getByRole('log')
  }
  get input(): Locator {
    return this.panel.getByRole('textbox', { name: 'Ask a question' })
  }
  get send(): Locator {
    return this.panel.getByRole('button', { name: 'Send' })
  }
  get closeButton(): Locator {
    return this.panel.getByRole('button', { name: 'Close tutor panel' })
  }
  get stop(): Locator {
    return this.panel.getByRole('button', { name: 'Stop' })
  }
  get questions(): Locator {
    return this.log.getByRole('article', { name: 'You' })
  }
  get replies(): Locator {
    return this.log.getByRole('article', { name: 'AI Tutor' })
  }

  async open(): Promise<void> {
    await this.page.getByRole('button', { name: 'AI Chat' }).click()
    await expect(this.panel).toBeVisible()
  }

  async close(): Promise<void> {
    await this.closeButton.click()
    await expect(this.panel).toBeHidden()
  }

  /** Types the question and presses Enter (the spec's other way to send). */
  async ask(question: string): Promise<void> {
    await this.input.fill(question)
    await this.input.press('Enter')
    await expect(this.questions.last()).toHaveText(new RegExp(escapeRegExp(question)))
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

export interface FakeChatRequest {
  purpose: string
  at: number
  body: {
    max_tokens: number
    temperature: number
    stream?: boolean
    messages: { role: string; content: string }[]
  }
}

/** Tutor requests the fake provider received since `since` (ms epoch), oldest first. */
export async function tutorRequests(
  request: APIRequestContext,
  since: number,
): Promise<FakeChatRequest[]> {
  const response = await request.get(`${e2eEnv.aiControlUrl}/__requests`)
  const all = (await response.json()) as FakeChatRequest[]
  return all.filter((entry) => entry.purpose === 'tutor' && entry.at >= since)
}

/** Scripts the next tutor replies of the fake provider (see tests/support/fake-openai.ts). */
export async function scriptTutor(
  request: APIRequestContext,
  script: {
    status?: number
    chunkDelayMs?: number
    delayMs?: number
    times?: number
    body?: unknown
  },
): Promise<void> {
  const response = await request.post(`${e2eEnv.aiControlUrl}/__script`, {
    data: { purpose: 'tutor', ...script },
  })
  expect(response.ok()).toBe(true)
}

export async function clearScripts(request: APIRequestContext): Promise<void> {
  await request.delete(`${e2eEnv.aiControlUrl}/__script`)
}
