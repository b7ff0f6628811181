import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { savedTestGuide, sql } from '@/testing/backend-fixtures'
import { renderFlashcardsPanel } from '../testing/render-flashcards-panel'

/**
 * A cell-biology handout where organelles, ATP and 'produce' are on every page: what tells the
 * pages apart is the organelle each one names, here in another number than the card's.
 */
const handoutPages = [
  'Cells are the basic units of life. Every cell holds organelles, and organelles produce what the cell needs: proteins, lipids and ATP.',
  'Mitochondria are the organelles that produce ATP. They have two membranes and their own DNA.',
  'Chloroplasts are organelles of plant cells. They capture light and produce sugar, which cells burn for ATP.',
  'Ribosomes are organelles that produce proteins. Muscle cells use ATP to contract.',
]

async function guideWithHandout() {
  const { owner, guide } = await savedTestGuide()
  await sql(
    'insert into public.study_guide_sources (guide_id, user_id, passages) values ($1, $2, $3)',
    [guide.id, owner.id, JSON.stringify(handoutPages.map((t, i) => ({ pg: i + 1, t })))],
  )
  return guide
}

describe('A card checked by the word check alone (issue 44)', { timeout: 30_000 }, () => {
  it('cites the page that names its term in another number: mitochondrion, from “Mitochondria are …”', async () => {
    const guide = await guideWithHandout()
    // No AI provider: imported cards are checked against the material by the word check only.
    const { user } = renderFlashcardsPanel(guide, { ai: false })
    await screen.findByRole('heading', { name: 'Flashcard Sets' })
    await user.upload(
      screen.getByLabelText('Cards file to import'),
      new File(['mitochondrion\tThe organelle that produces ATP.\n'], 'cells.tsv', {
        type: 'text/plain',
      }),
    )
    expect(
      await screen.findByText(/^Imported 1 card from "cells.tsv"/, {}, { timeout: 10_000 }),
    ).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Study' }))
    await user.click(await screen.findByRole('button', { name: 'Flip card' }))
    expect(await screen.findByRole('button', { name: 'Source: page 2' })).toBeVisible()
    expect(screen.queryByText('Not found in your material')).not.toBeInTheDocument()
  })
})
