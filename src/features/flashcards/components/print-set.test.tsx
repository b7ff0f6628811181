import { screen, waitFor, within } from '@testing-library/react'
import { savedTestGuide } from '@/testing/backend-fixtures'
import { stubPrintWindow } from '@/testing/print-window'
import { insertSet } from '@/entities/flashcard/testing/saved-sets'
import { renderFlashcardsPanel } from '../testing/render-flashcards-panel'

const cited = [{ status: 'verified', passage: 2, anchor: { kind: 'page', n: 3 }, marks: [[0, 8]] }]

describe('Print set', () => {
  it('prints the set through the PDF export: its own document, each source as a footnote', async () => {
    const printWindow = stubPrintWindow()
    const { owner, guide } = await savedTestGuide()
    await insertSet(owner, guide.id, {
      title: 'Photosynthesis <Flashcards>',
      cards: [
        {
          id: 'card_0',
          front: 'Chlorophyll',
          back: 'A pigment.',
          difficulty: 'easy',
          citations: cited,
        },
        {
          id: 'card_1',
          front: '<script>window.pwned = true</script>',
          back: 'A fluid.',
          difficulty: 'medium',
        },
      ],
    })
    const { user } = renderFlashcardsPanel(guide)
    const set = await screen.findByRole('listitem', { name: 'Photosynthesis <Flashcards>' })
    const button = within(set).getByRole('button', { name: 'Print set' })
    expect(button).toHaveAccessibleDescription('Photosynthesis <Flashcards>')
    await user.click(button)

    await waitFor(() => expect(printWindow.printed()).toBe(1))
    const doc = printWindow.documents[0]!
    expect(doc.title).toBe('Photosynthesis <Flashcards>')
    expect(doc.querySelector('header')).toHaveTextContent('Photosynthesis <Flashcards>2 cards')
    const cards = [...doc.querySelectorAll('main > ol > li')]
    expect(cards.map((card) => card.textContent)).toEqual([
      'ChlorophyllA pigment.11 Source: page 3',
      '<script>window.pwned = true</script>A fluid.',
    ])
    expect(doc.querySelectorAll('script')).toHaveLength(0)
    // Two cards a row on paper: the document's own stylesheet lays the list out.
    const styles = [...doc.querySelectorAll('style')].map((style) => style.textContent).join('')
    expect(styles).toMatch(/\.cards \{[^}]*grid-template-columns: 1fr 1fr/)
  })

  // #47, clause 5: a formula prints drawn, left to right in every language, never as TeX.
  it("prints a card's formula drawn left to right, drawn before the print dialog opens", async () => {
    const printWindow = stubPrintWindow()
    const { owner, guide } = await savedTestGuide()
    await insertSet(owner, guide.id, {
      title: 'الطاقة',
      cards: [{ id: 'card_0', front: 'الطاقة', back: 'العلاقة $E = mc^2$.', difficulty: 'easy' }],
    })
    const { user } = renderFlashcardsPanel(guide)
    const set = await screen.findByRole('listitem', { name: 'الطاقة' })
    await user.click(within(set).getByRole('button', { name: 'Print set' }))
    await waitFor(() => expect(printWindow.printed()).toBe(1))

    const doc = printWindow.documents[0]!
    const formula = doc.querySelector('main math')
    expect(formula?.closest('[dir="ltr"]')).not.toBeNull()
    expect(formula?.getAttribute('aria-label')).toBeTruthy()
    expect(doc.querySelector('main')?.textContent).not.toMatch(/\$/)
    const styles = [...doc.querySelectorAll('style')].map((style) => style.textContent).join('')
    expect(styles).toContain('.katex')
  })
})
