import { fetchAllRows, type PageResponse } from './all-rows'

/** A table of `total` rows behind a server that returns at most `maxRows` per request. */
function table(total: number, maxRows: number, withCount: boolean) {
  const rows = Array.from({ length: total }, (_, index) => ({ id: `row-${index}` }))
  const asked: [number, number][] = []
  const request = (from: number, to: number): Promise<PageResponse<{ id: string }>> => {
    asked.push([from, to])
    const data = rows.slice(from, Math.min(to + 1, from + maxRows))
    return Promise.resolve({ data, error: null, count: withCount ? total : null })
  }
  return { rows, asked, request }
}

const byId = (row: { id: string }) => row.id

describe('fetchAllRows', () => {
  it('reads 1,050 rows from a server capped at 1,000: two pages, the second asked for at once', async () => {
    const { rows, asked, request } = table(1_050, 1_000, true)
    const result = await fetchAllRows(request, byId)
    expect(result).toEqual({ data: rows, error: null })
    expect(asked).toEqual([
      [0, 999],
      [1000, 1999],
    ])
  })

  it('follows a server whose max_rows is below the page size', async () => {
    const { rows, asked, request } = table(25, 10, true)
    expect((await fetchAllRows(request, byId, 100)).data).toEqual(rows)
    expect(asked).toEqual([
      [0, 99],
      [10, 19],
      [20, 29],
    ])
  })

  it('without a count, reads on until a page comes back short', async () => {
    const { rows, asked, request } = table(20, 10, false)
    expect((await fetchAllRows(request, byId, 10)).data).toEqual(rows)
    expect(asked).toHaveLength(3)
  })

  it('keeps a row once when pages overlap, and one request for a short list', async () => {
    const { asked, request } = table(3, 1_000, true)
    expect((await fetchAllRows(request, byId)).data).toHaveLength(3)
    expect(asked).toHaveLength(1)
    const overlapping = (from: number): Promise<PageResponse<{ id: string }>> =>
      Promise.resolve({
        data: from === 0 ? [{ id: 'a' }, { id: 'b' }] : [{ id: 'b' }, { id: 'c' }],
        error: null,
        count: 4,
      })
    expect((await fetchAllRows(overlapping, byId, 2)).data).toEqual([
      { id: 'a' },
      { id: 'b' },
      { id: 'c' },
    ])
  })

  it('returns the error of any page and no rows', async () => {
    const failure = { message: 'boom' }
    const request = (from: number): Promise<PageResponse<{ id: string }>> =>
      Promise.resolve(
        from === 0
          ? { data: [{ id: 'a' }], error: null, count: 2 }
          : { data: null, error: failure, count: null },
      )
    expect(await fetchAllRows(request, byId, 1)).toEqual({ data: null, error: failure })
  })
})
