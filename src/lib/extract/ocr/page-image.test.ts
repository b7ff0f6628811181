import { describe, expect, it } from 'vitest'
import { isBlank } from './page-image'

/** A white 1000 × 1000 grey page with `dark` black pixels spread over it. */
function page(dark: number, { from = 0 } = {}) {
  const pixels = new Uint8Array(1_000_000).fill(255)
  for (let index = 0; index < dark; index += 1) pixels[from + index * 997] = 0
  return { kind: 'grey' as const, width: 1000, height: 1000, pixels }
}

describe('isBlank', () => {
  it('counts a page with under one dark pixel in 2000 as empty', () => {
    expect(isBlank(page(0))).toBe(true)
    expect(isBlank(page(499))).toBe(true)
  })

  it('counts a page with one dark pixel in 2000 or more as worth recognising', () => {
    expect(isBlank(page(500))).toBe(false)
    expect(isBlank(page(900))).toBe(false)
  })

  it('finds ink that is only at the bottom of the page', () => {
    expect(isBlank(page(600, { from: 400_000 }))).toBe(false)
  })

  it('treats grey paper as paper: only pixels darker than mid-grey are ink', () => {
    const paper = page(0)
    paper.pixels.fill(140)
    expect(isBlank(paper)).toBe(true)
  })

  it('never skips an image file given to tesseract as it is', () => {
    expect(isBlank({ kind: 'file', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) })).toBe(false)
  })
})
