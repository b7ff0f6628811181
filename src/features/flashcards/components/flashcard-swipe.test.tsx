import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLanguage, translate } from '@/lib/i18n/i18n'
import { savedTestGuide } from '@/testing/backend-fixtures'
import { insertSet, sampleCards } from '@/entities/flashcard/testing/saved-sets'
import { renderFlashcardsPanel } from '../testing/render-flashcards-panel'

const card = () => screen.getByRole('button', { name: translate('flashcards.study.flip') })

/** A finger (or a mouse) pressing the card at x and lifting at x + dx. */
function drag(dx: number, pointerType: 'touch' | 'mouse', dy = 0) {
  fireEvent.pointerDown(card(), { pointerId: 7, pointerType, clientX: 200, clientY: 300 })
  fireEvent.pointerUp(card(), { pointerId: 7, pointerType, clientX: 200 + dx, clientY: 300 + dy })
  fireEvent.click(card())
}

describe('the cards screen on a touch screen', () => {
  it('swipes left to the next card and right back, without flipping; a tap flips', async () => {
    const { owner, guide } = await savedTestGuide()
    await insertSet(owner, guide.id, { title: 'Leaf parts', cards: sampleCards, schedule: {} })
    const { user } = renderFlashcardsPanel(guide, { ai: false })
    await user.click(await screen.findByRole('button', { name: 'Study' }))
    expect(screen.getByText(`Card 1 of ${sampleCards.length}`)).toBeVisible()

    drag(-120, 'touch')
    expect(screen.getByText(`Card 2 of ${sampleCards.length}`)).toBeVisible()
    expect(screen.getByText('Front')).toBeVisible()
    drag(120, 'touch')
    expect(screen.getByText(`Card 1 of ${sampleCards.length}`)).toBeVisible()
    expect(screen.getByText('Front')).toBeVisible()

    // Too short, mostly downwards (a scroll) or with a mouse: a tap, which flips.
    drag(-20, 'touch')
    expect(screen.getByText('Back')).toBeVisible()
    drag(-80, 'touch', 120)
    expect(screen.getByText('Front')).toBeVisible()
    drag(-120, 'mouse')
    expect(screen.getByText(`Card 1 of ${sampleCards.length}`)).toBeVisible()
    expect(screen.getByText('Back')).toBeVisible()
  })

  describe('in a right-to-left language', () => {
    afterEach(() => act(() => activateLanguage('en')))

    it('mirrors the swipe: toward the reading direction (right) is the next card', async () => {
      await activateLanguage('ar')
      const { owner, guide } = await savedTestGuide()
      await insertSet(owner, guide.id, { title: 'Leaf parts', cards: sampleCards, schedule: {} })
      const { user } = renderFlashcardsPanel(guide, { ai: false })
      await user.click(await screen.findByRole('button', { name: translate('flashcards.study') }))
      const position = (number: number) =>
        translate('flashcards.study.position', { number, total: sampleCards.length })
      expect(screen.getByText(position(1))).toBeVisible()

      drag(120, 'touch')
      expect(screen.getByText(position(2))).toBeVisible()
      drag(-120, 'touch')
      expect(screen.getByText(position(1))).toBeVisible()
    })
  })
})
