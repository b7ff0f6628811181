import { expect, type Locator, type Page } from '@playwright/test'

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
