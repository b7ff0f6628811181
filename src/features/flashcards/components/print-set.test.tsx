import { act, screen, waitFor, within } from '@testing-library/react'
import { savedTestGuide } from '@/testing/backend-fixtures'
import { insertSet } from '@/entities/flashcard/testing/saved-sets'
import { renderFlashcardsPanel } from '../testing/render-flashcards-panel'

const cited = [{ status: 'verified', passage: 2, anchor: { kind: 'page', n: 3 }, marks: [[0, 8]] }]

// The browser's print dialog, which the test environment lacks; it notes whether a formula on
// the sheet was drawn (KaTeX's markup) at the moment the dialog opened.
let drawnWhenPrinted: boolean | null = null
const print = vi.fn(() => {
  drawnWhenPrinted = document.querySelector('.print-sheet .katex') !== null
})
beforeEach(() => {
  print.mockClear()
  drawnWhenPrinted = null
  vi.stubGlobal('print', print)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Print set', () => {
  it('prints the set alone, two cards per row, each source as a footnote', async () => {
    const { owner, guide } = await savedTestGuide()
    await insertSet(owner, guide.id, {
      title: 'Photosynthesis Flashcards',
      cards: [
        {
          id: 'card_0',
          front: 'Chlorophyll',
          back: 'A pigment.',
          difficulty: 'easy',
          citations: cited,
        },
        { id: 'card_1', front: 'Stroma', back: 'A fluid.', difficulty: 'medium' },
      ],
    })
    const { user } = renderFlashcardsPanel(guide)
    const set = await screen.findByRole('listitem', { name: 'Photosynthesis Flashcards' })
    const button = within(set).getByRole('button', { name: 'Print set' })
    expect(button).toHaveAccessibleDescription('Photosynthesis Flashcards')
    await user.click(button)

    expect(print).toHaveBeenCalledOnce()
    expect(document.documentElement).toHaveAttribute('data-printing')
    const sheet = screen.getByRole('article', { name: 'Photosynthesis Flashcards (print)' })
    // Outside the app's root, which the print styles hide while a sheet prints.
    expect(sheet.closest('.print-sheet')?.parentElement).toBe(document.body)
    expect(within(sheet).getByRole('list')).toHaveClass('grid-cols-2')
    const cards = within(sheet).getAllByRole('listitem')
    expect(cards.map((card) => card.textContent)).toEqual([
      'ChlorophyllA pigment.11 Source: page 3',
      'StromaA fluid.',
    ])

    // Printing is over: the sheet goes, and the page prints as itself again.
    act(() => {
      window.dispatchEvent(new Event('afterprint'))
    })
    expect(
      screen.queryByRole('article', { name: 'Photosynthesis Flashcards (print)' }),
    ).not.toBeInTheDocument()
    expect(document.documentElement).not.toHaveAttribute('data-printing')
  })

  // #47, clause 5: a formula prints drawn, left to right in every language, never as TeX.
  it("prints a card's formula drawn left to right, drawn before the print dialog opens", async () => {
    const { owner, guide } = await savedTestGuide()
    await insertSet(owner, guide.id, {
      title: 'الطاقة',
      cards: [{ id: 'card_0', front: 'الطاقة', back: 'العلاقة $E = mc^2$.', difficulty: 'easy' }],
    })
    const { user } = renderFlashcardsPanel(guide)
    const set = await screen.findByRole('listitem', { name: 'الطاقة' })
    await user.click(within(set).getByRole('button', { name: 'Print set' }))
    await waitFor(() => expect(print).toHaveBeenCalledOnce())
    expect(drawnWhenPrinted).toBe(true)

    const sheet = screen.getByRole('article', { name: 'الطاقة (print)' })
    const formula = within(sheet).getByRole('math')
    expect(formula.closest('[dir="ltr"]')).not.toBeNull()
    expect(within(sheet).queryByText(/\$/)).not.toBeInTheDocument()
  })
})
