import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { e2eEnv } from './env'
import type { TestUser } from './users'

export interface SeedGuide {
  title: string
  content: string
  original_text?: string
  cover_color?: string
}

export interface InsertedGuide extends SeedGuide {
  id: string
}

/** The user's own access token, so seeded rows go through RLS like the app's inserts. */
async function accessToken(request: APIRequestContext, user: TestUser): Promise<string> {
  const response = await request.post(`${e2eEnv.backendUrl}/auth/v1/token?grant_type=password`, {
    headers: { apikey: e2eEnv.anonKey },
    data: { email: user.email, password: user.password },
  })
  if (!response.ok())
    throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`)
  return ((await response.json()) as { access_token: string }).access_token
}

/** Inserts guides for `user` (oldest first, so the last one is the newest in the library). */
export async function insertGuides(
  request: APIRequestContext,
  user: TestUser,
  guides: SeedGuide[],
): Promise<InsertedGuide[]> {
  const token = await accessToken(request, user)
  const inserted: InsertedGuide[] = []
  for (const guide of guides) {
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
    inserted.push({ ...guide, id: row!.id })
  }
  return inserted
}

/** Page object for the dashboard's study library. */
export class LibraryPage {
  constructor(readonly page: Page) {}

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Your Study Library' })
  }
  get search() {
    return this.page.getByRole('searchbox', { name: 'Search guides' })
  }
  get grid() {
    return this.page.getByRole('list', { name: 'Study guides' })
  }
  get cards() {
    return this.grid.getByRole('listitem')
  }

  card(title: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('link', { name: title, exact: true }) })
  }

  async open() {
    await this.page.goto('/dashboard')
    await expect(this.heading).toBeVisible()
  }

  async expectWelcome(name: string, count: number) {
    await expect(
      this.page.getByText(
        `Welcome back, ${name}! You have ${count} study ${count === 1 ? 'guide' : 'guides'}.`,
      ),
    ).toBeVisible()
  }

  async customize(title: string, changes: { title?: string; colour?: string }) {
    await this.card(title).hover()
    await this.page.getByRole('button', { name: `Customize ${title}`, exact: true }).click()
    const dialog = this.page.getByRole('dialog', { name: 'Customize Notebook' })
    if (changes.title !== undefined)
      await dialog.getByRole('textbox', { name: 'Title' }).fill(changes.title)
    if (changes.colour) {
      // The swatch covers the visually hidden radio: choose it from the keyboard, as a user can.
      await dialog.getByRole('radio', { name: changes.colour }).focus()
      await this.page.keyboard.press('Space')
      await expect(dialog.getByRole('radio', { name: changes.colour })).toBeChecked()
    }
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect(dialog).toBeHidden()
  }

  async delete(title: string) {
    await this.card(title).hover()
    await this.page.getByRole('button', { name: `Delete ${title}`, exact: true }).click()
    const dialog = this.page.getByRole('dialog', { name: 'Delete Study Guide' })
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(dialog).toBeHidden()
  }

  /** Selection mode → tick the guides → Combine Selected → the chosen button. */
  async combine(titles: string[], mode: 'Unit Guide' | 'Combined Guide', unitTitle?: string) {
    await this.page.getByRole('button', { name: 'Create Unit Guide' }).click()
    for (const title of titles)
      await this.page.getByRole('checkbox', { name: `Select ${title}`, exact: true }).check()
    await this.page.getByRole('button', { name: 'Combine Selected' }).click()
    const dialog = this.page.getByRole('dialog', { name: 'Create Unit Study Guide' })
    if (unitTitle) await dialog.getByRole('textbox', { name: 'Unit title' }).fill(unitTitle)
    await dialog.getByRole('button', { name: mode, exact: true }).click()
    await expect(dialog).toBeHidden({ timeout: 30_000 })
    await expect(this.page.getByRole('button', { name: 'Create Unit Guide' })).toBeVisible()
  }
}

/** Downloads through the menu and returns the suggested file name and the text. */
export async function download(
  page: Page,
  format: 'TXT' | 'HTML',
): Promise<{ name: string; text: string }> {
  await page.getByRole('button', { name: 'Download', exact: true }).click()
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download ${format}` }).click(),
  ])
  const stream = await file.createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return { name: file.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') }
}
