import { toCitations } from './stored-citations'

describe('citations read back from storage', () => {
  const page = { status: 'verified', passage: 0, anchor: { kind: 'page', n: 2 }, marks: [[0, 4]] }

  it("keeps how the model checked an item: 'read' and 'unchecked' as saved, none when it never ran", () => {
    expect(toCitations([{ ...page, ai: 'read' }])).toEqual([{ ...page, ai: 'read' }])
    expect(toCitations([{ status: 'not-found', ai: 'unchecked' }])).toEqual([
      { status: 'not-found', ai: 'unchecked' },
    ])
    expect(toCitations([page])).toEqual([page])
  })

  it("reads a 'checking' saved before the answer came as 'unchecked': no answer will come now", () => {
    expect(toCitations([{ ...page, ai: 'checking' }])).toEqual([{ ...page, ai: 'unchecked' }])
  })

  it("keeps 'checking' while this tab still waits for the model's answer", () => {
    expect(toCitations([{ ...page, ai: 'checking' }], { stillReading: true })).toEqual([
      { ...page, ai: 'checking' },
    ])
  })

  it('drops an unknown check, keeping the citation', () => {
    expect(toCitations([{ ...page, ai: 'guessed' }])).toEqual([page])
  })

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
