import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { e2eEnv } from './env'
import type { TestUser } from './users'

/** Flashcard e2e helpers: a guide inserted as its owner, the fake AI's log, a page object. */

async function accessToken(request: APIRequestContext, user: TestUser): Promise<string> {
  const response = await request.post(`${e2eEnv.backendUrl}/auth/v1/token?grant_type=password`, {
    headers: { apikey: e2eEnv.anonKey },
    data: { email: user.email, password: user.password },
  })
  if (!response.ok())
    throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`)
  return ((await response.json()) as { access_token: string }).access_token
}

/** Inserts a guide through the REST API as `user`, so RLS applies as for the app's own inserts. */
export async function insertGuideAs(
  request: APIRequestContext,
  user: TestUser,
  guide: { title: string; content: string },
): Promise<{ id: string }> {
  const token = await accessToken(request, user)
  const response = await request.post(`${e2eEnv.backendUrl}/rest/v1/study_guides?select=id`, {
    headers: {
      apikey: e2eEnv.anonKey,
      Authorization: `Bearer ${token}`,
      Prefer: 'return=representation',
    },
    data: { user_id: user.id, original_text: '', ...guide },
  })
  if (!response.ok())
    throw new Error(`inserting a guide failed: ${response.status()} ${await response.text()}`)
  const [row] = (await response.json()) as { id: string }[]
  if (!row) throw new Error('inserting a guide returned no row')
  return row
}

export interface FakeAiRequest {
  purpose: string
  at: number
  body: {
    max_tokens?: number
    temperature?: number
    messages?: { role: string; content: string }[]
  }
}

/** Completion requests of `purpose` the fake AI server received since `since` (epoch ms). */
export async function fakeAiRequests(
  request: APIRequestContext,
  since: number,
  purpose: string,
): Promise<FakeAiRequest[]> {
  const response = await request.get(`${e2eEnv.aiControlUrl}/__requests`)
  const all = (await response.json()) as FakeAiRequest[]
  return all.filter((entry) => entry.at >= since && entry.purpose === purpose)
}

/** Page object for the guide view's Flashcards tab. */
export class FlashcardsTab {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.getByRole('tab', { name: 'Flashcards' }).click()
    await expect(this.dashboardHeading).toBeVisible()
  }
  get dashboardHeading() {
    return this.page.getByRole('heading', { name: 'Flashcard Sets', exact: true })
  }
  get sets() {
    return this.page.getByRole('list', { name: 'Saved sets' })
  }
  set(title: string): Locator {
    return this.sets.getByRole('listitem', { name: title })
  }
  get previousSessions() {
    return this.page.getByRole('list', { name: 'Previous sessions' })
  }
  get card() {
    return this.page.getByRole('button', { name: 'Flip card' })
  }
  get progress() {
    return this.page.getByText(/^Card \d+ of \d+$/)
  }
  button(name: string) {
    return this.page.getByRole('button', { name, exact: true })
  }

  /** Create New Set → settings → Generate Flashcards; returns the number of cards made. */
  async generate(options: { count: 10 | 15 | 20 | 25 }): Promise<number> {
    await this.button('Create New Set').click()
    await this.page
      .getByRole('radiogroup', { name: 'Number of cards' })
      .getByRole('radio', { name: String(options.count) })
      .check()
    await this.button('Generate Flashcards').click()
    await expect(this.progress).toHaveText(/^Card 1 of \d+$/)
    return this.deckSize()
  }

  async deckSize(): Promise<number> {
    const text = (await this.progress.textContent()) ?? ''
    return Number(/of (\d+)/.exec(text)?.[1] ?? 0)
  }

  /** Flips the current card and rates it (when a rating is given). */
  async flipAndRate(rating?: 'Easy' | 'Medium' | 'Hard') {
    await this.card.click()
    if (rating) await this.button(rating).click()
  }

  /** Next until the last card, then Finish Session. */
  async finish() {
    while (await this.button('Next').isVisible()) await this.button('Next').click()
    await this.button('Finish Session').click()
    await expect(this.dashboardHeading).toBeVisible()
  }
}
