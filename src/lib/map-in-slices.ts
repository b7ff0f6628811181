import { yieldToEventLoop } from './yield-to-event-loop'

/** Items mapped in one task at most: a slice of rows read back (sessions, reviews) stays short. */
export const ITEMS_PER_SLICE = 100

/**
 * `items.map(map)`, a slice of `size` items per task (yieldToEventLoop between): parsing a long
 * read (a thousand sessions or reviews read again after a sync, each checked by zod) leaves the
 * page free to paint and answer input between slices, not one long task.
 */
export async function mapInSlices<Item, Mapped>(
  items: readonly Item[],
  map: (item: Item) => Mapped,
  size: number = ITEMS_PER_SLICE,
): Promise<Mapped[]> {
  const mapped: Mapped[] = []
  for (let from = 0; from < items.length; from += size) {
    if (from > 0) await yieldToEventLoop()
    for (const item of items.slice(from, from + size)) mapped.push(map(item))
  }
  return mapped
}
