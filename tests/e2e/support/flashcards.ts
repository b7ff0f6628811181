import { expect, type Locator, type Page } from '@playwright/test'

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
      .getByRole('radiogroup', { name: 'Card count' })
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

  /** The text on the face shown: the card's accessible description. */
  async face(): Promise<string> {
    const faceId = await this.card.getAttribute('aria-describedby')
    return ((await this.page.locator(`[id="${faceId}"]`).textContent()) ?? '').trim()
  }

  /** From the first card, unflipped: every card's front in deck order (ends on the last card). */
  async fronts(): Promise<string[]> {
    await expect(this.progress).toHaveText(/^Card 1 of \d+$/)
    const total = await this.deckSize()
    const fronts = [await this.face()]
    for (let card = 2; card <= total; card++) {
      await this.button('Next').click()
      await expect(this.progress).toHaveText(`Card ${card} of ${total}`)
      fronts.push(await this.face())
    }
    return fronts
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
