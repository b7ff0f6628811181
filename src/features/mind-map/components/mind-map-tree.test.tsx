import { render, screen } from '@testing-library/react'
import type { MindNode } from '../model/mind-map'
import { MindMapTree } from './mind-map-tree'

const node = (id: string, label: string, definition?: string): MindNode => ({
  id,
  kind: definition ? 'concept' : 'topic',
  label,
  ...(definition ? { definition } : {}),
  citations: [],
  children: [],
})

/**
 * A concept's definition with a formula (#47, clause 5): drawn as a formula, left to right in
 * every language, not as TeX whose dollar signs a right-to-left page would move.
 */
it("draws a definition's formula left to right", async () => {
  const root = { ...node('0', 'الطاقة'), children: [node('0.1', 'الكتلة', 'العلاقة: $E = mc^2$')] }
  render(<MindMapTree root={root} collapsed={new Set()} onToggle={() => {}} onOpen={() => {}} />)
  const formula = await screen.findByRole('math', { name: /E.*equals.*m.*c/i })
  expect(formula.closest('[dir="ltr"]')).not.toBeNull()
  expect(screen.queryByText(/\$/)).not.toBeInTheDocument()
})
