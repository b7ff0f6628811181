import { partPages } from './pdf-pages'

const allParts = (pageCount: number, parts: number) =>
  Array.from({ length: parts }, (_, part) => partPages(pageCount, part, parts))

describe('partPages', () => {
  it('splits a long document into contiguous ranges covering every page once', () => {
    expect(allParts(55, 4)).toEqual([
      { first: 1, last: 14 },
      { first: 15, last: 28 },
      { first: 29, last: 42 },
      { first: 43, last: 55 },
    ])
    expect(allParts(14, 2)).toEqual([
      { first: 1, last: 7 },
      { first: 8, last: 14 },
    ])
  })

  it('reads a short document in one part and leaves the other parts empty', () => {
    expect(allParts(3, 2)).toEqual([
      { first: 1, last: 3 },
      { first: 4, last: 3 },
    ])
    expect(allParts(9, 4)).toEqual([
      { first: 1, last: 5 },
      { first: 6, last: 9 },
      { first: 10, last: 9 },
      { first: 10, last: 9 },
    ])
  })
})
