import { ROWS_PER_PAGE } from '@/config/limits'

/** What a PostgREST read answers (supabase-js's response, reduced to what paging needs). */
export interface PageResponse<Row, Failure = unknown> {
  data: Row[] | null
  error: Failure | null
  count?: number | null
}

/** One page: rows `from`..`to` (inclusive, `.range(from, to)`) of a stably ordered read. */
export type PageRequest<Row, Failure> = (
  from: number,
  to: number,
) => PromiseLike<PageResponse<Row, Failure>>

export interface AllRows<Row, Failure> {
  data: Row[] | null
  error: Failure | null
}

/**
 * Every row of a read, however many: PostgREST returns at most `max_rows` per request and says
 * nothing about the rest, so a list is read page by page. When the first page brings
 * the exact count (`select(…, { count: 'exact' })`), the other pages are asked for at once, as
 * large as the first page turned out to be (a project may set a lower max_rows);
 * otherwise one after another until a page comes back short. The order must be total (end it
 * with a unique column): a row added or removed meanwhile shifts the pages, so rows are kept once
 * by `keyOf`.
 */
export async function fetchAllRows<Row, Failure>(
  request: PageRequest<Row, Failure>,
  keyOf: (row: Row) => string,
  pageSize: number = ROWS_PER_PAGE,
): Promise<AllRows<Row, Failure>> {
  const first = await request(0, pageSize - 1)
  if (first.error || !first.data) return { data: null, error: first.error }
  const pages: Row[][] = [first.data]
  if (typeof first.count === 'number') {
    // A short first page of a longer list: the server's max_rows is lower than our page size.
    const step = Math.max(1, Math.min(pageSize, first.data.length))
    const starts: number[] = []
    for (let from = step; from < first.count; from += step) starts.push(from)
    const rest = await Promise.all(starts.map((from) => request(from, from + step - 1)))
    for (const page of rest) {
      if (page.error || !page.data) return { data: null, error: page.error }
      pages.push(page.data)
    }
  } else {
    let last = first.data
    while (last.length >= pageSize) {
      const from = pages.length * pageSize
      const page = await request(from, from + pageSize - 1)
      if (page.error || !page.data) return { data: null, error: page.error }
      pages.push(page.data)
      last = page.data
    }
  }
  const seen = new Set<string>()
  const data = pages.flat().filter((row) => {
    const key = keyOf(row)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  return { data, error: null }
}

/** A read that can be put in order and paged (a supabase-js select after its filters). */
export interface OrderableRead<Row, Failure> {
  order(column: string, options: { ascending: boolean }): OrderableRead<Row, Failure>
  range(from: number, to: number): PromiseLike<PageResponse<Row, Failure>>
}

/** Every row of `read()`, newest `column` first and then by id (a total order), in pages. */
export function fetchNewestFirst<Row extends { id: string | null }, Failure>(
  read: () => OrderableRead<Row, Failure>,
  column: string,
): Promise<AllRows<Row, Failure>> {
  return fetchAllRows(
    (from, to) =>
      read().order(column, { ascending: false }).order('id', { ascending: false }).range(from, to),
    (row) => row.id ?? '',
  )
}
