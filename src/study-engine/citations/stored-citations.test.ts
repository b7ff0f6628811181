import { toCitations } from './stored-citations'

describe('stored citations', () => {
  it("reads back a citation of a transcript's moment", () => {
    const stored = [
      { status: 'verified', passage: 2, anchor: { kind: 'time', seconds: 754 }, marks: [[0, 4]] },
      { status: 'found', passage: 0, anchor: { kind: 'time', seconds: 0 }, marks: [] },
    ]
    expect(toCitations(JSON.parse(JSON.stringify(stored)))).toEqual(stored)
  })

  it('drops a time citation it cannot place', () => {
    const at = (seconds: unknown) => ({
      status: 'verified',
      passage: 0,
      anchor: { kind: 'time', seconds },
      marks: [],
    })
    expect(toCitations([at(-1), at('12:34'), { ...at(5), anchor: { kind: 'time', n: 5 } }])).toBe(
      undefined,
    )
  })
})
