/**
 * Work whose cited items this tab's model is still reading (the second opinion). Such work is
 * saved with its items marked 'checking', and the verdicts are written over them when the model
 * answers. A 'checking' read back from storage means no answer will come (the tab that asked went
 * away), unless the reading is still in flight here: then the item is still being checked, and a
 * re-read of the row in the meantime (a refetch, the student going back to the guide) must say
 * so. Keyed by the work's id; the overview of a guide by `overviewReading(guideId)`.
 */
const inFlight = new Map<string, number>()

/** Marks `workId` as being read until `reading` settles (its verdicts stored by then). */
export function whileReading<T>(workId: string, reading: Promise<T>): Promise<T> {
  inFlight.set(workId, (inFlight.get(workId) ?? 0) + 1)
  const done = () => {
    const left = (inFlight.get(workId) ?? 1) - 1
    if (left > 0) inFlight.set(workId, left)
    else inFlight.delete(workId)
  }
  return reading.finally(done)
}

/** Whether this tab still waits for the model's reading of `workId`'s cited items. */
export function isBeingRead(workId: string): boolean {
  return inFlight.has(workId)
}

/** The key of a guide's audio overview's reading (stored on the guide's row). */
export const overviewReading = (guideId: string) => `overview:${guideId}`
