import { yieldToEventLoop } from './yield-to-event-loop'

/** Items mapped in one task at most: a slice of rows read back (sessions, reviews) stays short. */
export const ITEMS_PER_SLICE = 100

/**
 * `items.map(map)`, a slice of `size` items per task (yieldToEventLoop between): parsing a long
 * read (a thousand sessions or reviews read again after a sync, each checked by zod) leaves the
 * page free to paint and answer input between slices, not one long task. A list of more than one
 * slice also ends in a task of its own: what the caller does next (the sets built from the
 * sessions, TanStack's cache update and its re-render) is not added to the last slice (an 81 ms
 * task with the CPU slowed 4× after a sync of 1,000 sessions, stop 61's trace).
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
  if (items.length > size) await yieldToEventLoop()
  return mapped
}
