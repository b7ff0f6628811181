import { figures, loadSet, run } from '../../../bench/citations-eval'
import { checkItems } from './check'

/**
 * The citation check on the held-out third of the labelled citation set (bench/citations-set),
 * which tuning never looked at: each claim checked with the page it cites and its quote, as a
 * model's item is. The floors are what the check reaches today, below the targets the product
 * asks for (precision ≥ 0.97, recall ≥ 0.90, every contradiction kind caught ≥ 0.90): a change
 * that loses ground fails here. Only pass or fail shows: the figures are printed by
 * `npm run bench:citations -- --held-out` alone, so no test run hands them to whoever tunes the
 * rules (the assertions compare booleans, so a failure does not print a figure either).
 */
const FLOORS = {
  precision: 0.57,
  recall: 0.57,
  caught: 0.62,
  notFoundKept: 0.95,
  wrongPage: 0.07,
}

describe('the citation check on the held-out third of the labelled set', async () => {
  const set = await loadSet()
  const heldOut = new Set(set.split.heldOut)
  const { outcomes, ms } = run(set, heldOut, checkItems, true)
  const f = figures(outcomes, ms)

  it('holds only held-out claims, of every label and contradiction kind', () => {
    expect(outcomes.length).toBe(heldOut.size)
    expect(Object.keys(f.caught).sort()).toEqual([
      'changed-number',
      'changed-outcome',
      'negation',
      'reversed-direction',
      'swapped-entity',
    ])
  })

  it('shows "supported" with at least the floor precision and recall', () => {
    expect(f.precision >= FLOORS.precision, 'precision at its floor').toBe(true)
    expect(f.recall >= FLOORS.recall, 'recall at its floor').toBe(true)
  })

  it('keeps each kind of contradiction from "supported"', () => {
    const below = Object.entries(f.caught)
      .filter(([, c]) => c.caught / c.n < FLOORS.caught)
      .map(([kind]) => kind)
    expect(below, 'kinds caught below the floor').toEqual([])
  })

  it('keeps claims the material does not make from "supported", on the right page', () => {
    expect(f.notFound.caught / f.notFound.n >= FLOORS.notFoundKept, 'not found kept').toBe(true)
    expect(f.wrongPage.wrong / f.wrongPage.n <= FLOORS.wrongPage, 'wrong page').toBe(true)
  })
})
